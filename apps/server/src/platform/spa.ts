import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { MESSAGES, recipientPathHash } from '@folio/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type LinkCard, recipientHash, withCard } from '../modules/viewer/link-card.ts';

/**
 * Serves the built web app (files looked up at request time, so a rebuild needs no restart) with history
 * fallback for page paths. Unknown /api paths and missing files (anything with an extension) stay 404s.
 */
export async function registerSpa(
  app: FastifyInstance,
  webDist: string,
  cardOf: (hash: string) => Promise<LinkCard | null>,
) {
  const hasSpa = existsSync(path.join(webDist, 'index.html'));
  const hasRecipientEntry = existsSync(path.join(webDist, 'recipient.html'));
  const hasLanding = existsSync(path.join(webDist, 'landing.html'));
  if (hasSpa)
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: true,
      index: 'index.html',
      // The web build writes .br and .gz beside each file; the browser gets the smallest it accepts.
      preCompressed: true,
      cacheControl: false,
      setHeaders: (res, file) =>
        res.header(
          'Cache-Control',
          file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        ),
    });
  /** A page path's HTML: the landing page, the recipient's light entry or the app. */
  async function sendPage(request: FastifyRequest, reply: FastifyReply, pathname: string) {
    // `/` shows a signed-out visitor what Folio is (a page with no script); a signed-in user gets the app,
    // which takes them to their presentations.
    if (pathname === '/' && hasLanding && !request.auth)
      return reply.header('Cache-Control', 'no-cache').header('Vary', 'Cookie').sendFile('landing.html');
    // A recipient's page is the light entry; a shared link's page carries its card, so a pasted link
    // unfurls (unfurlers run no script).
    const page = recipientPathHash(pathname) !== null && hasRecipientEntry ? 'recipient.html' : 'index.html';
    const hash = recipientHash(pathname);
    const card = hash ? await cardOf(hash) : null;
    if (!card) return reply.header('Cache-Control', 'no-cache').sendFile(page);
    const html = await readFile(path.join(webDist, page), 'utf8');
    return reply
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(withCard(html, card));
  }
  // Before the static files' index.html, which would answer everyone the same.
  if (hasSpa) app.get('/', { schema: { hide: true } }, (request, reply) => sendPage(request, reply, '/'));
  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    const isPage = !/^\/(api|ws|dev|verify|assets)(\/|$)/.test(pathname) && !/\.\w+$/.test(pathname);
    if (!hasSpa || !isPage || request.method !== 'GET')
      return reply.status(404).send({ detail: MESSAGES.notFound });
    return sendPage(request, reply, pathname);
  });
}
