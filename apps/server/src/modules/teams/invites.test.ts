import { INVITE_VALID_DAYS, TEAM_INVITE_TEXTS, TEAM_TEXTS } from '@folio/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256 } from '../../platform/tokens.ts';
import { createTestClock } from '../../test/clock.ts';
import { buildUser } from '../../test/factories.ts';
import type { SmtpPeer } from '../../test/smtp.ts';
import { createSmtpTestApp } from '../../test/smtp-test-app.ts';
import { call, type TestApp } from '../../test/test-app.ts';
import { users } from '../accounts/accounts.table.ts';
import {
  addMember,
  buildTeam,
  freshEmail,
  invite,
  inviteToken,
  lookup,
  mailsTo,
} from './invites.test-helpers.ts';
import { companies, companyInvites, companyMembers } from './teams.table.ts';

const clock = createTestClock();
let t: TestApp;
let smtp: SmtpPeer;
beforeAll(async () => {
  ({ t, smtp } = await createSmtpTestApp({ clock }));
});
afterAll(() => t.close());

/** Ages an invite past its expiry (the clock cannot jump 14 days: sessions last 6 hours). */
const expire = (id: number) =>
  t.database.db
    .update(companyInvites)
    .set({ expiresAt: new Date(clock.now().getTime() - 1000) })
    .where(eq(companyInvites.id, id));
const storedInvite = async (id: number) =>
  (await t.database.db.select().from(companyInvites).where(eq(companyInvites.id, id)))[0]!;

describe('inviting to a team', () => {
  it('sends the invite e-mail with the team, the admin, the message and a sign-up link', async () => {
    const team = await buildTeam(t);
    const email = freshEmail();
    const response = await invite(t, team.admin.headers, team.id, {
      email: email.toUpperCase(),
      first_name: 'Ivy',
      last_name: 'Nguyen',
      message: 'Welcome aboard!\nSee you Monday.',
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({
      id: expect.any(Number),
      email,
      first_name: 'Ivy',
      last_name: 'Nguyen',
      role: 'member',
      sent_at: clock.now().toISOString(),
      expires_at: new Date(clock.now().getTime() + INVITE_VALID_DAYS * 86_400_000).toISOString(),
      expired: false,
    });
    const [mail] = await mailsTo(smtp, email);
    expect(mail!.subject).toBe('Avery Stone invited you to join Harbor Realty on Folio');
    expect(mail!.from?.text).toContain('Avery Stone');
    expect(mail!.replyTo?.text).toBe(team.admin.email);
    expect(mail!.text).toContain('Hi Ivy,');
    expect(mail!.text).toContain('Avery Stone invited you to join the team Harbor Realty');
    expect(mail!.text).toContain('Welcome aboard!\nSee you Monday.');
    expect(mail!.text).toContain(`expires in ${INVITE_VALID_DAYS} days`);
    const token = inviteToken(mail!);
    // Only the token's hash is stored.
    expect((await storedInvite(body.id)).tokenHash).toBe(sha256(token));
    expect((await lookup(t, token)).json()).toEqual({
      email,
      first_name: 'Ivy',
      last_name: 'Nguyen',
      message: null,
    });
    const list = await call(t, 'GET', `/api/company/${team.id}/invites`, team.admin.headers);
    expect(list.json()).toEqual({ results: [body] });
  });

  it('an address with an account gets a link to log in and accept, not a sign-up link', async () => {
    const team = await buildTeam(t);
    const colleague = await buildUser(t.app, { first_name: 'Lee', last_name: 'Park' });
    expect((await invite(t, team.admin.headers, team.id, { email: colleague.email })).statusCode).toBe(201);
    const [mail] = await mailsTo(smtp, colleague.email);
    expect(mail!.text).toContain('log in and accept the invitation in the app');
    expect(mail!.text).toContain('http://folio.test/presentations');
    expect(mail!.text).not.toContain('sign-up?invite=');
  });

  it('refuses members, full teams, and counts open invites as seats until they expire', async () => {
    const team = await buildTeam(t, { seats: 3 });
    const member = await addMember(t, team.id);
    const member2 = await invite(t, team.admin.headers, team.id, { email: member.email });
    expect(member2.statusCode).toBe(400);
    expect(member2.json()).toEqual({ email: [TEAM_INVITE_TEXTS.alreadyMember] });
    const self = await invite(t, team.admin.headers, team.id, { email: team.admin.email });
    expect(self.json()).toEqual({ email: [TEAM_INVITE_TEXTS.alreadyMember] });
    // Someone who became a member by other means is not sent their old invite again.
    const joiner = await buildUser(t.app);
    const pending = (await invite(t, team.admin.headers, team.id, { email: joiner.email })).json();
    await t.database.db.insert(companyMembers).values({ companyId: team.id, userId: joiner.user.id });
    const resent = await call(
      t,
      'POST',
      `/api/company/${team.id}/invites/${pending.id}/resend`,
      team.admin.headers,
    );
    expect(resent.json()).toEqual({ email: [TEAM_INVITE_TEXTS.alreadyMember] });
    await t.database.db.delete(companyMembers).where(eq(companyMembers.userId, joiner.user.id));
    await call(t, 'DELETE', `/api/company/${team.id}/invites/${pending.id}`, team.admin.headers);

    const first = await invite(t, team.admin.headers, team.id, { email: freshEmail() });
    expect(first.statusCode).toBe(201);
    const full = await invite(t, team.admin.headers, team.id, { email: freshEmail() });
    expect(full.statusCode).toBe(400);
    expect(full.json()).toEqual({ non_field_errors: [TEAM_INVITE_TEXTS.seatsFull] });

    // An expired invite frees its seat, and resending it needs one again.
    await expire(first.json().id);
    const list = await call(t, 'GET', `/api/company/${team.id}/invites`, team.admin.headers);
    expect(list.json().results).toEqual([expect.objectContaining({ id: first.json().id, expired: true })]);
    const other = await invite(t, team.admin.headers, team.id, { email: freshEmail() });
    expect(other.statusCode).toBe(201);
    const resend = `/api/company/${team.id}/invites/${first.json().id}/resend`;
    expect((await call(t, 'POST', resend, team.admin.headers)).json()).toEqual({
      non_field_errors: [TEAM_INVITE_TEXTS.seatsFull],
    });
    // More seats (the subscription's quantity) make room.
    await t.database.db.update(companies).set({ seats: 4 }).where(eq(companies.id, team.id));
    const revived = await call(t, 'POST', resend, team.admin.headers);
    expect(revived.statusCode).toBe(200);
    expect(revived.json()).toMatchObject({ expired: false, sent_at: clock.now().toISOString() });
  });

  it('resending gives a new link and expiry; the old link stops working', async () => {
    const team = await buildTeam(t);
    const email = freshEmail();
    const created = (await invite(t, team.admin.headers, team.id, { email })).json();
    const [first] = await mailsTo(smtp, email);
    clock.advance(3600);
    const url = `/api/company/${team.id}/invites/${created.id}/resend`;
    const resent = await call(t, 'POST', url, team.admin.headers);
    expect(resent.statusCode).toBe(200);
    expect(Date.parse(resent.json().expires_at)).toBe(Date.parse(created.expires_at) + 3_600_000);
    const [, second] = await mailsTo(smtp, email, 2);
    expect((await lookup(t, inviteToken(first!))).statusCode).toBe(404);
    expect((await lookup(t, inviteToken(second!))).json().email).toBe(email);

    // Inviting the same address again resends too, with the new details.
    const again = await invite(t, team.admin.headers, team.id, { email, first_name: 'Ivo', role: 'admin' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ id: created.id, first_name: 'Ivo', role: 'admin' });
    const [, , third] = await mailsTo(smtp, email, 3);
    expect((await lookup(t, inviteToken(second!))).statusCode).toBe(404);
    expect((await lookup(t, inviteToken(third!))).json().first_name).toBe('Ivo');
  });

  it('revoking kills the link, frees the seat, and cannot be done twice', async () => {
    const team = await buildTeam(t, { seats: 2 });
    const email = freshEmail();
    const created = (await invite(t, team.admin.headers, team.id, { email })).json();
    const token = inviteToken((await mailsTo(smtp, email))[0]!);
    const url = `/api/company/${team.id}/invites/${created.id}`;
    expect((await call(t, 'DELETE', url, team.admin.headers)).statusCode).toBe(204);
    expect((await lookup(t, token)).statusCode).toBe(404);
    expect((await call(t, 'DELETE', url, team.admin.headers)).statusCode).toBe(404);
    expect((await call(t, 'POST', `${url}/resend`, team.admin.headers)).statusCode).toBe(404);
    const list = await call(t, 'GET', `/api/company/${team.id}/invites`, team.admin.headers);
    expect(list.json()).toEqual({ results: [] });
    expect((await invite(t, team.admin.headers, team.id, { email })).statusCode).toBe(201);
  });

  it('a double submit sends the invite, then resends it; two racing for the last seat: one is refused', async () => {
    const twice = await buildTeam(t, { seats: 2 });
    const email = freshEmail();
    const sent = await Promise.all([1, 2].map(() => invite(t, twice.admin.headers, twice.id, { email })));
    expect(sent.map((a) => a.statusCode).sort()).toEqual([200, 201]);
    expect(sent[0]!.json().id).toBe(sent[1]!.json().id);
    await mailsTo(smtp, email, 2);
    const team = await buildTeam(t, { seats: 2 });
    const answers = await Promise.all(
      [freshEmail(), freshEmail()].map((email) => invite(t, team.admin.headers, team.id, { email })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 400]);
    const list = await call(t, 'GET', `/api/company/${team.id}/invites`, team.admin.headers);
    expect(list.json().results).toHaveLength(1);
  });
});

describe('who may manage invites', () => {
  it('members get 403, other teams’ admins and strangers 404, on every admin call', async () => {
    const team = await buildTeam(t);
    const created = (await invite(t, team.admin.headers, team.id, { email: freshEmail() })).json();
    const member = await addMember(t, team.id);
    const otherTeam = await buildTeam(t, { name: 'Elsewhere' });
    const stranger = await buildUser(t.app);
    const calls = [
      ['GET', `/api/company/${team.id}/invites`],
      ['POST', `/api/company/${team.id}/invites`, { email: freshEmail() }],
      ['POST', `/api/company/${team.id}/invites/${created.id}/resend`],
      ['DELETE', `/api/company/${team.id}/invites/${created.id}`],
    ] as const;
    for (const [method, url, body] of calls) {
      const asMember = await call(t, method, url, member.headers, body);
      expect(asMember.statusCode, `${method} ${url}`).toBe(403);
      expect(asMember.json()).toEqual({ detail: TEAM_TEXTS.adminOnly, code: 'team_admin_required' });
      for (const outsider of [otherTeam.admin, stranger])
        expect((await call(t, method, url, outsider.headers, body)).json()).toEqual({ detail: 'Not found.' });
      expect((await t.app.inject({ method, url, payload: body })).statusCode).toBe(401);
    }
    // Another team's invite id under one's own team: 404, and the invite is untouched.
    const foreign = `/api/company/${otherTeam.id}/invites/${created.id}`;
    expect((await call(t, 'DELETE', foreign, otherTeam.admin.headers)).statusCode).toBe(404);
    expect((await call(t, 'POST', `${foreign}/resend`, otherTeam.admin.headers)).statusCode).toBe(404);
    expect((await storedInvite(created.id)).revokedAt).toBeNull();
  });

  it('an admin whose address is unproven cannot send invites', async () => {
    const team = await buildTeam(t);
    await t.database.db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, team.admin.user.id));
    const response = await invite(t, team.admin.headers, team.id, { email: freshEmail() });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('email_not_verified');
  });

  it('answers 400, never 500, for bad input', async () => {
    const team = await buildTeam(t);
    const bad = [
      {},
      { email: 'not-an-email' },
      { email: 'a\u0000b@example.com' },
      { email: `${'a'.repeat(300)}@example.com` },
      { email: freshEmail(), first_name: 'I\u0000vy' },
      { email: freshEmail(), first_name: 'x'.repeat(151) },
      { email: freshEmail(), message: 'hi\u0000' },
      { email: freshEmail(), message: 'x'.repeat(1001) },
      { email: freshEmail(), role: 'owner' },
      { email: ['a@example.com'] },
    ];
    for (const body of bad) {
      const response = await invite(t, team.admin.headers, team.id, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    for (const url of [
      '/api/company/2147483648/invites',
      '/api/company/0/invites',
      '/api/company/abc/invites',
      `/api/company/${team.id}/invites/99999999999/resend`,
    ]) {
      const method = url.endsWith('resend') ? 'POST' : 'GET';
      expect((await call(t, method, url, team.admin.headers)).statusCode, url).toBe(400);
    }
    const unknown = `/api/company/${team.id}/invites/2147483647`;
    expect((await call(t, 'DELETE', unknown, team.admin.headers)).statusCode).toBe(404);
    expect((await call(t, 'GET', '/api/company/2147483647/invites', team.admin.headers)).statusCode).toBe(
      404,
    );
  });
});

describe('the API document', () => {
  it('describes every invite call', async () => {
    const paths = (await t.app.inject({ url: '/api/docs/json' })).json().paths;
    for (const [path, method] of [
      ['/api/company/{id}/invites', 'get'],
      ['/api/company/{id}/invites', 'post'],
      ['/api/company/{id}/invites/{inviteId}/resend', 'post'],
      ['/api/company/{id}/invites/{inviteId}', 'delete'],
      ['/api/invites', 'get'],
      ['/api/company/{id}/invited/{inviteId}/accept', 'post'],
      ['/api/company/{id}/invited/{inviteId}/decline', 'delete'],
    ])
      expect(paths[path!]?.[method!]?.description, `${method} ${path}`).toMatch(/\w/);
  });
});
