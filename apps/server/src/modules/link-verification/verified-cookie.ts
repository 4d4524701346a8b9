import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { LINK_VERIFICATION } from '@folio/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Clock } from '../../platform/clock.ts';

const MAX_AGE_SECONDS = LINK_VERIFICATION.rememberDays * 86_400;

/** One cookie per link, sent only to that link's recipient API. */
const nameOf = (hash: string) => `folio_verified_${hash.slice(0, 16)}`;
const pathOf = (hash: string) => `/api/client/presentations/${hash}`;

/**
 * The mark of a verified viewer on their browser (issue 18): `{e-mail}.{expiry}.{HMAC}`, httpOnly, for 30
 * days, bound to one link (its hash is in the HMAC and the cookie's path). The HMAC key is the recipients'
 * signing key, used here with its own prefix.
 */
export function createVerifiedCookies(
  loadKey: (fresh: Buffer) => Promise<Buffer>,
  clock: Clock,
  { secure }: { secure: boolean },
) {
  let key: Promise<Buffer> | undefined;
  const secret = () => {
    key ??= loadKey(randomBytes(32)).catch((error) => {
      key = undefined;
      throw error;
    });
    return key;
  };
  const mac = async (hash: string, email: string, expiry: number) =>
    createHmac('sha256', await secret())
      .update(`verified-email\n${hash}\n${email}\n${expiry}`)
      .digest('base64url');

  return {
    /** The address this browser proved for the link, while its mark is authentic and not expired; else null. */
    async read(request: FastifyRequest, hash: string) {
      const value = request.cookies[nameOf(hash)];
      const [encoded, expiry, signature] = value?.split('.') ?? [];
      if (!encoded || !expiry || !signature || !/^\d{1,12}$/.test(expiry)) return null;
      if (Number(expiry) * 1000 <= clock.now().getTime()) return null;
      const email = Buffer.from(encoded, 'base64url').toString();
      const expected = Buffer.from(await mac(hash, email, Number(expiry)));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected) ? email : null;
    },

    /** Marks the browser as having proven `email` for the link. */
    async write(reply: FastifyReply, hash: string, email: string) {
      const expiry = Math.floor(clock.now().getTime() / 1000) + MAX_AGE_SECONDS;
      const value = `${Buffer.from(email).toString('base64url')}.${expiry}.${await mac(hash, email, expiry)}`;
      reply.setCookie(nameOf(hash), value, {
        path: pathOf(hash),
        maxAge: MAX_AGE_SECONDS,
        httpOnly: true,
        sameSite: 'lax',
        secure,
      });
    },
  };
}

export type VerifiedCookies = ReturnType<typeof createVerifiedCookies>;
