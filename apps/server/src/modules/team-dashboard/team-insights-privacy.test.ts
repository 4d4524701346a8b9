import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTeam, buildUser } from '../../test/factories.ts';
import { call, createTestApp, type Headers, type TestApp } from '../../test/test-app.ts';
import { buildSharedPresentation, unlock } from '../viewer/viewer.test-utils.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/**
 * Members see only their own insights (issue 14 §6): in one team, Cleo's presentation has a viewer; her
 * team mate and her admin try every insights route on it.
 */
describe('insights of a team mate’s presentation', () => {
  it('answer 404 to a team mate and to the admin, as for a stranger', async () => {
    const cleo = await buildSharedPresentation(t);
    const mate = await buildUser(t.app);
    const admin = await buildUser(t.app);
    await buildTeam(t.app, { admins: [admin.user.id], members: [cleo.owner.user.id, mate.user.id] });
    const link = await cleo.share({ name: 'Gate', require_email: true });
    expect((await unlock(t, link.hash, { email: 'reader@example.com' })).response.statusCode).toBe(200);
    const id = cleo.p.id;
    const asset = cleo.assets[0]!.id;
    const own = await call(t, 'GET', `/api/presentation-insights/${id}`, cleo.owner.headers);
    expect(own.statusCode).toBe(200);
    const key = (own.json() as { viewers: { results: { key: string }[] } }).viewers.results[0]!.key;

    const notFound = [
      `/api/presentation-insights/${id}`,
      `/api/presentation-insights/${id}/user/${key}`,
      `/api/presentation-insights/${id}/viewers.csv`,
      `/api/presentation-insights/${id}/sessions.csv`,
      `/api/presentation-activity?presentation=${id}`,
      `/api/asset-activity?asset=${asset}`,
    ];
    for (const headers of [mate.headers, admin.headers] as Headers[]) {
      for (const url of notFound) expect((await call(t, 'GET', url, headers)).statusCode, url).toBe(404);
      const added = await call(t, 'POST', `/api/presentation-insights/${id}/user/${key}/add-email`, headers, {
        email: 'x@example.com',
      });
      expect(added.statusCode).toBe(404);
      for (const url of [
        '/api/activities',
        '/api/presentation-activity',
        `/api/presentation-activity/view-duration?presentation=${id}`,
      ]) {
        const list = await call(t, 'GET', url, headers);
        expect(list.statusCode, url).toBe(200);
        expect(list.json(), url).toMatchObject({ count: 0, results: [] });
      }
    }
  });
});
