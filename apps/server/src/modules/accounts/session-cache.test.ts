import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestClock } from '../../test/clock.ts';
import { buildTeam, buildUser, PASSWORD } from '../../test/factories.ts';
import { call, createTestApp, type Headers, type TestApp } from '../../test/test-app.ts';
import { socialAccounts } from '../social-sign-in/social-accounts.table.ts';
import { companies, companyInvites } from '../teams/teams.table.ts';
import { sessions, users } from './accounts.table.ts';
import { createSessionCache, type KeyRecord, type SessionRecord } from './session-cache.ts';
import { SESSION_SECONDS } from './sessions.ts';

const clock = createTestClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

const me = async (person: { headers: Headers }) => {
  const response = await call(t, 'GET', '/api/user', person.headers);
  expect(response.statusCode).toBe(200);
  return response.json();
};
const status = async (headers: Headers) => (await call(t, 'GET', '/api/user', headers)).statusCode;
const setUser = (id: number, values: Partial<typeof users.$inferInsert>) =>
  t.database.db.update(users).set(values).where(eq(users.id, id));

describe('the signed-in user on the embedded database', () => {
  it('comes from memory on PGlite (a write that announces nothing is not seen), from the database on PostgreSQL', async () => {
    const user = await buildUser(t.app);
    expect((await me(user)).first_name).toBe('Dana');
    const embedded = t.database.kind === 'pglite';
    // The account tables' triggers announce a write only while this setting is on (migration 0040).
    if (embedded) await t.database.executeSql(`set folio.account_cache = 'off'`);
    await setUser(user.user.id, { firstName: 'Quiet' });
    if (embedded) await t.database.executeSql(`set folio.account_cache = 'on'`);
    expect((await me(user)).first_name).toBe(embedded ? 'Dana' : 'Quiet');
    await setUser(user.user.id, { lastName: 'Loud' });
    expect(await me(user)).toMatchObject({ first_name: 'Quiet', last_name: 'Loud' });
  });

  it('shows a profile, branding, plan, address or linked account change on the next request', async () => {
    const user = await buildUser(t.app, {}, { verified: false });
    expect(await me(user)).toMatchObject({ email_verified: false, role: 'free_agent' });

    expect((await call(t, 'PATCH', '/api/user', user.headers, { first_name: 'Maya' })).statusCode).toBe(200);
    expect((await me(user)).first_name).toBe('Maya');
    const branding = { primary_color: '#e82f72' };
    expect((await call(t, 'PATCH', '/api/users/me/branding', user.headers, branding)).statusCode).toBe(200);
    expect((await me(user)).branding.own_primary_color).toBe('#e82f72');
    // As `npm run admin -- user:set-plan` and Stripe's webhook write it.
    await setUser(user.user.id, { role: 'premium_agent' });
    expect((await me(user)).role).toBe('premium_agent');
    await setUser(user.user.id, { emailVerifiedAt: clock.now() });
    expect((await me(user)).email_verified).toBe(true);
    const picture = 'https://lh3.googleusercontent.com/a/maya.png';
    await t.database.db.insert(socialAccounts).values({
      userId: user.user.id,
      provider: 'google',
      providerUserId: `g-${user.user.id}`,
      pictureUrl: picture,
    });
    expect(await me(user)).toMatchObject({ google_account_picture: picture, picture });
  });

  it("shows joining a team, the team's new name, its payment stopping and leaving it", async () => {
    const admin = await buildUser(t.app);
    const member = await buildUser(t.app);
    expect(await me(member)).toMatchObject({ user_type: 'individual', companies: [] });
    const team = await buildTeam(t.app, { admins: [admin.user.id], members: [member.user.id] });
    expect(await me(member)).toMatchObject({
      role: 'premium_agent',
      user_type: 'team',
      companies: [{ id: team.id, name: 'Harbor Realty', is_company_pays: true }],
    });

    const rename = await call(t, 'PATCH', `/api/company/${team.id}`, admin.headers, { name: 'Bay Homes' });
    expect(rename.statusCode).toBe(200);
    expect((await me(member)).companies[0].name).toBe('Bay Homes');
    await t.database.db.update(companies).set({ isCompanyPays: false }).where(eq(companies.id, team.id));
    expect(await me(member)).toMatchObject({ role: 'free_agent', companies: [{ is_company_pays: false }] });

    const leave = await call(t, 'DELETE', `/api/company/${team.id}/members/${member.user.id}`, admin.headers);
    expect(leave.statusCode).toBe(204);
    expect(await me(member)).toMatchObject({ user_type: 'individual', companies: [] });
  });

  it("shows an invite once sent, its inviter's new name, and no more once it has expired", async () => {
    const admin = await buildUser(t.app, { first_name: 'Avery', last_name: 'Stone' });
    const team = await buildTeam(t.app, { admins: [admin.user.id] });
    const invitee = await buildUser(t.app);
    expect((await me(invitee)).company_invites).toEqual([]);
    const sent = await call(t, 'POST', `/api/company/${team.id}/invites`, admin.headers, {
      email: invitee.email,
    });
    expect(sent.statusCode).toBe(201);
    const shown = { company_id: team.id, company_name: 'Harbor Realty', admin_name: 'Avery Stone' };
    expect((await me(invitee)).company_invites).toEqual([expect.objectContaining(shown)]);

    expect((await call(t, 'PATCH', '/api/user', admin.headers, { first_name: 'Ava' })).statusCode).toBe(200);
    expect((await me(invitee)).company_invites).toEqual([
      expect.objectContaining({ ...shown, admin_name: 'Ava Stone' }),
    ]);

    // Within the session's first hour (no renewal writes anything), the invite's end alone changes the answer.
    await t.database.db
      .update(companyInvites)
      .set({ expiresAt: new Date(clock.now().getTime() + 30 * 60_000) })
      .where(eq(companyInvites.companyId, team.id));
    expect((await me(invitee)).company_invites).toHaveLength(1);
    clock.advance(31 * 60);
    expect((await me(invitee)).company_invites).toEqual([]);
  });

  it('refuses a session at once once it is signed out, ended by a password change, disabled, deleted or expired', async () => {
    const [out, changer, disabled, deleted, idle] = await Promise.all(
      Array.from({ length: 5 }, () => buildUser(t.app)),
    );
    for (const person of [out!, changer!, disabled!, deleted!, idle!]) await me(person);

    expect((await call(t, 'POST', '/api/auth/logout', out!.headers)).statusCode).toBe(204);
    const refused = await call(t, 'GET', '/api/user', out!.headers);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().code).toBe('token_not_valid');

    const login = await call(t, 'POST', '/api/auth/login', {}, { email: changer!.email, password: PASSWORD });
    const elsewhere = { authorization: `Bearer ${login.json().access}` };
    expect(await status(elsewhere)).toBe(200);
    const change = await call(t, 'POST', '/api/change-password', changer!.headers, {
      old_password: PASSWORD,
      new_password1: 'Fresh-Start-2026',
      new_password2: 'Fresh-Start-2026',
    });
    expect(change.statusCode).toBe(200);
    expect(await status(elsewhere)).toBe(401);
    expect(await status(changer!.headers)).toBe(200);

    // As `npm run admin -- user:disable` writes it.
    await setUser(disabled!.user.id, { isActive: false });
    expect(await status(disabled!.headers)).toBe(401);
    await t.database.db.delete(users).where(eq(users.id, deleted!.user.id));
    expect(await status(deleted!.headers)).toBe(401);

    clock.advance(SESSION_SECONDS + 1);
    expect(await status(idle!.headers)).toBe(401);
  });

  it("records the user's activity at most once a minute while serving from memory", async () => {
    const user = await buildUser(t.app);
    const activity = async () => {
      const [row] = await t.database.db
        .select({ at: users.lastActiveAt })
        .from(users)
        .where(eq(users.id, user.user.id));
      return row!.at?.getTime();
    };
    await me(user);
    const first = clock.now().getTime();
    expect(await activity()).toBe(first);
    clock.advance(90);
    await me(user);
    const second = clock.now().getTime();
    clock.advance(20);
    await me(user);
    expect(await activity()).toBe(second);
    // And the session's renewal after its first hour is kept too: it is not renewed on every request.
    clock.advance(3600);
    await me(user);
    const [renewed] = await t.database.db
      .select({ expiresAt: sessions.expiresAt })
      .from(sessions)
      .where(sql`${sessions.userId} = ${user.user.id}`);
    expect(renewed!.expiresAt.getTime()).toBe(clock.now().getTime() + SESSION_SECONDS * 1000);
  });
});

describe('the cache itself', () => {
  const record = (userId: number) =>
    ({
      session: { id: 1, userId, revokedAt: null, expiresAt: new Date(Date.now() + 60_000) },
      user: { id: userId, isActive: true },
      memberships: [],
      invites: [],
    }) as unknown as SessionRecord;

  it('keeps nothing read while a change was announced, and forgets a user on their notice', async () => {
    const cache = createSessionCache();
    let loads = 0;
    const racing = async () => {
      loads += 1;
      if (loads === 1) cache.changed('7');
      return record(7);
    };
    await cache.session('h', racing);
    await cache.session('h', racing);
    await cache.session('h', racing);
    expect(loads).toBe(2);
    cache.changed('8');
    await cache.session('h', racing);
    expect(loads).toBe(2);
    cache.changed('7');
    await cache.session('h', racing);
    expect(loads).toBe(3);
    cache.changed('*');
    await cache.session('h', racing);
    expect(loads).toBe(4);
  });

  it("keeps sessions and API keys side by side, and forgets both of a user on the user's notice", async () => {
    const cache = createSessionCache();
    const key = (userId: number, revokedAt: Date | null = null) =>
      ({
        key: { id: 1, userId, revokedAt },
        user: { id: userId, isActive: true },
        memberships: [],
        invites: [],
      }) as unknown as KeyRecord;
    const loads = { session: 0, key: 0 };
    const session = () =>
      cache.session('s', async () => {
        loads.session += 1;
        return record(7);
      });
    const apiKey = () =>
      cache.apiKey('k', async () => {
        loads.key += 1;
        return key(7);
      });
    for (const read of [session, apiKey, session, apiKey]) await read();
    expect(loads).toEqual({ session: 1, key: 1 });
    cache.changed('7');
    for (const read of [session, apiKey, session, apiKey]) await read();
    expect(loads).toEqual({ session: 2, key: 2 });
    // A revoked key is not kept: it is read again, and its revoke seen, every time.
    const revoked = () =>
      cache.apiKey('r', async () => {
        loads.key += 1;
        return key(8, new Date());
      });
    await revoked();
    await revoked();
    expect(loads.key).toBe(4);
  });
});
