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
    const create = async (title: string) =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/presentations',
          headers: user.headers,
          payload: { title },
        })
      ).json().id as number;
    const [old, recent, kept] = [await create('Old'), await create('Recent'), await create('Kept')];
    await t.app.inject({ method: 'DELETE', url: `/api/presentations/${old}`, headers: user.headers });
    clock.advance(20 * 86_400);
    await t.app.inject({ method: 'DELETE', url: `/api/presentations/${recent}`, headers: user.headers });
    clock.advance(11 * 86_400);
    const job = purgeDeletedJob({ db: t.database.db, store: createLocalStore(`${t.dataDir}/files`), clock });
    await job.handler({});
    const left = (
      await t.database.db
        .select({ id: presentations.id })
        .from(presentations)
        .where(eq(presentations.userId, user.user.id))
    )
      .map((r) => r.id)
      .sort();
    expect(left).toEqual([recent, kept].sort());
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    const headers = { authorization: `Bearer ${login.json().access}` };
    const restored = await t.app.inject({
      method: 'POST',
      url: `/api/presentations/${recent}/restore`,
      headers,
    });
    expect(restored.statusCode).toBe(200);
  });
});
