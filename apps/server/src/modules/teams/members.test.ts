import { COMPANY_TEXTS } from '@folio/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildUser } from '../../test/factories.ts';
import { patiently } from '../../test/patience.ts';
import { type BillingTestApp, createBillingTestApp } from '../../test/stripe/billing-test-app.ts';
import { call } from '../../test/test-app.ts';
import { users } from '../accounts/accounts.table.ts';
import { presentations } from '../presentations/presentations.table.ts';
import { companies } from './teams.table.ts';
import { type Agent, buyTeam, join } from './teams.test-utils.ts';

/** What the user's open app hears over its socket. */
function listen(t: BillingTestApp, user: Agent) {
  const pushed: string[] = [];
  t.app.realtime.connect(user.user.id, { readyState: 1, send: (text) => pushed.push(text) });
  return () => pushed.map((m) => JSON.parse(m) as Record<string, unknown>);
}
const waitFor = (check: () => void) => vi.waitFor(check, patiently);

describe('Manage Team: members and roles', () => {
  let t: BillingTestApp;
  beforeAll(async () => {
    // Sign-ups get no trial: premium comes from the team alone.
    t = await createBillingTestApp({ env: { TRIAL_DAYS: '0' } });
  });
  afterAll(() => t.close());

  it('lists the members with role, status and last activity, and the seats paid and used', async () => {
    const { admin, companyId } = await buyTeam(t, 'Harbor Realty', 4);
    const member = await join(t, companyId);
    const before = Date.now();
    await call(t, 'GET', '/api/user', member.headers);
    const listed = await call(t, 'GET', `/api/company/${companyId}/members`, admin.headers);
    expect(listed.statusCode).toBe(200);
    const body = listed.json();
    expect(body).toMatchObject({ seats: 4, seats_used: 2 });
    expect(body.results).toEqual([
      expect.objectContaining({
        user_id: admin.user.id,
        role: 'admin',
        status: 'active',
        is_billing_user: true,
        email: admin.email,
      }),
      expect.objectContaining({
        user_id: member.user.id,
        first_name: 'Dana',
        last_name: 'Reyes',
        role: 'member',
        is_billing_user: false,
        picture: null,
      }),
    ]);
    const seen = Date.parse(body.results[1].last_active_at);
    expect(seen).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(body.results[1].joined_at)).not.toBeNaN();
    // Written at most once a minute: the next requests leave it as it is.
    await call(t, 'GET', '/api/user', member.headers);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, member.user.id));
    expect(row!.lastActiveAt!.getTime()).toBe(seen);
  });

  it('gives members of a team that pays premium, so the app hides Upgrade and opens premium features', async () => {
    const { companyId } = await buyTeam(t);
    const member = await join(t, companyId);
    const me = (await call(t, 'GET', '/api/user', member.headers)).json();
    expect(me).toMatchObject({ role: 'premium_agent', user_type: 'team', can_refer_a_friend: false });
    expect(me.companies).toEqual([expect.objectContaining({ is_admin: false, is_billing_admin: false })]);
    const folder = await call(t, 'POST', '/api/folders', member.headers, { name: 'Listings' });
    expect(folder.statusCode).toBe(201);
    const role = (await call(t, 'GET', '/api/user-role', member.headers)).json();
    expect(role).toMatchObject({
      role: 'premium_agent',
      user_role: { member_index: 0, role: 'member' },
      teams: [{ member_index: 0, company_id: companyId, role: 'member' }],
    });
  });

  it('lets a member of a paying team use their own white label where the team allows member branding', async () => {
    const { companyId } = await buyTeam(t);
    const member = await join(t, companyId);
    await t.database.db
      .update(companies)
      .set({ allowMemberBranding: true })
      .where(eq(companies.id, companyId));
    const turnedOn = await call(t, 'PATCH', '/api/users/me/branding', member.headers, {
      show_white_label: true,
      primary_color: '#0a7d4f',
    });
    expect(turnedOn.statusCode).toBe(200);
    expect(turnedOn.json().branding).toMatchObject({ show_white_label: true, primary_color: '#0a7d4f' });
    const p = (await call(t, 'POST', '/api/presentations', member.headers, { title: 'Elm Court' })).json();
    const link = (
      await call(t, 'POST', `/api/presentations/${p.id}/share-link`, member.headers, { name: 'Buyer' })
    ).json();
    const opened = (await t.app.inject({ url: `/api/client/presentations/${link.hash}` })).json();
    expect(opened.presentation.user).toMatchObject({ show_white_label: true, primary_color: '#0a7d4f' });
  });

  it('makes a member an admin and back, telling them over their socket', async () => {
    const { admin, companyId } = await buyTeam(t);
    const member = await join(t, companyId);
    const heard = listen(t, member);
    const url = `/api/company/${companyId}/members/${member.user.id}`;
    const promoted = await call(t, 'PATCH', url, admin.headers, { role: 'admin' });
    expect(promoted.statusCode).toBe(200);
    expect(promoted.json()).toMatchObject({ user_id: member.user.id, role: 'admin' });
    await waitFor(() =>
      expect(heard()).toContainEqual({
        type: 'role.changed',
        role: 'premium_agent',
        company_id: companyId,
        team_role: 'admin',
      }),
    );
    const me = (await call(t, 'GET', '/api/user', member.headers)).json();
    expect(me.user_type).toBe('admin');
    expect(me.companies[0]).toMatchObject({
      is_admin: true,
      has_dashboard_access: true,
      is_billing_admin: true,
    });
    // The new admin may manage the team, and step the other way.
    const demoted = await call(t, 'PATCH', url, member.headers, { role: 'member' });
    expect(demoted.json()).toMatchObject({ role: 'member' });
    await waitFor(() => expect(heard().at(-1)).toMatchObject({ team_role: 'member' }));
    expect((await call(t, 'GET', `/api/company/${companyId}/members`, member.headers)).statusCode).toBe(403);
  });

  it('keeps the paying admin an admin, and the team at least one admin', async () => {
    const { admin, companyId } = await buyTeam(t);
    const own = await call(t, 'PATCH', `/api/company/${companyId}/members/${admin.user.id}`, admin.headers, {
      role: 'member',
    });
    expect(own.statusCode).toBe(400);
    expect(own.json()).toEqual({ role: [COMPANY_TEXTS.billingUserStays] });
    const removed = await call(
      t,
      'DELETE',
      `/api/company/${companyId}/members/${admin.user.id}`,
      admin.headers,
    );
    expect(removed.statusCode).toBe(400);
    expect(removed.json()).toEqual({ non_field_errors: [COMPANY_TEXTS.billingUserStays] });
    // A team whose payer has gone (account deleted) still keeps its last admin.
    await t.database.db.update(companies).set({ billingUserId: null }).where(eq(companies.id, companyId));
    const last = await call(t, 'PATCH', `/api/company/${companyId}/members/${admin.user.id}`, admin.headers, {
      role: 'member',
    });
    expect(last.json()).toEqual({ role: [COMPANY_TEXTS.lastAdmin] });
    const gone = await call(t, 'DELETE', `/api/company/${companyId}/members/${admin.user.id}`, admin.headers);
    expect(gone.json()).toEqual({ non_field_errors: [COMPANY_TEXTS.lastAdmin] });
  });

  it('removes a member, who keeps their account, presentations and links but not the team or its premium', async () => {
    const { admin, companyId } = await buyTeam(t);
    const member = await join(t, companyId);
    const p = (await call(t, 'POST', '/api/presentations', member.headers, { title: 'Oak Lane' })).json();
    const link = (
      await call(t, 'POST', `/api/presentations/${p.id}/share-link`, member.headers, { name: 'Buyer Jane' })
    ).json();
    const made = await call(t, 'POST', `/api/presentations/${p.id}/make-template`, member.headers, {
      companies: [companyId],
    });
    expect(made.statusCode).toBeLessThan(300);
    expect((await call(t, 'GET', '/api/presentations?tab=templates', admin.headers)).json().count).toBe(1);
    const heard = listen(t, member);

    const removed = await call(
      t,
      'DELETE',
      `/api/company/${companyId}/members/${member.user.id}`,
      admin.headers,
    );
    expect(removed.statusCode).toBe(204);
    await waitFor(() =>
      expect(heard()).toContainEqual({
        type: 'role.changed',
        role: 'free_agent',
        company_id: companyId,
        team_role: null,
      }),
    );
    const me = (await call(t, 'GET', '/api/user', member.headers)).json();
    expect(me).toMatchObject({ role: 'free_agent', user_type: 'individual', companies: [] });
    expect((await call(t, 'POST', '/api/folders', member.headers, { name: 'X' })).json()).toMatchObject({
      code: 'premium_required',
    });
    // The recipient's link still opens.
    const opened = await t.app.inject({ url: `/api/client/presentations/${link.hash}` });
    expect(opened.statusCode).toBe(200);
    expect(opened.json().presentation).toMatchObject({ title: 'Oak Lane' });
    // The template they made for the team left with them, as a presentation of their own.
    expect((await call(t, 'GET', '/api/presentations?tab=templates', admin.headers)).json().count).toBe(0);
    const theirs = await t.database.db
      .select()
      .from(presentations)
      .where(eq(presentations.userId, member.user.id));
    expect(theirs.map((row) => [row.title, row.isTemplate, row.companyId])).toEqual([
      ['Oak Lane', false, null],
      ['Oak Lane', false, null],
    ]);
    expect((await call(t, 'GET', `/api/company/${companyId}`, member.headers)).statusCode).toBe(404);
    const again = await call(
      t,
      'DELETE',
      `/api/company/${companyId}/members/${member.user.id}`,
      admin.headers,
    );
    expect(again.statusCode).toBe(404);
  });

  it('answers 404 for another team and its members, 403 to members, 400 for bad input', async () => {
    const { admin, companyId } = await buyTeam(t, 'Ours');
    const other = await buyTeam(t, 'Theirs');
    const member = await join(t, companyId);
    const stranger = await buildUser(t.app);
    const base = `/api/company/${companyId}`;
    const cases: [string, 'GET' | 'PATCH' | 'DELETE' | 'PUT', string, object | undefined][] = [
      ['other team', 'GET', `/api/company/${other.companyId}/members`, undefined],
      [
        'other team',
        'PATCH',
        `/api/company/${other.companyId}/members/${other.admin.user.id}`,
        { role: 'member' },
      ],
      ['other team', 'DELETE', `/api/company/${other.companyId}/members/${other.admin.user.id}`, undefined],
      ['other team', 'PUT', `/api/company/${other.companyId}/seats`, { seats: 5 }],
      ['other team', 'PATCH', `/api/company/${other.companyId}`, { name: 'Mine now' }],
      ['other team', 'GET', `/api/company/${other.companyId}`, undefined],
      ["another team's member", 'PATCH', `${base}/members/${other.admin.user.id}`, { role: 'admin' }],
      ["another team's member", 'DELETE', `${base}/members/${other.admin.user.id}`, undefined],
      ['missing team', 'GET', '/api/company/2147483647/members', undefined],
    ];
    for (const [what, method, url, payload] of cases) {
      const answer = await call(t, method, url, admin.headers, payload);
      expect([what, answer.statusCode]).toEqual([what, 404]);
    }
    for (const [method, url, payload] of [
      ['GET', `${base}/members`, undefined],
      ['PATCH', `${base}/members/${admin.user.id}`, { role: 'member' }],
      ['DELETE', `${base}/members/${admin.user.id}`, undefined],
      ['PUT', `${base}/seats`, { seats: 9 }],
      ['PATCH', base, { name: 'Renamed' }],
    ] as const) {
      const answer = await call(t, method, url, member.headers, payload);
      expect(answer.statusCode).toBe(403);
      expect(answer.json()).toMatchObject({ code: 'team_admin_required' });
      expect((await call(t, method, url, stranger.headers, payload)).statusCode).toBe(404);
    }
    for (const [url, payload] of [
      [`${base}/members/${member.user.id}`, { role: 'owner' }],
      [`${base}/members/${member.user.id}`, {}],
      [`${base}/members/${member.user.id}`, { role: 'admin', extra: 1 }],
      [`${base}/members/abc`, { role: 'admin' }],
      [`${base}/members/2147483648`, { role: 'admin' }],
      [`/api/company/0/members/${member.user.id}`, { role: 'admin' }],
      [base, {}],
      [base, { name: '' }],
      [base, { name: 'a\u0000b' }],
    ] as const) {
      const answer = await call(t, 'PATCH', url, admin.headers, payload);
      expect([url, payload, answer.statusCode]).toEqual([url, payload, 400]);
    }
    const renamed = await call(t, 'PATCH', base, admin.headers, { name: '  Harbor & Co  ' });
    expect(renamed.json()).toMatchObject({ name: 'Harbor & Co' });
    expect((await call(t, 'GET', '/api/user', member.headers)).json().companies[0].name).toBe('Harbor & Co');
  });
});
