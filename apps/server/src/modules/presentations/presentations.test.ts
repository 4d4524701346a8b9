import { MESSAGES, PREMIUM_MESSAGES } from '@folio/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories.ts';
import { call, createTrialAndFreeApps, type Headers, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let free: TestApp;
beforeAll(async () => {
  [t, free] = await createTrialAndFreeApps();
});
afterAll(async () => {
  await Promise.all([t.close(), free.close()]);
});

const create = async (headers: Headers, title: string, app = t) =>
  (await call(app, 'POST', '/api/presentations', headers, { title })).json();
const titles = async (headers: Headers, query = '') =>
  (await call(t, 'GET', `/api/presentations${query}`, headers))
    .json()
    .results.map((p: { title: string }) => p.title);

describe('presentations', () => {
  it('creates a presentation with the defaults of the spec', async () => {
    const user = await buildUser(t.app);
    const response = await call(t, 'POST', '/api/presentations', user.headers, { title: 'Ocean View Villa' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      title: 'Ocean View Villa',
      clean_title: 'ocean-view-villa',
      background_opacity: 0.6,
      favorite: false,
      archived: false,
      deleted: false,
      template: false,
      assets: [],
      user_name: 'Dana Reyes',
    });
  });

  it('refuses a title over 100 characters', async () => {
    const user = await buildUser(t.app);
    const response = await call(t, 'POST', '/api/presentations', user.headers, { title: 'x'.repeat(101) });
    expect(response.statusCode).toBe(400);
    expect(response.json().title).toEqual(['Ensure this field has no more than 100 characters.']);
  });

  it('lists newest first in pages of 5 with the list shape, and searches titles', async () => {
    const user = await buildUser(t.app);
    for (let i = 1; i <= 7; i++) await create(user.headers, `Listing ${i}${i === 3 ? ' Harbor' : ''}`);
    const first = (await call(t, 'GET', '/api/presentations', user.headers)).json();
    expect(first.count).toBe(7);
    expect(first.results).toHaveLength(5);
    expect(first.results[0].title).toBe('Listing 7');
    expect(first.previous).toBeNull();
    expect(first.next).toContain('page=2');
    const second = (await call(t, 'GET', '/api/presentations?page=2', user.headers)).json();
    expect(second.results.map((p: { title: string }) => p.title)).toEqual(['Listing 2', 'Listing 1']);
    expect(second.next).toBeNull();
    expect(await titles(user.headers, '?search=harbor')).toEqual(['Listing 3 Harbor']);
    expect(await titles(user.headers, '?search=%25')).toEqual([]);
    expect(await titles(user.headers, '?search=harbor%20listing')).toEqual(['Listing 3 Harbor']);
    expect(await titles(user.headers, '?search=%20%203%20%20harbor%20')).toEqual(['Listing 3 Harbor']);
    expect(await titles(user.headers, '?search=harbor%20lake')).toEqual([]);
  });

  it('archives, deletes, restores and purges as the OpenAPI document says', async () => {
    const user = await buildUser(t.app);
    const p = await create(user.headers, 'Lake House');
    await call(t, 'PATCH', `/api/presentations/${p.id}`, user.headers, { archived: true });
    expect(await titles(user.headers)).toEqual([]);
    expect(await titles(user.headers, '?tab=archived')).toEqual(['Lake House']);
    await call(t, 'POST', `/api/presentations/${p.id}/restore`, user.headers);
    expect(await titles(user.headers)).toEqual(['Lake House']);
    expect(await titles(user.headers, '?tab=archived')).toEqual([]);

    expect((await call(t, 'DELETE', `/api/presentations/${p.id}`, user.headers)).statusCode).toBe(204);
    for (const tab of ['mine', 'archived', 'favorites', 'folders'])
      expect(await titles(user.headers, `?tab=${tab}`)).toEqual([]);
    expect((await call(t, 'GET', `/api/presentations/${p.id}`, user.headers)).statusCode).toBe(404);
    const restored = await call(t, 'POST', `/api/presentations/${p.id}/restore`, user.headers);
    expect(restored.json()).toMatchObject({ deleted: false, archived: false });
    expect(await titles(user.headers)).toEqual(['Lake House']);

    expect((await call(t, 'DELETE', `/api/presentations/${p.id}/delete`, user.headers)).statusCode).toBe(204);
    expect((await call(t, 'POST', `/api/presentations/${p.id}/restore`, user.headers)).statusCode).toBe(404);
  });

  it('favorites for premium or trial users; free users get the upgrade message', async () => {
    const user = await buildUser(t.app);
    const p = await create(user.headers, 'Fav');
    expect((await call(t, 'POST', `/api/presentations/${p.id}/favorite`, user.headers)).json().favorite).toBe(
      true,
    );
    expect(await titles(user.headers, '?tab=favorites')).toEqual(['Fav']);
    await call(t, 'POST', `/api/presentations/${p.id}/remove-favorite`, user.headers);
    expect(await titles(user.headers, '?tab=favorites')).toEqual([]);

    const freeUser = await buildUser(free.app);
    const q = await create(freeUser.headers, 'Mine', free);
    const refused = await call(free, 'POST', `/api/presentations/${q.id}/favorite`, freeUser.headers);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: PREMIUM_MESSAGES.favorites, code: 'premium_required' });
  });

  it("answers 404 for another user's presentation on every verb", async () => {
    const owner = await buildUser(t.app);
    const other = await buildUser(t.app);
    const p = await create(owner.headers, 'Private');
    const attempts = [
      call(t, 'GET', `/api/presentations/${p.id}`, other.headers),
      call(t, 'PATCH', `/api/presentations/${p.id}`, other.headers, { title: 'Mine now' }),
      call(t, 'DELETE', `/api/presentations/${p.id}`, other.headers),
      call(t, 'DELETE', `/api/presentations/${p.id}/delete`, other.headers),
      call(t, 'POST', `/api/presentations/${p.id}/restore`, other.headers),
      call(t, 'POST', `/api/presentations/${p.id}/favorite`, other.headers),
      call(t, 'POST', `/api/presentations/${p.id}/remove-favorite`, other.headers),
      call(t, 'POST', `/api/presentations/${p.id}/clone`, other.headers),
      call(t, 'POST', `/api/presentations/${p.id}/assets`, other.headers, { type: 'text' }),
      call(t, 'POST', `/api/presentations/${p.id}/assets-order`, other.headers, { position_list: [] }),
      call(t, 'POST', `/api/client/presentations/${p.id}/use-template`, other.headers),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: MESSAGES.notFound });
    }
    expect((await call(t, 'GET', `/api/presentations/${p.id}`, owner.headers)).json().title).toBe('Private');
    const stats = await call(t, 'POST', '/api/presentations/stats', other.headers, { ids: [p.id] });
    expect(stats.json()).toEqual({ results: [] });
  });

  it('clones with the assets, counting the clone on the source', async () => {
    const user = await buildUser(t.app);
    const p = await create(user.headers, 'Original');
    await call(t, 'POST', `/api/presentations/${p.id}/assets`, user.headers, {
      type: 'text',
      description: '<p>Hi</p>',
    });
    const clone = await call(t, 'POST', `/api/presentations/${p.id}/clone`, user.headers);
    expect(clone.statusCode).toBe(201);
    expect(clone.json()).toMatchObject({ title: 'Original (copy)', number_of_assets: 1 });
    expect((await call(t, 'GET', `/api/presentations/${p.id}`, user.headers)).json().times_cloned).toBe(1);
  });
});
