import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type CookieOptions, requireSession, setSessionCookie } from '../../platform/auth.ts';
import type { Clock } from '../../platform/clock.ts';
import type { SecretBox } from '../../platform/secret-box.ts';
import type { Sessions } from './sessions.ts';

type Deps = {
  sessions: Sessions;
  secrets: SecretBox;
  cookie: CookieOptions;
  clock: Clock;
  publicUrl: string;
};

/** How long a handoff link works: the user clicks it right after signing in. */
const HANDOFF_SECONDS = 120;
const handoffSchema = z.object({ s: z.string(), u: z.number().int(), e: z.number() });

/**
 * Signing in inside another site's iframe (/login-embeddable, /sign-up-embeddable) sets no usable cookie:
 * the browser keeps the SameSite=Lax session cookie out of third-party frames (and many block them
 * outright). The framed page therefore asks for a handoff link and opens the app in a new tab with it,
 * where the cookie is first-party. The link carries the frame's session sealed (AES-GCM), works for two
 * minutes and once: redeeming it opens a new session and revokes the frame's.
 */
export async function sessionHandoffRoutes(base: FastifyInstance, deps: Deps) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { sessions, secrets, clock } = deps;

  app.post(
    '/api/auth/handoff',
    {
      schema: {
        tags: ['accounts'],
        operationId: 'createSessionHandoff',
        summary: 'A link that opens the app signed in, in a new tab',
        description:
          `For a page signed in inside an iframe: \`url\` works once, for ${HANDOFF_SECONDS} s, and moves the ` +
          'session into a first-party cookie. Session only (an API key gets 403).',
        response: { 200: z.object({ url: z.string() }) },
      },
    },
    async (request) => {
      const auth = requireSession(request, { allowPasswordChange: true });
      const expires = clock.now().getTime() + HANDOFF_SECONDS * 1000;
      const code = secrets.seal(JSON.stringify({ s: auth.tokenHash, u: auth.user.id, e: expires }));
      return { url: `${deps.publicUrl}/auth/continue?code=${encodeURIComponent(code)}` };
    },
  );

  app.get(
    '/auth/continue',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: { hide: true, querystring: z.object({ code: z.string().max(1000) }) },
    },
    async (request, reply) => {
      const handoff = readHandoff(secrets, request.query.code);
      const userId =
        handoff && handoff.e > clock.now().getTime() ? await sessions.userOfLive(handoff.s) : null;
      if (userId === null || userId !== handoff?.u) return reply.redirect('/login');
      const token = await sessions.open(userId, meta(request));
      await sessions.revoke(handoff.s);
      setSessionCookie(reply, deps.cookie, token);
      return reply.redirect('/presentations');
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
