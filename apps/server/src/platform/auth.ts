import { MESSAGES, SESSION_HINT_COOKIE } from '@folio/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Auth, Sessions } from '../modules/accounts/sessions.ts';
import { SESSION_SECONDS } from '../modules/accounts/sessions.ts';
import { type AppError, forbidden, unauthorized } from './errors.ts';

declare module 'fastify' {
  interface FastifyRequest {
    auth: Auth | null;
    /** The presented token was unknown, expired or revoked. */
    authRejected: boolean;
  }
}

/** A bearer token other than a session's (API keys): told apart by its look, resolved by its own module. */
export type BearerCredential = {
  /** Its name among the API document's security schemes. */
  scheme: string;
  recognises(token: string): boolean;
  resolve(token: string): Promise<Auth | null>;
  /** Whether the route (method and path pattern) refuses this credential. */
  refuses(method: string, url: string): boolean;
  /** The answer on a route that refuses it. */
  refusal(): AppError;
};

export type CookieOptions = { name: string; domain?: string; secure: boolean };

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function tokenOf(request: FastifyRequest, cookieName: string) {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return { token: header.slice(7).trim(), viaCookie: false };
  const cookie = request.cookies[cookieName];
  return cookie ? { token: cookie, viaCookie: true } : null;
}

export function setSessionCookie(reply: FastifyReply, cookie: CookieOptions, token: string) {
  const options = {
    path: '/',
    sameSite: 'lax' as const,
    secure: cookie.secure,
    domain: cookie.domain,
    maxAge: SESSION_SECONDS,
  };
  reply.setCookie(cookie.name, token, { ...options, httpOnly: true });
  // No secret in it: it only tells the page that a session cookie was set (see SESSION_HINT_COOKIE).
  reply.setCookie(SESSION_HINT_COOKIE, '1', { ...options, httpOnly: false });
}

export function clearSessionCookie(reply: FastifyReply, cookie: CookieOptions) {
  reply.clearCookie(cookie.name, { path: '/', domain: cookie.domain });
  reply.clearCookie(SESSION_HINT_COOKIE, { path: '/', domain: cookie.domain });
}

/** Whether the browser says the request comes from a page of ours (its Origin header), not another site. */
export function fromOwnOrigin(request: FastifyRequest, ownOrigin: string) {
  const origin = request.headers.origin;
  return origin === ownOrigin || origin === `${request.protocol}://${request.host}`;
}

/**
 * A form posted by a page of ours: by its Origin, or by Sec-Fetch-Site, which browsers set themselves and
 * which a page's Referrer-Policy does not blank (no-referrer sends `Origin: null` even to its own origin).
 */
export const postedByOwnPage = (request: FastifyRequest, ownOrigin: string) =>
  fromOwnOrigin(request, ownOrigin) || request.headers['sec-fetch-site'] === 'same-origin';

/**
 * Reads the session from the cookie or a bearer token on every request. A state-changing request
 * authenticated by cookie must carry X-Requested-With or come from our own origin (CSRF).
 */
export function registerAuth(
  app: FastifyInstance,
  sessions: Sessions,
  cookie: CookieOptions,
  publicUrl: string,
) {
  app.decorateRequest('auth', null);
  app.decorateRequest('authRejected', false);
  const ownOrigin = new URL(publicUrl).origin;
  const bearers: BearerCredential[] = [];
  // The API document: a session (cookie or bearer) everywhere, other credentials where not refused.
  app.decorate('routeSecurity', (method: string, url: string) => [
    { cookieSession: [] },
    { sessionToken: [] },
    ...bearers.filter((b) => !b.refuses(method, url)).map((b) => ({ [b.scheme]: [] })),
  ]);
  app.addHook('onRequest', async (request, reply) => {
    const presented = tokenOf(request, cookie.name);
    if (!presented) return;
    const other = presented.viaCookie ? undefined : bearers.find((b) => b.recognises(presented.token));
    if (other) {
      request.auth = await other.resolve(presented.token);
      request.authRejected = request.auth === null;
      if (request.auth && other.refuses(request.method, request.routeOptions.url ?? ''))
        throw other.refusal();
      return;
    }
    if (presented.viaCookie && !SAFE_METHODS.has(request.method)) {
      if (!request.headers['x-requested-with'] && !fromOwnOrigin(request, ownOrigin))
        throw forbidden(MESSAGES.forbiddenCsrf);
    }
    request.auth = await sessions.resolve(presented.token);
    request.authRejected = request.auth === null;
    if (!presented.viaCookie) return;
    // The hint follows the session: renewed with it, set for a session older than the hint, dropped with it.
    if (request.auth && (request.auth.renewed || !request.cookies[SESSION_HINT_COOKIE]))
      setSessionCookie(reply, cookie, presented.token);
    if (!request.auth) clearSessionCookie(reply, cookie);
  });
  return {
    /** Accepts another kind of bearer token from now on (modules registered after the auth layer). */
    acceptBearer: (credential: BearerCredential) => void bearers.push(credential),
  };
}

export type AuthLayer = ReturnType<typeof registerAuth>;

/** The browser session of the request (not an API key), or 401 token_not_valid. */
export function requireSession(request: FastifyRequest, options: { allowPasswordChange?: boolean } = {}) {
  const auth = requireAuth(request, options);
  if (auth.via !== 'session') throw unauthorized();
  return auth;
}

/** The signed-in user of the request, or 401 token_not_valid. */
export function requireAuth(request: FastifyRequest, options: { allowPasswordChange?: boolean } = {}) {
  const auth = request.auth;
  if (!auth) throw unauthorized();
  if (auth.user.changePasswordRequired && !options.allowPasswordChange)
    throw forbidden(MESSAGES.mustSetPassword, { change_password_required: true });
  return auth;
}
