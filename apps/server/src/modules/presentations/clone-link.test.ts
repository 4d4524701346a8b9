import { CLONE_TEXTS } from '@folio/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories.ts';
import { call, createTestApp, type TestApp } from '../../test/test-app.ts';
import { buildSharedPresentation } from '../viewer/viewer.test-utils.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const clone = (id: number, headers: Record<string, string>, body?: object) =>
  call(t, 'POST', `/api/presentations/${id}/clone`, headers, body);

describe('cloning through a share link', () => {
  it('lets another user copy a presentation through an enabled link of it', async () => {
    const s = await buildSharedPresentation(t);
    const link = await s.share();
    const other = await buildUser(t.app, { first_name: 'Omar' });

    const response = await clone(s.p.id, other.headers, { hash: link.hash });
    expect(response.statusCode).toBe(201);
    const copy = response.json() as { id: number; title: string };
    expect(copy.id).not.toBe(s.p.id);
    expect(copy.title).toBe('Ocean View Villa (copy)');
    const detail = await call(t, 'GET', `/api/presentations/${copy.id}`, other.headers);
    expect(detail.statusCode).toBe(200);
    expect((detail.json() as { assets: unknown[] }).assets).toHaveLength(3);
    expect((await call(t, 'GET', `/api/presentations/${copy.id}`, s.owner.headers)).statusCode).toBe(404);
  });

  it('answers 404 for a hash of another presentation, an unknown or malformed one, and a disabled link', async () => {
    const s = await buildSharedPresentation(t);
    const elsewhere = await buildSharedPresentation(t);
    const otherLink = await elsewhere.share();
    const link = await s.share();
    const other = await buildUser(t.app);
    for (const hash of [otherLink.hash, 'f'.repeat(40), 'not-a-hash'])
      expect((await clone(s.p.id, other.headers, { hash })).statusCode).toBe(404);
    await call(t, 'DELETE', `/api/presentations/${s.p.id}/share-links/${link.id}`, s.owner.headers);
    const disabled = await clone(s.p.id, other.headers, { hash: link.hash });
    expect(disabled.statusCode).toBe(404);
    // Without a link, someone else's presentation stays out of reach.
    expect((await clone(s.p.id, other.headers)).statusCode).toBe(404);
  });

  it('refuses links behind a password, an e-mail or phone gate, or with downloads prevented', async () => {
    const s = await buildSharedPresentation(t);
    const other = await buildUser(t.app);
    for (const settings of [
      { password_protect: 'harbor-9' },
      { require_email: true },
      { require_phone_number: true },
      { prevent_download: true },
    ]) {
      const link = await s.share(settings);
      const response = await clone(s.p.id, other.headers, { hash: link.hash });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ detail: CLONE_TEXTS.protectedLink });
    }
  });

  it('needs a signed-in user and a well-formed body', async () => {
    const s = await buildSharedPresentation(t);
    const link = await s.share();
    expect((await clone(s.p.id, {}, { hash: link.hash })).statusCode).toBe(401);
    const other = await buildUser(t.app);
    expect((await clone(s.p.id, other.headers, { hash: link.hash, extra: 1 })).statusCode).toBe(400);
    // The owner's own clone still works without a body.
    expect((await clone(s.p.id, s.owner.headers)).statusCode).toBe(201);
  });
});
