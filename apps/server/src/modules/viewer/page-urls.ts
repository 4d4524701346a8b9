import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { PAGE_URL_TTL_SECONDS, VIDEO_URL_TTL_SECONDS } from '@folio/shared';
import type { Clock } from '../../platform/clock.ts';

/** A page image of an asset: `page` (full size) or `thumbnail`; or the file of a video asset (`video`, page 0). */
export type PageRef = { assetId: number; page: number; kind: 'page' | 'thumbnail' | 'video' };

const TOKEN = /^(\d{1,10})\.([ptv])(\d{1,5})\.(\d{1,12})\.([\w-]{32})$/;
const LETTER = { page: 'p', thumbnail: 't', video: 'v' } as const;
const KIND = { p: 'page', t: 'thumbnail', v: 'video' } as const;
const TTL = { page: PAGE_URL_TTL_SECONDS, thumbnail: PAGE_URL_TTL_SECONDS, video: VIDEO_URL_TTL_SECONDS };

/**
 * Short-lived page image URLs for prevent_download links: `{asset}.{p|t}{page}.{expiry}.{HMAC}`, the
 * HMAC-SHA-256 (first 192 bits) over the rest with a key kept in the database. No storage key leaves the
 * server and nothing is stored per URL.
 */
export function createPageSigner(loadKey: (fresh: Buffer) => Promise<Buffer>, clock: Clock) {
  let key: Promise<Buffer> | undefined;
  const secret = () => {
    key ??= loadKey(randomBytes(32)).catch((error) => {
      key = undefined;
      throw error;
    });
    return key;
  };
  const mac = (secretKey: Buffer, payload: string) =>
    createHmac('sha256', secretKey).update(payload).digest('base64url').slice(0, 32);

  return {
    /** A signer of tokens valid from now for PAGE_URL_TTL_SECONDS (pages), VIDEO_URL_TTL_SECONDS (videos). */
    async signer() {
      const secretKey = await secret();
      const now = Math.floor(clock.now().getTime() / 1000);
      return (ref: PageRef) => {
        const payload = `${ref.assetId}.${LETTER[ref.kind]}${ref.page}.${now + TTL[ref.kind]}`;
        return `${payload}.${mac(secretKey, payload)}`;
      };
    },

    /** The page a token names when it is authentic and not expired, else null. */
    async verify(token: string): Promise<PageRef | null> {
      const match = TOKEN.exec(token);
      if (!match) return null;
      const [, assetId, kind, page, expiry, signature] = match as unknown as string[];
      const expected = Buffer.from(mac(await secret(), `${assetId}.${kind}${page}.${expiry}`));
      const given = Buffer.from(signature!);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      if (Number(expiry) * 1000 <= clock.now().getTime()) return null;
      return { assetId: Number(assetId), page: Number(page), kind: KIND[kind as keyof typeof KIND] };
    },
  };
}

export type PageSigner = ReturnType<typeof createPageSigner>;
