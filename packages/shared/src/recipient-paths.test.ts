import { describe, expect, it } from 'vitest';
import { isDocumentPath, recipientNotFoundPath, recipientPathHash } from './recipient-paths.ts';

const HASH = '0123456789abcdef0123456789abcdef01234567';

describe('recipient page paths', () => {
  it.each([
    `/c/p/${HASH}`,
    `/c/p/${HASH}/maple-street`,
    `/client/presentations/${HASH}`,
    `/c/d/${HASH}/brochure`,
    `/client/documents/${HASH}`,
    `/presentations/${HASH}`,
    `/${HASH}`,
    `/${HASH}/maple-street`,
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
    '/contacts',
    '/0123456789abcdef',
  ])('leaves %s to the app', (path) => expect(recipientPathHash(path)).toBeNull());

  it.each([
    [`/c/p/${HASH}/maple-street`, '/c/p/404'],
    [`/client/presentations/${HASH}`, '/client/presentations/404'],
    [`/c/d/${HASH}`, '/c/d/404'],
    [`/client/documents/${HASH}/brochure`, '/client/documents/404'],
    [`/presentations/${HASH}`, '/c/p/404'],
    [`/${HASH}`, '/c/p/404'],
  ])('sends %s to its own not-found page %s, which the app shows', (path, notFound) => {
    expect(recipientNotFoundPath(path)).toBe(notFound);
    expect(recipientPathHash(notFound)).toBeNull();
    expect(isDocumentPath(notFound)).toBe(notFound.includes('/d'));
  });
});
