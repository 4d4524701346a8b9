import { createHmac, timingSafeEqual } from 'node:crypto';

/** What a download URL is bound to: one export of one user, until a time (Unix seconds). */
export type DownloadGrant = { exportId: number; userId: number; expires: number };

/**
 * Signs export download URLs with HMAC-SHA-256 under a key derived from the server's encryption key
 * (never the key itself, which seals other secrets). The URL names the export and its expiry; the user it
 * is bound to is the one whose session asks, so another user's session fails the check.
 */
export function createDownloadSignature(encryptionKey: Buffer) {
  const key = createHmac('sha256', encryptionKey).update('folio data-export download v1').digest();
  const sign = (grant: DownloadGrant) =>
    createHmac('sha256', key)
      .update(`${grant.exportId}.${grant.userId}.${grant.expires}`)
      .digest()
      .subarray(0, 24)
      .toString('base64url');
  return {
    sign,
    verify(grant: DownloadGrant, signature: string) {
      const expected = Buffer.from(sign(grant));
      const given = Buffer.from(signature);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}

export type DownloadSignature = ReturnType<typeof createDownloadSignature>;
