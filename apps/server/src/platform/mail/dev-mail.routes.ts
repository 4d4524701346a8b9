import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { simpleParser } from 'mailparser';
import { notFound } from '../errors.ts';
import { escapeHtml } from '../html.ts';

const page = (body: string) =>
  `<!doctype html><meta charset="utf-8"><title>Folio mail</title><style>body{font:15px system-ui;margin:32px;color:#1f2d3a}` +
  `td{padding:6px 12px;border-bottom:1px solid #d2d7e0}a{color:#34495e}</style>${body}`;

/**
 * Only this machine: the socket's peer is a loopback address and no proxy forwarded the request (a
 * reverse proxy on the same host would otherwise hand reset links to anyone).
 */
const fromThisMachine = (request: FastifyRequest) => {
  const peer = request.socket.remoteAddress ?? '';
  const loopback = /^(127\.|::ffff:127\.)/.test(peer) || peer === '::1';
  return loopback && !request.headers['x-forwarded-for'] && !request.headers.forwarded;
};

/**
 * Outside production (app.ts registers it only then), the e-mails written to DATA_DIR/mail, newest first,
 * readable in the browser of this machine only: any other client gets 404.
 */
export async function devMailRoutes(app: FastifyInstance, { mailDir }: { mailDir: string }) {
  app.addHook('onRequest', async (request) => {
    if (!fromThisMachine(request)) throw notFound();
  });
  const list = async () =>
    (await readdir(mailDir).catch(() => [] as string[]))
      .filter((f) => f.endsWith('.eml'))
      .sort()
      .reverse();

  app.get('/dev/mail', { schema: { hide: true } }, async (_request, reply) => {
    const rows = await Promise.all(
      (await list()).slice(0, 200).map(async (name) => {
        const mail = await simpleParser(await readFile(path.join(mailDir, name)));
        const to = Array.isArray(mail.to) ? mail.to.map((t) => t.text).join(', ') : (mail.to?.text ?? '');
        return (
          `<tr><td>${escapeHtml(mail.date?.toISOString() ?? '')}</td><td>${escapeHtml(to)}</td>` +
          `<td><a href="/dev/mail/${encodeURIComponent(name)}">${escapeHtml(mail.subject ?? '(no subject)')}</a></td></tr>`
        );
      }),
    );
    const body = rows.length ? `<table>${rows.join('')}</table>` : '<p>No e-mail sent yet.</p>';
    return reply.type('text/html').send(page(`<h1>Mail written to ${escapeHtml(mailDir)}</h1>${body}`));
  });

  app.get<{ Params: { name: string } }>(
    '/dev/mail/:name',
    { schema: { hide: true } },
    async (request, reply) => {
      if (!(await list()).includes(request.params.name)) throw notFound();
      const mail = await simpleParser(await readFile(path.join(mailDir, request.params.name)));
      return reply
        .type('text/html')
        .header(
          'Content-Security-Policy',
          "default-src 'none'; img-src * data:; style-src 'unsafe-inline'; sandbox",
        )
        .send(mail.html || page(`<pre>${escapeHtml(mail.text ?? '')}</pre>`));
    },
  );
}
