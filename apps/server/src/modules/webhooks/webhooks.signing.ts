import { createHmac, randomBytes } from 'node:crypto';

/** A new signing secret as the owner copies it into their receiver: whsec_ and 32 random bytes. */
export const newSigningSecret = () => `whsec_${randomBytes(32).toString('base64url')}`;

/**
 * The Folio-Signature header (Stripe's scheme): `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`
 * keyed with the whole secret string. The timestamp lets a receiver refuse replays of old bodies.
 */
export function signatureHeader(secret: string, body: string, at: Date) {
  const t = Math.floor(at.getTime() / 1000);
  const v1 = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
  return `t=${t},v1=${v1}`;
}
