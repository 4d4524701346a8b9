import { createHash, randomBytes } from 'node:crypto';

/** A random secret of the given number of bits, URL-safe. */
export const randomToken = (bits = 256) => randomBytes(bits / 8).toString('base64url');

/** A random 160-bit hex hash for anything addressable without signing in. */
export const randomHexHash = () => randomBytes(20).toString('hex');

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
