import { COMPANY_TEXTS, TEAM_TEXTS } from '@folio/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories.ts';
import { type BillingTestApp, createBillingTestApp, deliverAll } from '../../test/stripe/billing-test-app.ts';
import { call, createTestApp } from '../../test/test-app.ts';
import { companies, companyMembers } from './teams.table.ts';
import { buyTeam, join, onTrial, sessionOf } from './teams.test-utils.ts';

const body = (overrides: object = {}) => ({
  company_name: 'Harbor Realty',
  plan_id: 'tiered_monthly',
  quantity: 3,
  ...overrides,
});

describe('creating a team through checkout (POST /api/company)', () => {
  let t: BillingTestApp;
  beforeAll(async () => {
    t = await createBillingTestApp({ env: { TRIAL_DAYS: '0' } });
  });
  afterAll(() => t.close());

  it('makes the team once Stripe reports the subscription active, with the buyer as its paying admin', async () => {
    const { admin, companyId, subscriptionId } = await buyTeam(t, 'Harbor Realty', 4);
    const checkout = t.stripe.requests.find(
      (r) => r.path === '/v1/checkout/sessions' && r.form.client_reference_id === String(admin.user.id),
    )!;
    expect(checkout.form).toMatchObject({
      line_items: [{ price: t.prices.tiered_monthly.id, quantity: '4' }],
      subscription_data: { metadata: { folio_company_name: 'Harbor Realty' } },
      success_url: 'http://folio.test/presentations?team=created',
    });
    const [team] = await t.database.db.select().from(companies).where(eq(companies.id, companyId));
    expect(team).toMatchObject({ name: 'Harbor Realty', seats: 4, isCompanyPays: true });
    expect(team!.billingUserId).toBe(admin.user.id);
    expect(subscriptionId).toMatch(/^sub_/);

    const user = (await call(t, 'GET', '/api/user', admin.headers)).json();
    expect(user).toMatchObject({ role: 'premium_agent', user_type: 'admin', can_refer_a_friend: false });
    expect(user.companies).toEqual([
      {
        id: companyId,
        name: 'Harbor Realty',
        is_admin: true,
        has_dashboard_access: true,
        is_company_pays: true,
        is_billing_admin: true,
      },
    ]);
    const read = await call(t, 'GET', `/api/company/${companyId}`, admin.headers);
    expect(read.json()).toEqual({
      id: companyId,
      name: 'Harbor Realty',
      seats: 4,
      seats_used: 1,
      is_company_pays: true,
      branding: { logo: null, primary_color: null, show_white_label: false, allow_member_branding: false },
      me: { role: 'admin', is_admin: true, has_dashboard_access: true, is_billing_admin: true },
    });
    const role = (await call(t, 'GET', '/api/user-role', admin.headers)).json();
    expect(role).toEqual({
      role: 'premium_agent',
      user_type: 'admin',
      user_role: { member_index: 0, role: 'admin' },
      teams: [{ member_index: 0, company_id: companyId, role: 'admin' }],
    });
  });

  it('makes one team however often Stripe delivers the events', async () => {
    const { admin, companyId, events } = await buyTeam(t, 'Replay Homes');
    // The same deliveries again (duplicates), and the same facts under new event ids (Stripe retrying a
    // failed endpoint resends one id; a resync reads the subscription afresh).
    await deliverAll(t, events);
    await deliverAll(
      t,
      events.map((e) => ({ ...e, id: `${e.id}_again` })),
    );
    const teams = await t.database.db
      .select()
      .from(companies)
      .where(eq(companies.billingUserId, admin.user.id));
    expect(teams.map((team) => team.id)).toEqual([companyId]);
    const members = await t.database.db
      .select()
      .from(companyMembers)
      .where(eq(companyMembers.companyId, companyId));
    expect(members).toHaveLength(1);
  });

  it('moves a subscription the user already pays to the team plan, prorated, and makes the team at once', async () => {
    const user = await buildUser(t.app);
    const start = await call(t, 'POST', '/api/user/start-subscription', user.headers, {
      plan_id: 'core_monthly',
    });
    await deliverAll(t, t.stripe.completeCheckout(sessionOf(start.json().url)));

    // A cancellation pending at the end of the period is called off: the team lives on this subscription.
    await call(t, 'POST', '/api/user/cancel-subscription', user.headers);
    const created = await call(t, 'POST', '/api/company', user.headers, body({ quantity: 5 }));
    expect(created.statusCode).toBe(200);
    expect(created.json()).toEqual({ url: 'http://folio.test/presentations?team=created' });
    const update = t.stripe.requests.filter(
      (r) => r.method === 'POST' && r.path.startsWith('/v1/subscriptions/'),
    );
    expect(update.at(-1)!.form).toMatchObject({
      items: [{ price: t.prices.tiered_monthly.id, quantity: '5' }],
      proration_behavior: 'create_prorations',
      metadata: { folio_company_name: 'Harbor Realty' },
    });
    const me = (await call(t, 'GET', '/api/user', user.headers)).json();
    expect(me.companies).toMatchObject([{ name: 'Harbor Realty', is_billing_admin: true }]);
    const subscription = (await call(t, 'GET', '/api/user/subscription', user.headers)).json().subscription;
    expect(subscription).toMatchObject({
      plan_id: 'tiered_monthly',
      quantity: 5,
      status: 'active',
      cancel_at_period_end: false,
    });
    // One subscription: the same one, moved.
    const customer = t.stripe.object(sessionOf(start.json().url))!.customer;
    expect(t.stripe.state.all('subscription').filter((s) => s.customer === customer)).toHaveLength(1);
  });

  it('lists the team calls in the API document', async () => {
    const paths = Object.keys((await t.app.inject({ url: '/api/docs/json' })).json().paths);
    for (const path of [
      '/api/company',
      '/api/company/{id}',
      '/api/company/{id}/members',
      '/api/company/{id}/members/{userId}',
      '/api/company/{id}/seats',
    ])
      expect(paths).toContain(path);
  });

  it('asks a user who is not upgraded to upgrade first', async () => {
    const free = await buildUser(t.app);
    const refused = await call(t, 'POST', '/api/company', free.headers, body());
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: COMPANY_TEXTS.upgradeToCreate, code: 'premium_required' });
  });

  it('refuses a second team to someone already in one', async () => {
    const { admin, companyId } = await buyTeam(t, 'First Team');
    const again = await call(t, 'POST', '/api/company', admin.headers, body());
    expect(again.statusCode).toBe(403);
    expect(again.json()).toMatchObject({ code: 'already_in_team' });
    const member = await join(t, companyId);
    expect((await call(t, 'POST', '/api/company', member.headers, body())).json()).toMatchObject({
      code: 'already_in_team',
    });
  });

  it.each([
    [{ company_name: '' }, { company_name: [TEAM_TEXTS.nameRequired] }],
    [{ company_name: '   ' }, { company_name: [TEAM_TEXTS.nameRequired] }],
    [{ company_name: undefined }, { company_name: [TEAM_TEXTS.nameRequired] }],
    [{ company_name: 'Bad\u0000Name' }, { company_name: [expect.any(String)] }],
    [{ company_name: 'x'.repeat(101) }, { company_name: [expect.any(String)] }],
    [{ quantity: 1 }, { quantity: [COMPANY_TEXTS.seatsMin] }],
    [{ quantity: 2_147_483_648 }, { quantity: [COMPANY_TEXTS.seatsMax] }],
    [{ quantity: 2.5 }, { quantity: [COMPANY_TEXTS.seatsMin] }],
    [{ plan_id: 'core_monthly' }, { plan_id: [expect.any(String)] }],
    [{ cancel_url: 'https://evil.example/phish' }, { cancel_url: ['Must be an address of this site.'] }],
  ])('answers 400 for %j', async (change, errors) => {
    const user = await onTrial(t);
    const refused = await call(t, 'POST', '/api/company', user.headers, body(change));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual(errors);
  });
});

describe('POST /api/company with the create_team flag off', () => {
  it('answers 404, as for a route that does not exist', async () => {
    const t = await createTestApp({ env: { FEATURE_CREATE_TEAM: 'false' } });
    try {
      const user = await buildUser(t.app);
      const refused = await call(t, 'POST', '/api/company', user.headers, body());
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toEqual({ detail: 'Not found.' });
    } finally {
      await t.close();
    }
  });
});
