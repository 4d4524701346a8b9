import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { PATIENCE_MS } from '../../test/patience.ts';

const b64url = (buffer: Buffer) => buffer.toString('base64url');

/** A browser's side of a push subscription: its P-256 key pair and auth secret (what pushManager makes). */
export function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return { ecdh, auth, keys: { p256dh: b64url(ecdh.getPublicKey()), auth: b64url(auth) } };
}

/**
 * Decrypts an aes128gcm push message body (RFC 8188 framing, RFC 8291 keys) with the browser's keys:
 * ECDH with the server's one-time key in the header, HKDF with the auth secret, then AES-128-GCM.
 */
export function decryptPush(body: Buffer, browser: ReturnType<typeof browserKeys>) {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20]!;
  const serverPublic = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  if (ciphertext.length > recordSize) throw new Error('more than one record');
  const shared = browser.ecdh.computeSecret(serverPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), browser.ecdh.getPublicKey(), serverPublic]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, browser.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([
    decipher.update(ciphertext.subarray(0, ciphertext.length - 16)),
    decipher.final(),
  ]);
  // The last record ends with the delimiter 0x02 and then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('no last-record delimiter');
  return padded.subarray(0, end).toString('utf8');
}

/** Checks the VAPID `Authorization: vapid t=<JWT>, k=<public key>` header (RFC 8292): answers its claims. */
export function verifyVapid(header: string, publicKey: string) {
  const match = /^vapid t=([^,\s]+),\s*k=(\S+)$/.exec(header);
  if (!match) throw new Error(`not a vapid header: ${header}`);
  const [, token, key] = match;
  if (key !== publicKey) throw new Error('signed with another key');
  const [head, claims, signature] = token!.split('.');
  const raw = Buffer.from(publicKey, 'base64url');
  const jwk = { kty: 'EC', crv: 'P-256', x: b64url(raw.subarray(1, 33)), y: b64url(raw.subarray(33, 65)) };
  const ok = verify(
    'sha256',
    Buffer.from(`${head}.${claims}`),
    { key: createPublicKey({ key: jwk, format: 'jwk' }), dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature!, 'base64url'),
  );
  if (!ok) throw new Error('bad VAPID signature');
  return JSON.parse(Buffer.from(claims!, 'base64url').toString('utf8')) as {
    aud: string;
    exp: number;
    sub: string;
  };
}

export type Received = { url: string; headers: http.IncomingHttpHeaders; body: Buffer };

/** A local push service: records every push and answers `status()` (201 by default). */
export async function startPushService() {
  const received: Received[] = [];
  let answer = 201;
  const waiters = new Set<() => void>();
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ url: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks) });
      response.statusCode = answer;
      response.end();
      for (const wake of waiters) wake();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    received,
    endpoint: (id: string) => `http://127.0.0.1:${port}/push/${id}`,
    answer(status: number) {
      answer = status;
    },
    /** Resolves with the first push to this path, waiting for it. */
    next(path: string, timeoutMs = PATIENCE_MS) {
      return new Promise<Received>((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no push to ${path}`));
        }, timeoutMs);
        const check = () => {
          const found = received.find((r) => r.url === path);
          if (!found) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(found);
        };
        waiters.add(check);
        check();
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
