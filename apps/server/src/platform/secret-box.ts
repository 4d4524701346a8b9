import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const VERSION = 'v1';

/**
 * Seals secrets the server must read back (OAuth tokens, webhook signing secrets) with AES-256-GCM. The key
 * is ENCRYPTION_KEY, else a key file made once in DATA_DIR, outside the database, so that a copy of the
 * database alone reveals none of them. Every instance of a scaled-out deployment needs the same key.
 */
export function createSecretBox(key: Buffer) {
  if (key.length !== 32) throw new Error('The encryption key must be 32 bytes');
  return {
    seal(plain: string) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [VERSION, iv, cipher.getAuthTag(), body]
        .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
        .join('.');
    },
    /** The sealed text, or an error when it was sealed with another key or altered. */
    open(sealed: string) {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== VERSION || !iv || !tag || body === undefined) throw new Error('Not a sealed secret');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
        'utf8',
      );
    },
  };
}

export type SecretBox = ReturnType<typeof createSecretBox>;

/** ENCRYPTION_KEY (base64, 32 bytes) or DATA_DIR/encryption.key, made on the first start. */
export function loadEncryptionKey(configured: string | undefined, dataDir: string) {
  if (configured) return Buffer.from(configured, 'base64');
  const file = path.join(dataDir, 'encryption.key');
  try {
    return Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
  } catch {
    mkdirSync(dataDir, { recursive: true });
    const fresh = randomBytes(32);
    try {
      writeFileSync(file, `${fresh.toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
      return fresh;
    } catch {
      // Another process made it first.
      return Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
    }
  }
}
