import { sessionHandoffContinueSchema, sessionHandoffSchema } from '@folio/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  type CookieOptions,
  postedByOwnPage,
  requireSession,
  setSessionCookie,
} from '../../platform/auth.ts';
import type { Clock } from '../../platform/clock.ts';
import { guardsSecret } from '../../platform/rate-limit-store.ts';
import type { SecretBox } from '../../platform/secret-box.ts';
import type { Sessions } from './sessions.ts';

type Deps = {
  sessions: Sessions;
  secrets: SecretBox;
  cookie: CookieOptions;
  clock: Clock;
  publicUrl: string;
};

/** How long a handoff code works: the user clicks 'Open Folio' right after signing in. */
const HANDOFF_SECONDS = 120;
/** Handoff codes redeemed a minute per address, on every instance together. */
export const CONTINUES_PER_MINUTE = 30;
const handoffSchema = z.object({ s: z.string(), u: z.number().int(), e: z.number() });

/**
 * Signing in inside another site's iframe (/login-embeddable, /sign-up-embeddable) sets no usable cookie:
 * the browser keeps the SameSite=Lax session cookie out of third-party frames (and many block them
 * outright). The framed page therefore asks for a handoff code and posts it to /auth/continue in a new tab,
 * where the cookie is first-party. The code carries the frame's session sealed (AES-GCM), works for two
 * minutes and once: redeeming it opens a new session and revokes the frame's.
 *
 * Only a POST from Folio's own pages redeems it (login CSRF): were a link enough, another site could send
 * someone to it with its own code and sign them into the attacker's account, whose uploads and contacts
 * the victim would then fill.
 */
export async function sessionHandoffRoutes(base: FastifyInstance, deps: Deps) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { sessions, secrets, clock } = deps;
  const ownOrigin = new URL(deps.publicUrl).origin;
  // The framed page's form (this plugin's routes only).
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  app.post(
    '/api/auth/handoff',
    {
      schema: {
        tags: ['accounts'],
        operationId: 'createSessionHandoff',
        summary: 'A code that opens the app signed in, in a new tab',
        description:
          `For a page signed in inside an iframe: POST \`code\` to \`url\` as a form from a Folio page (its ` +
          `Origin or Sec-Fetch-Site is checked), in a new tab; it works once, for ${HANDOFF_SECONDS} s, and moves the session ` +
          'into a first-party cookie. Session only (an API key gets 403).',
        response: { 200: sessionHandoffSchema },
      },
    },
    async (request) => {
      const auth = requireSession(request, { allowPasswordChange: true });
      const expires = clock.now().getTime() + HANDOFF_SECONDS * 1000;
      const code = secrets.seal(JSON.stringify({ s: auth.tokenHash, u: auth.user.id, e: expires }));
      return { url: `${deps.publicUrl}/auth/continue`, code };
    },
  );

  app.post(
    '/auth/continue',
    {
      config: guardsSecret({ rateLimit: { max: CONTINUES_PER_MINUTE, timeWindow: '1 minute' } }),
      schema: { hide: true, body: sessionHandoffContinueSchema },
    },
    async (request, reply) => {
      const handoff = postedByOwnPage(request, ownOrigin) ? readHandoff(secrets, request.body.code) : null;
      const userId =
        handoff && handoff.e > clock.now().getTime() ? await sessions.userOfLive(handoff.s) : null;
      if (userId === null || userId !== handoff?.u) return reply.redirect('/login', 303);
      const token = await sessions.open(userId, meta(request));
      await sessions.revoke(handoff.s);
      setSessionCookie(reply, deps.cookie, token);
      return reply.redirect('/presentations', 303);
    },
  );
}

function readHandoff(secrets: SecretBox, code: string) {
  try {
    return handoffSchema.parse(JSON.parse(secrets.open(code)));
  } catch {
    return null;
  }
}

const meta = (request: FastifyRequest) => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'] ?? '',
});
