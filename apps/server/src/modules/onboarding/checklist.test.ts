import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories.ts';
import { call, createTestApp, type Headers, type TestApp } from '../../test/test-app.ts';
import { users } from '../accounts/accounts.table.ts';
import { presentations } from '../presentations/presentations.table.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const done = async (headers: Headers) => {
  const response = await call(t, 'GET', '/api/onboarding/checklist', headers);
  expect(response.statusCode).toBe(200);
  return Object.fromEntries(
    (response.json().steps as { key: string; done: boolean }[]).map((s) => [s.key, s.done]),
  );
};

describe('GET /api/onboarding/checklist', () => {
  it('ticks each first-run step from what the account holds, a starter template not counting as its own', async () => {
    const user = await buildUser(t.app);
    expect(await done(user.headers)).toEqual({
      presentation: false,
      profile: false,
      shared: false,
      viewed: false,
    });

    await call(t, 'POST', '/api/presentations/starter-templates', user.headers);
    expect((await done(user.headers)).presentation).toBe(false);
    const { id } = (
      await call(t, 'POST', '/api/presentations', user.headers, { title: '12 Oak Lane' })
    ).json();
    expect((await done(user.headers)).presentation).toBe(true);

    const db = t.database.db;
    await db.update(users).set({ mobilePhone: '+1 555 010 2030' }).where(eq(users.id, user.user.id));
    expect((await done(user.headers)).profile).toBe(false);
    await db.update(users).set({ pictureKey: 'pictures/me.jpg' }).where(eq(users.id, user.user.id));
    expect((await done(user.headers)).profile).toBe(true);

    const link = await call(t, 'POST', `/api/presentations/${id}/share-link`, user.headers, {
      name: 'Smiths',
    });
    expect(link.statusCode).toBe(201);
    expect((await done(user.headers)).shared).toBe(true);
    expect((await done(user.headers)).viewed).toBe(false);
    await db.update(presentations).set({ numberOfAccess: 1 }).where(eq(presentations.id, id));
    expect(await done(user.headers)).toEqual({
      presentation: true,
      profile: true,
      shared: true,
      viewed: true,
    });
  });

  it('needs a session', async () => {
    expect((await call(t, 'GET', '/api/onboarding/checklist', {})).statusCode).toBe(401);
  });
});
