import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestClock } from '../../test/clock.ts';
import { call, createSecondInstance, createTestApp, type TestApp } from '../../test/test-app.ts';
import { buildSharedPresentation, openLink, unlock } from './viewer.test-utils.ts';

// The clock never moves on its own: an answer kept in memory only changes because a change was heard.
const clock = createTestClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(async () => {
  await t.close();
});

type Asset = { title: string };
const titles = (body: { presentation: Record<string, unknown> }) =>
  (body.presentation.assets as Asset[]).map((a) => a.title);

describe('recipient answers kept in memory', () => {
  it('refuses a link right after its owner disables it, and opens it again once restored', async () => {
    const s = await buildSharedPresentation(t);
    const link = await s.share();
    expect((await openLink(t, link.hash)).response.statusCode).toBe(200);
    const base = `/api/presentations/${s.p.id}/share-links/${link.id}`;
    expect((await call(t, 'DELETE', base, s.owner.headers)).statusCode).toBe(204);
    expect((await openLink(t, link.hash)).response.statusCode).toBe(404);
    expect((await call(t, 'POST', `${base}/restore`, s.owner.headers, {})).statusCode).toBeLessThan(300);
    expect((await openLink(t, link.hash)).response.statusCode).toBe(200);
  });

  it('shows an asset added, a new title and new link settings at the next open', async () => {
    const s = await buildSharedPresentation(t);
    const link = await s.share();
    const first = await openLink(t, link.hash);
    expect(titles(first.body)).toEqual(['Asset 1', 'Asset 2']);

    const added = await call(t, 'POST', `/api/presentations/${s.p.id}/assets`, s.owner.headers, {
      type: 'text',
      title: 'Asset 4',
      description: '<p>New</p>',
    });
    expect(added.statusCode).toBe(201);
    await call(t, 'PATCH', `/api/presentations/${s.p.id}`, s.owner.headers, { title: 'Sea View Villa' });
    await call(t, 'PATCH', `/api/presentations/${s.p.id}/share-links/${link.id}`, s.owner.headers, {
      require_email: true,
    });

    const gated = await openLink(t, link.hash);
    expect(gated.body.gate).toMatchObject({ require_email: true });
    expect(gated.body.presentation.title).toBe('Sea View Villa');
    // The gate is new: the tab that was in passes it too (access-changes.test.ts), then sees the change.
    const reloaded = await openLink(t, link.hash, { 'x-view-token': first.body.view_token! });
    expect(reloaded.body.gate).toMatchObject({ require_email: true });
    const passed = await unlock(t, link.hash, { email: 'jane@example.com' });
    expect(titles(passed.body)).toEqual(['Asset 1', 'Asset 2', 'Asset 4']);
  });

  it('answers a reload with the same token and no new session, as many times as asked', async () => {
    const s = await buildSharedPresentation(t);
    const link = await s.share();
    const { body } = await openLink(t, link.hash);
    for (let i = 0; i < 3; i++) {
      const again = await openLink(t, link.hash, { 'x-view-token': body.view_token! });
      expect(again.body.view_token).toBe(body.view_token);
    }
    const other = await openLink(t, link.hash);
    expect(other.body.view_token).not.toBe(body.view_token);
    const insights = await call(t, 'GET', `/api/presentations/${s.p.id}`, s.owner.headers);
    expect(insights.json().number_of_access).toBe(2);
  });
});

const eventually = async (check: () => Promise<boolean>) => {
  for (let i = 0; i < 300 && !(await check()); i++) await new Promise((r) => setTimeout(r, 100));
  return check();
};

describe.skipIf(!process.env.TEST_DATABASE_URL)('across instances (needs PostgreSQL)', () => {
  it('an instance that answered a link refuses it once the owner disabled it on another', async () => {
    const second = await createSecondInstance(t, { clock });
    try {
      const s = await buildSharedPresentation(t);
      const link = await s.share();
      expect((await openLink(second, link.hash)).response.statusCode).toBe(200);
      const base = `/api/presentations/${s.p.id}/share-links/${link.id}`;
      expect((await call(t, 'DELETE', base, s.owner.headers)).statusCode).toBe(204);
      const refused = async () => (await openLink(second, link.hash)).response.statusCode === 404;
      expect(await eventually(refused)).toBe(true);
    } finally {
      await second.close();
    }
  });
});
