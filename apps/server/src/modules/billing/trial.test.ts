import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories.ts';
import { call, createTestApp, type TestApp } from '../../test/test-app.ts';
import { users } from '../accounts/accounts.table.ts';
import { endTrials } from './trial.jobs.ts';

describe('the end of the trial', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { TRIAL_DAYS: '14' } });
  });
  afterAll(() => t.close());

  const endTrialOf = (id: number) =>
    t.database.db
      .update(users)
      .set({ trialEndsAt: new Date(Date.now() - 60_000) })
      .where(eq(users.id, id));
  const me = async (headers: Record<string, string>) => (await call(t, 'GET', '/api/user', headers)).json();

  it('raises the downgrade-to-free modal once for a free user; either choice clears it for good', async () => {
    const user = await buildUser(t.app);
    expect(await me(user.headers)).toMatchObject({ is_trial_active: true, trial_remaining: 14 });
    await endTrials(t.database.db, new Date());
    expect((await me(user.headers)).show_downgrade_to_freemium_modal).toBe(false);

    await endTrialOf(user.user.id);
    await endTrials(t.database.db, new Date());
    expect(await me(user.headers)).toMatchObject({
      role: 'free_agent',
      is_trial_active: false,
      trial_remaining: 0,
      show_downgrade_to_freemium_modal: true,
    });
    const stayFree = await call(t, 'PATCH', '/api/user', user.headers, {
      show_downgrade_to_freemium_modal: false,
    });
    expect(stayFree.statusCode).toBe(200);
    await endTrials(t.database.db, new Date());
    expect((await me(user.headers)).show_downgrade_to_freemium_modal).toBe(false);
  });

  it('leaves a user who subscribed during the trial without the modal', async () => {
    const user = await buildUser(t.app);
    await t.database.db.update(users).set({ role: 'premium_agent' }).where(eq(users.id, user.user.id));
    await endTrialOf(user.user.id);
    await endTrials(t.database.db, new Date());
    expect(await me(user.headers)).toMatchObject({
      role: 'premium_agent',
      show_downgrade_to_freemium_modal: false,
    });
  });
});
