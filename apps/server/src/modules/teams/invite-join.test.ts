import { MESSAGES, type NotificationPage, TEAM_INVITE_TEXTS } from '@folio/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildUser, PASSWORD } from '../../test/factories.ts';
import { patiently } from '../../test/patience.ts';
import type { SmtpPeer } from '../../test/smtp.ts';
import { createSmtpTestApp } from '../../test/smtp-test-app.ts';
import { call, type Headers, type TestApp } from '../../test/test-app.ts';
import { users } from '../accounts/accounts.table.ts';
import {
  buildTeam,
  freshEmail,
  invite,
  inviteToken,
  lookup,
  mailsTo,
  type Person,
} from './invites.test-helpers.ts';
import { companies, companyInvites, companyMembers } from './teams.table.ts';

let t: TestApp;
let smtp: SmtpPeer;
beforeAll(async () => {
  ({ t, smtp } = await createSmtpTestApp());
});
afterAll(() => t.close());

const signUp = (email: string, token: string, name = { first_name: 'Ivy', last_name: 'Nguyen' }) =>
  t.app.inject({
    method: 'POST',
    url: '/api/register',
    payload: { email, password1: PASSWORD, password2: PASSWORD, ...name, invite: token },
  });
const setSeats = (id: number, seats: number) =>
  t.database.db.update(companies).set({ seats }).where(eq(companies.id, id));
const membersOf = (id: number) =>
  t.database.db.select().from(companyMembers).where(eq(companyMembers.companyId, id));
const myInvites = async (headers: Headers) => (await call(t, 'GET', '/api/invites', headers)).json().results;
const accept = (headers: Headers, companyId: number, inviteId: number) =>
  call(t, 'POST', `/api/company/${companyId}/invited/${inviteId}/accept`, headers);
const decline = (headers: Headers, companyId: number, inviteId: number) =>
  call(t, 'DELETE', `/api/company/${companyId}/invited/${inviteId}/decline`, headers);

/** The 'new user team' notifications of the admin, once `count` arrived (listeners run after the call). */
const joinedNotices = (admin: Person, count: number) =>
  vi.waitFor(async () => {
    const page = (await call(t, 'GET', '/api/notifications', admin.headers)).json() as NotificationPage;
    const found = page.results.filter((n) => n.category === 'new_user_team');
    expect(found).toHaveLength(count);
    return found;
  }, patiently);

/** An invite to `email` from the team's admin, and the token of its e-mail's sign-up link. */
async function invited(team: Awaited<ReturnType<typeof buildTeam>>, email: string, body: object = {}) {
  const response = await invite(t, team.admin.headers, team.id, { email, ...body });
  expect(response.statusCode).toBe(201);
  const mails = await mailsTo(smtp, email);
  return { id: response.json().id as number, mail: mails[0]! };
}

describe('signing up from the invite e-mail', () => {
  it('joins the team at sign-up; the admins are told; the link then says it was used', async () => {
    const team = await buildTeam(t);
    const email = freshEmail();
    const token = inviteToken((await invited(team, email, { first_name: 'Ivy', last_name: 'Nguyen' })).mail);
    const mismatch = await signUp(freshEmail(), token);
    expect(mismatch.json()).toEqual({ email: [MESSAGES.inviteEmailMismatch] });

    const response = await signUp(email, token);
    expect(response.statusCode).toBe(201);
    const { user } = response.json();
    expect(user.email_verified).toBe(true);
    expect(user.companies).toEqual([
      expect.objectContaining({ id: team.id, name: 'Harbor Realty', is_admin: false, is_company_pays: true }),
    ]);
    expect(user.company_invites).toEqual([]);
    // The team pays: its members have premium.
    expect(user.role).toBe('premium_agent');
    const [notice] = await joinedNotices(team.admin, 1);
    expect(notice!.message).toBe('Ivy Nguyen joined your team Harbor Realty.');
    const pending = await call(t, 'GET', `/api/company/${team.id}/invites`, team.admin.headers);
    expect(pending.json()).toEqual({ results: [] });
    expect((await lookup(t, token)).json().message).toBe(MESSAGES.inviteUsed);

    // The used link signs up nobody else into the team.
    const reuse = await signUp(freshEmail(), token);
    expect(reuse.statusCode).toBe(201);
    expect(reuse.json().user.companies).toEqual([]);
    expect(await membersOf(team.id)).toHaveLength(2);
  });

  it('an invite as admin makes an admin with dashboard access', async () => {
    const team = await buildTeam(t);
    const email = freshEmail();
    const token = inviteToken((await invited(team, email, { role: 'admin' })).mail);
    const { user } = (await signUp(email, token)).json();
    expect(user.companies).toEqual([
      expect.objectContaining({ id: team.id, is_admin: true, has_dashboard_access: true }),
    ]);
  });

  it('an expired or revoked link signs up without a team, and the address stays unproven', async () => {
    const team = await buildTeam(t);
    const [expiring, revoked] = [freshEmail(), freshEmail()];
    const expiringInvite = await invited(team, expiring);
    const revokedInvite = await invited(team, revoked);
    await t.database.db
      .update(companyInvites)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(companyInvites.id, expiringInvite.id));
    const url = `/api/company/${team.id}/invites/${revokedInvite.id}`;
    expect((await call(t, 'DELETE', url, team.admin.headers)).statusCode).toBe(204);
    for (const [email, { mail }] of [
      [expiring, expiringInvite],
      [revoked, revokedInvite],
    ] as const) {
      const token = inviteToken(mail);
      expect((await lookup(t, token)).json()).toEqual({ detail: 'Not found.' });
      const { user } = (await signUp(email, token)).json();
      expect(user.companies).toEqual([]);
      expect(user.email_verified).toBe(false);
    }
  });

  it('a team without a free seat keeps the invite open for the new account to accept later', async () => {
    const team = await buildTeam(t, { seats: 2 });
    const email = freshEmail();
    const { id, mail } = await invited(team, email);
    await setSeats(team.id, 1);
    const response = await signUp(email, inviteToken(mail));
    expect(response.statusCode).toBe(201);
    const { access, user } = response.json();
    expect(user.companies).toEqual([]);
    expect(user.company_invites).toEqual([
      { id, company_id: team.id, company_name: 'Harbor Realty', admin_name: 'Avery Stone' },
    ]);
    const headers = { authorization: `Bearer ${access}` };
    const full = await accept(headers, team.id, id);
    expect(full.statusCode).toBe(400);
    expect(full.json()).toEqual({ non_field_errors: [TEAM_INVITE_TEXTS.acceptSeatsFull] });
    await setSeats(team.id, 2);
    expect((await accept(headers, team.id, id)).json().companies).toHaveLength(1);
  });
});

describe('an existing user accepts or declines', () => {
  it('sees the invite, accepts it once, and joins', async () => {
    const team = await buildTeam(t);
    const colleague = await buildUser(t.app, { first_name: 'Lee', last_name: 'Park' });
    const { id } = await invited(team, colleague.email);
    const expected = { id, company_id: team.id, company_name: 'Harbor Realty', admin_name: 'Avery Stone' };
    expect(await myInvites(colleague.headers)).toEqual([expected]);
    const me = await call(t, 'GET', '/api/user', colleague.headers);
    expect(me.json().company_invites).toEqual([expected]);

    expect(me.json().role).toBe('free_agent');
    const stranger = await buildUser(t.app);
    expect(await myInvites(stranger.headers)).toEqual([]);
    expect((await accept(stranger.headers, team.id, id)).statusCode).toBe(404);
    expect((await decline(stranger.headers, team.id, id)).statusCode).toBe(404);
    const elsewhere = await buildTeam(t, { name: 'Elsewhere' });
    expect((await accept(colleague.headers, elsewhere.id, id)).statusCode).toBe(404);

    // A double click: one join.
    const answers = await Promise.all([
      accept(colleague.headers, team.id, id),
      accept(colleague.headers, team.id, id),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 404]);
    const joined = answers.find((a) => a.statusCode === 200)!.json();
    expect(joined.companies).toEqual([expect.objectContaining({ id: team.id, name: 'Harbor Realty' })]);
    expect(joined.company_invites).toEqual([]);
    expect(joined.role).toBe('premium_agent');
    expect(await myInvites(colleague.headers)).toEqual([]);
    expect((await accept(colleague.headers, team.id, id)).statusCode).toBe(404);
    expect((await decline(colleague.headers, team.id, id)).statusCode).toBe(404);
    expect((await joinedNotices(team.admin, 1))[0]!.message).toBe('Lee Park joined your team Harbor Realty.');
    expect(await membersOf(team.id)).toHaveLength(2);
  });

  it('declines: the invite disappears for good and frees its seat', async () => {
    const team = await buildTeam(t, { seats: 2 });
    const colleague = await buildUser(t.app);
    const { id } = await invited(team, colleague.email);
    expect((await decline(colleague.headers, team.id, id)).statusCode).toBe(204);
    expect(await myInvites(colleague.headers)).toEqual([]);
    expect((await decline(colleague.headers, team.id, id)).statusCode).toBe(404);
    expect((await accept(colleague.headers, team.id, id)).statusCode).toBe(404);
    const pending = await call(t, 'GET', `/api/company/${team.id}/invites`, team.admin.headers);
    expect(pending.json()).toEqual({ results: [] });
    expect((await invite(t, team.admin.headers, team.id, { email: freshEmail() })).statusCode).toBe(201);
  });

  it('an expired invite is not shown and cannot be accepted until it is resent', async () => {
    const team = await buildTeam(t);
    const colleague = await buildUser(t.app);
    const { id } = await invited(team, colleague.email);
    await t.database.db
      .update(companyInvites)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(companyInvites.id, id));
    expect(await myInvites(colleague.headers)).toEqual([]);
    expect((await accept(colleague.headers, team.id, id)).statusCode).toBe(404);
    const resend = `/api/company/${team.id}/invites/${id}/resend`;
    expect((await call(t, 'POST', resend, team.admin.headers)).statusCode).toBe(200);
    expect(await myInvites(colleague.headers)).toHaveLength(1);
    expect((await accept(colleague.headers, team.id, id)).statusCode).toBe(200);
  });

  it('an address not yet proven sees no invite to it until it is verified', async () => {
    const team = await buildTeam(t);
    const unproven = await buildUser(t.app, {}, { verified: false });
    const { id } = await invited(team, unproven.email);
    expect(await myInvites(unproven.headers)).toEqual([]);
    expect((await accept(unproven.headers, team.id, id)).statusCode).toBe(404);
    await t.database.db
      .update(users)
      .set({ emailVerifiedAt: new Date() })
      .where(eq(users.id, unproven.user.id));
    expect(await myInvites(unproven.headers)).toHaveLength(1);
  });

  it('a user can be in several teams', async () => {
    const [first, second] = [await buildTeam(t, { name: 'North' }), await buildTeam(t, { name: 'South' })];
    const agent = await buildUser(t.app);
    for (const team of [first, second]) {
      const { id } = await invited(team, agent.email);
      expect((await accept(agent.headers, team.id, id)).statusCode).toBe(200);
    }
    const me = (await call(t, 'GET', '/api/user', agent.headers)).json();
    expect(me.companies.map((c: { name: string }) => c.name)).toEqual(['North', 'South']);
    const again = await invite(t, first.admin.headers, first.id, { email: agent.email });
    expect(again.json()).toEqual({ email: [TEAM_INVITE_TEXTS.alreadyMember] });
    const rows = await t.database.db
      .select()
      .from(companyMembers)
      .where(and(eq(companyMembers.userId, agent.user.id)));
    expect(rows).toHaveLength(2);
  });

  it('answers 400 for bad ids and tokens, never 500', async () => {
    const user = await buildUser(t.app);
    for (const url of [
      '/api/company/2147483648/invited/1/accept',
      '/api/company/1/invited/0/accept',
      '/api/company/1/invited/1e3x/accept',
    ])
      expect((await call(t, 'POST', url, user.headers)).statusCode, url).toBe(400);
    expect((await decline(user.headers, 1, 2147483647)).statusCode).toBe(404);
    expect((await lookup(t, 'x'.repeat(201))).statusCode).toBe(400);
    expect((await lookup(t, 'bad\u0000token')).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/invites' })).statusCode).toBe(401);
  });
});
