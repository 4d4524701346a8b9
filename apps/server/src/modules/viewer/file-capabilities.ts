import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { FILE_URL_TTL_SECONDS } from '@folio/shared';
import type { Clock } from '../../platform/clock.ts';
import { sha256 } from '../../platform/tokens.ts';

/**
 * A file a link shows, named by what it is on the link, never by its storage key: an asset's original,
 * cover thumbnail, page image or page thumbnail; the presentation's logo, background (its crop when it
 * has one), background thumbnail, header video and its poster, cover picture; the sender's picture or
 * logo; the picture of a share e-mail's author.
 */
export type FileRef =
  | { kind: 'original' | 'cover'; assetId: number }
  | { kind: 'page' | 'thumbnail'; assetId: number; page: number }
  | {
      kind:
        | 'logo'
        | 'background'
        | 'background_thumbnail'
        | 'picture'
        | 'brand_logo'
        | 'background_video'
        | 'background_video_poster'
        | 'cover_picture';
    }
  /** The profile picture of the user a share e-mail of the link is from (its author). */
  | { kind: 'author'; userId: number };

/**
 * A verified capability: the link (by hash), the file, the view session it was issued to, if any, and the
 * link's access version it was issued under (share_links.access_version).
 */
export type FileCapability = {
  hash: string;
  ref: FileRef;
  viewTokenHash: string | null;
  accessVersion: number;
};

const LETTER = {
  original: 'o',
  cover: 'c',
  page: 'p',
  thumbnail: 't',
  logo: 'L',
  background: 'B',
  background_thumbnail: 'b',
  picture: 'U',
  brand_logo: 'G',
  author: 'A',
  background_video: 'V',
  background_video_poster: 'P',
  cover_picture: 'I',
} as const;
const KIND = Object.fromEntries(Object.entries(LETTER).map(([kind, letter]) => [letter, kind])) as Record<
  string,
  FileRef['kind']
>;
/** `{hash}.{letter}[{id}[-{page}]].{expiry}[.v{access version, when not 0}][.{view}].{HMAC}` */
const TOKEN = new RegExp(
  `^([0-9a-f]{40})\\.([${Object.values(LETTER).join('')}])(?:(\\d{1,10})(?:-(\\d{1,5}))?)?\\.(\\d{1,12})(?:\\.v(\\d{1,9}))?(?:\\.([\\w-]{22}))?\\.([\\w-]{32})$`,
);

/** The files every visitor of a link sees, gate page included: who sent it. */
export const isBranding = (ref: FileRef) =>
  ref.kind === 'picture' || ref.kind === 'brand_logo' || ref.kind === 'author';

const refText = (ref: FileRef) =>
  LETTER[ref.kind] +
  ('assetId' in ref ? ref.assetId : 'userId' in ref ? ref.userId : '') +
  ('page' in ref ? `-${ref.page}` : '');

/** How long the file URLs in a share e-mail last: the link is checked on each request all the same. */
export const MAIL_FILE_URL_TTL_SECONDS = 30 * 86_400;

/** The part of a view token a URL is bound to (its SHA-256, shortened): the token itself never shows. */
export const viewBinding = (viewToken: string) =>
  Buffer.from(sha256(viewToken), 'hex').toString('base64url').slice(0, 22);

/**
 * File URLs for recipients, `/api/client/files/{hash}.{file}.{expiry}[.v{access}][.{view}].{HMAC}`: bound
 * to one link (and, for gated links, one view session) and to the link's access version, checked again on
 * every request against the link as it is then (enabled, its assets, prevent_download, its access version:
 * a gate turned on or tightened), so that disabling or changing the link revokes them at once. The HMAC-SHA-256 (192 bits) uses a key kept in the database. Expiries are rounded up to the
 * next FILE_URL_TTL_SECONDS so a URL stays the same for a while (browser caches, the 5 s answer cache).
 */
export function createFileCapabilities(
  loadKey: (fresh: Buffer) => Promise<Buffer>,
  clock: Clock,
  publicUrl: string,
) {
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
    /**
     * A signer of this link's file URLs, valid FILE_URL_TTL_SECONDS at least (`ttlSeconds` for e-mails);
     * `viewToken` binds them to one view session, `accessVersion` is the link's (0 for a new link).
     */
    async signer(
      hash: string,
      {
        viewToken,
        ttlSeconds = FILE_URL_TTL_SECONDS,
        accessVersion = 0,
      }: { viewToken?: string; ttlSeconds?: number; accessVersion?: number } = {},
    ) {
      const secretKey = await secret();
      const now = Math.floor(clock.now().getTime() / 1000);
      const expiry = (Math.floor(now / FILE_URL_TTL_SECONDS) + 1) * FILE_URL_TTL_SECONDS + ttlSeconds;
      // Version 0 is left out: the URLs of links whose gates never tightened read as they always did.
      const access = accessVersion === 0 ? '' : `.v${accessVersion}`;
      const view = viewToken === undefined ? '' : `.${viewBinding(viewToken)}`;
      return (ref: FileRef) => {
        const payload = `${hash}.${refText(ref)}.${expiry}${access}${view}`;
        return `${publicUrl}/api/client/files/${payload}.${mac(secretKey, payload)}`;
      };
    },

    /** What a token names when it is authentic and not expired, else null. */
    async verify(token: string): Promise<FileCapability | null> {
      const match = TOKEN.exec(token);
      if (!match) return null;
      const [, hash, letter, assetId, page, expiry, access, view, signature] = match as unknown as (
        | string
        | undefined
      )[];
      const payload = token.slice(0, token.lastIndexOf('.'));
      const expected = Buffer.from(mac(await secret(), payload));
      const given = Buffer.from(signature!);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      if (Number(expiry) * 1000 <= clock.now().getTime()) return null;
      const kind = KIND[letter!]!;
      const ref = (
        kind === 'page' || kind === 'thumbnail'
          ? { kind, assetId: Number(assetId), page: Number(page) }
          : kind === 'original' || kind === 'cover'
            ? { kind, assetId: Number(assetId) }
            : kind === 'author'
              ? { kind, userId: Number(assetId) }
              : { kind }
      ) as FileRef;
      const numbered = 'assetId' in ref || 'userId' in ref;
      if (numbered !== (assetId !== undefined) || 'page' in ref !== (page !== undefined)) return null;
      return { hash: hash!, ref, viewTokenHash: view ?? null, accessVersion: Number(access ?? 0) };
    },
  };
}

export type FileCapabilities = ReturnType<typeof createFileCapabilities>;
export type FileSigner = Awaited<ReturnType<FileCapabilities['signer']>>;
