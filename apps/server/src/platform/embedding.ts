import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

/** The pages another site may show in an iframe (spec §2): sign-in and sign-up without the side panel. */
export const EMBEDDABLE_PAGES = ['/login-embeddable', '/sign-up-embeddable'] as const;

const isOrigin = (value: string) => {
  try {
    const url = new URL(value);
    return ['http:', 'https:'].includes(url.protocol) && url.origin === value;
  } catch {
    return false;
  }
};

/** EMBED_ORIGINS: comma-separated origins (scheme://host[:port], no path), e.g. https://www.agency.com. */
export const embedOriginsSchema = z
  .string()
  .default('')
  .transform((v) =>
    v
      .split(',')
      .map((origin) => origin.trim().replace(/\/$/, ''))
      .filter(Boolean),
  )
  .refine(
    (origins) => origins.every(isOrigin),
    'each entry must be an origin such as https://www.example.com',
  )
  .describe(
    'sites (comma-separated origins) that may show /login-embeddable and /sign-up-embeddable in an iframe; unset = none',
  );

const pathOf = (url: string) => url.split('?')[0] ?? '';

/**
 * Every page refuses to be framed by another site (helmet: frame-ancestors 'self', X-Frame-Options);
 * the embeddable pages also allow the configured origins, which X-Frame-Options cannot express.
 */
export function registerEmbeddablePages(app: FastifyInstance, origins: string[]) {
  if (origins.length === 0) return;
  const pages = new Set<string>(EMBEDDABLE_PAGES);
  const ancestors = `frame-ancestors 'self' ${origins.join(' ')}`;
  app.addHook('onSend', async (request, reply) => {
    if (request.method !== 'GET' || !pages.has(pathOf(request.url))) return;
    const policy = reply.getHeader('content-security-policy');
    if (typeof policy === 'string')
      reply.header('content-security-policy', policy.replace(/frame-ancestors [^;]*/, ancestors));
    reply.removeHeader('x-frame-options');
    // The 'Open Folio' form keeps its Origin on the way to /auth/continue, still sending none elsewhere.
    reply.header('referrer-policy', 'same-origin');
  });
}
