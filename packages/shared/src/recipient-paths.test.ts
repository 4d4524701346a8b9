import { describe, expect, it } from 'vitest';
import { recipientPathHash } from './recipient-paths.ts';

const HASH = '0123456789abcdef0123456789abcdef01234567';

describe('recipient page paths', () => {
  it.each([
    `/c/p/${HASH}`,
    `/c/p/${HASH}/maple-street`,
    `/client/presentations/${HASH}`,
    `/c/d/${HASH}/brochure`,
    `/client/documents/${HASH}`,
    `/presentations/${HASH}`,
  ])('reads the hash of %s', (path) => expect(recipientPathHash(path)).toBe(HASH));

  it('keeps a malformed hash of a shared path for the page to refuse', () =>
    expect(recipientPathHash('/c/p/nope')).toBe('nope'));

  it.each([
    '/',
    '/login',
    '/presentations',
    '/presentations/received',
    '/presentations/12',
    '/c/p',
    '/c/x/abc',
  ])('leaves %s to the app', (path) => expect(recipientPathHash(path)).toBeNull());
});
