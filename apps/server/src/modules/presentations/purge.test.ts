import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStore } from '../../platform/storage/local-store.ts';
import { createTestClock } from '../../test/clock.ts';
import { buildUser, PASSWORD } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { purgeDeletedJob } from './presentations.jobs.ts';
import { presentations } from './presentations.table.ts';

const clock = createTestClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

describe('the purge of deleted presentations', () => {
  it('keeps a deleted presentation restorable for 30 days, then removes it', async () => {
    const user = await buildUser(t.app);
    /** Sessions last 6 hours: a month later the user signs in again. */
    const signIn = async () => {
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: user.email, password: PASSWORD },
      });
      return { authorization: `Bearer ${login.json().access}` };
    };
    const call = async (method: 'POST' | 'DELETE', url: string, payload?: object) =>
      t.app.inject({ method, url, headers: await signIn(), payload });
    const create = async (title: string) =>
      (await call('POST', '/api/presentations', { title })).json().id as number;
    const [old, recent, kept] = [await create('Old'), await create('Recent'), await create('Kept')];
    expect((await call('DELETE', `/api/presentations/${old}`)).statusCode).toBe(204);
    clock.advance(20 * 86_400);
    expect((await call('DELETE', `/api/presentations/${recent}`)).statusCode).toBe(204);
    clock.advance(11 * 86_400);

    await purgeDeletedJob({
      db: t.database.db,
      store: await createLocalStore(`${t.dataDir}/files`),
      clock,
    }).handler({}, { lastAttempt: true });
    const left = await t.database.db
      .select({ id: presentations.id })
      .from(presentations)
      .where(eq(presentations.userId, user.user.id));
    expect(left.map((r) => r.id).sort()).toEqual([recent, kept].sort());
    expect((await call('POST', `/api/presentations/${recent}/restore`)).statusCode).toBe(200);
    expect((await call('POST', `/api/presentations/${old}/restore`)).statusCode).toBe(404);
  });
});
