import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createSecretBox, loadEncryptionKey } from './secret-box.ts';

describe('secret box', () => {
  it('opens what it sealed, and nothing sealed with another key or altered', () => {
    const box = createSecretBox(Buffer.alloc(32, 1));
    const sealed = box.seal('box-refresh-token');
    expect(sealed).not.toContain('box-refresh-token');
    expect(box.open(sealed)).toBe('box-refresh-token');
    expect(box.seal('x')).not.toBe(box.seal('x'));
    expect(() => createSecretBox(Buffer.alloc(32, 2)).open(sealed)).toThrow();
    const [v, iv, tag, body] = sealed.split('.');
    const flipped = `${body![0] === 'A' ? 'B' : 'A'}${body!.slice(1)}`;
    expect(() => box.open([v, iv, tag, flipped].join('.'))).toThrow();
  });

  it('keeps the key made on the first start in DATA_DIR, and prefers ENCRYPTION_KEY', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'folio-key-'));
    const first = loadEncryptionKey(undefined, dir);
    expect(first).toHaveLength(32);
    expect(loadEncryptionKey(undefined, dir).equals(first)).toBe(true);
    const configured = Buffer.alloc(32, 7).toString('base64');
    expect(loadEncryptionKey(configured, dir).equals(Buffer.alloc(32, 7))).toBe(true);
  });
});
