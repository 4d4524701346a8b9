import { PREMIUM_MESSAGES } from '@folio/shared';
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

const titles = async (headers: Headers, query: string) =>
  (await call(t, 'GET', `/api/presentations${query}`, headers))
    .json()
    .results.map((p: { title: string }) => p.title);

describe('folders', () => {
  it('moves presentations in and out, and deleting a folder sends them back to the main list', async () => {
    const user = await buildUser(t.app);
    const a = (await call(t, 'POST', '/api/presentations', user.headers, { title: 'Alpha' })).json();
    const b = (await call(t, 'POST', '/api/presentations', user.headers, { title: 'Beta' })).json();
    const folder = await call(t, 'POST', '/api/folders', user.headers, { name: 'Downtown' });
    expect(folder.statusCode).toBe(201);
    const { id } = folder.json();
    const added = await call(t, 'POST', `/api/folders/${id}/add-presentations`, user.headers, {
      presentations: [a.id, b.id],
    });
    expect(added.json()).toMatchObject({ name: 'Downtown', number_of_presentations: 2 });
    expect(await titles(user.headers, `?tab=folders&folder=${id}`)).toEqual(['Beta', 'Alpha']);
    expect((await call(t, 'GET', `/api/presentations/${a.id}`, user.headers)).json().folder).toEqual({
      id,
      name: 'Downtown',
    });

    await call(t, 'PATCH', '/api/user', { ...user.headers }, { hide_in_folders: true });
    expect(await titles(user.headers, '')).toEqual([]);
    await call(t, 'PATCH', '/api/user', { ...user.headers }, { hide_in_folders: false });

    await call(t, 'POST', `/api/folders/${id}/remove-presentations`, user.headers, { presentations: [a.id] });
    expect(await titles(user.headers, `?tab=folders&folder=${id}`)).toEqual(['Beta']);
    expect((await call(t, 'DELETE', `/api/folders/${id}`, user.headers)).statusCode).toBe(204);
    expect(await titles(user.headers, '')).toEqual(['Beta', 'Alpha']);
    expect((await call(t, 'GET', `/api/presentations/${b.id}`, user.headers)).json().folder).toBeNull();
  });

  it('renames, searches, refuses duplicates and empty names', async () => {
    const user = await buildUser(t.app);
    const { id } = (await call(t, 'POST', '/api/folders', user.headers, { name: 'Listings' })).json();
    await call(t, 'POST', '/api/folders', user.headers, { name: 'Open houses' });
    expect((await call(t, 'POST', '/api/folders', user.headers, { name: 'LISTINGS' })).json()).toEqual({
      name: ['You already have a folder with this name.'],
    });
    expect((await call(t, 'POST', '/api/folders', user.headers, { name: '  ' })).json()).toEqual({
      name: ['Folder name is required'],
    });
    expect((await call(t, 'PUT', `/api/folders/${id}`, user.headers, { name: 'Sold' })).json().name).toBe(
      'Sold',
    );
    const found = (await call(t, 'GET', '/api/folders?search=open', user.headers)).json();
    expect(found.results.map((f: { name: string }) => f.name)).toEqual(['Open houses']);
  });

  it("keeps folders private and other users' presentations out", async () => {
    const owner = await buildUser(t.app);
    const other = await buildUser(t.app);
    const { id } = (await call(t, 'POST', '/api/folders', owner.headers, { name: 'Mine' })).json();
    const theirs = (await call(t, 'POST', '/api/presentations', other.headers, { title: 'Theirs' })).json();
    await call(t, 'POST', `/api/folders/${id}/add-presentations`, owner.headers, {
      presentations: [theirs.id],
    });
    expect((await call(t, 'GET', `/api/presentations/${theirs.id}`, other.headers)).json().folder).toBeNull();
    for (const [method, url] of [
      ['GET', `/api/folders/${id}`],
      ['PATCH', `/api/folders/${id}`],
      ['DELETE', `/api/folders/${id}`],
      ['POST', `/api/folders/${id}/add-presentations`],
    ] as const)
      expect(
        (
          await call(
            t,
            method,
            url,
            other.headers,
            method === 'DELETE' ? undefined : { name: 'x', presentations: [theirs.id] },
          )
        ).statusCode,
      ).toBe(404);
    expect((await call(t, 'GET', '/api/folders', other.headers)).json().count).toBe(0);
  });

  it('refuses free users with the upgrade message', async () => {
    const user = await buildUser(free.app);
    for (const [method, url] of [
      ['GET', '/api/folders'],
      ['POST', '/api/folders'],
    ] as const) {
      const response = await call(
        free,
        method,
        url,
        user.headers,
        method === 'POST' ? { name: 'x' } : undefined,
      );
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ detail: PREMIUM_MESSAGES.folders, code: 'premium_required' });
    }
  });
});
