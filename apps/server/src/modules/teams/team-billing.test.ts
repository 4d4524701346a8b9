import { COMPANY_TEXTS } from '@folio/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { patiently } from '../../test/patience.ts';
import { type BillingTestApp, createBillingTestApp, deliverAll } from '../../test/stripe/billing-test-app.ts';
import { call } from '../../test/test-app.ts';
import { companies, companyInvites } from './teams.table.ts';
import { buyTeam, join } from './teams.test-utils.ts';

const quantityOf = (t: BillingTestApp, subscriptionId: string) =>
  (t.stripe.object(subscriptionId)!.items as { data: { quantity: number }[] }).data[0]!.quantity;

describe("a team's seats and subscription", () => {
  let t: BillingTestApp;
  beforeAll(async () => {
    t = await createBillingTestApp({ env: { TRIAL_DAYS: '0' } });
  });
  afterAll(() => t.close());

  it('adds and removes seats on the Stripe subscription with prorations', async () => {
    const { admin, companyId, subscriptionId } = await buyTeam(t, 'Harbor Realty', 3);
    await join(t, companyId);
    const more = await call(t, 'PUT', `/api/company/${companyId}/seats`, admin.headers, { seats: 6 });
    expect(more.statusCode).toBe(200);
    expect(more.json()).toEqual({ seats: 6, seats_used: 2 });
    const sent = t.stripe.requests.filter(
      (r) => r.method === 'POST' && r.path === `/v1/subscriptions/${subscriptionId}`,
    );
    expect(sent.at(-1)!.form).toMatchObject({
      items: [{ quantity: '6' }],
      proration_behavior: 'create_prorations',
    });
    expect(quantityOf(t, subscriptionId)).toBe(6);
    expect((await call(t, 'GET', `/api/company/${companyId}`, admin.headers)).json().seats).toBe(6);
    const fewer = await call(t, 'PUT', `/api/company/${companyId}/seats`, admin.headers, { seats: 2 });
    expect(fewer.json()).toEqual({ seats: 2, seats_used: 2 });
    expect(quantityOf(t, subscriptionId)).toBe(2);
  });

  it('never goes below the seats in use (members and open invites) or 2', async () => {
    const { admin, companyId, subscriptionId } = await buyTeam(t, 'Full House', 4);
    await join(t, companyId);
    await t.database.db.insert(companyInvites).values([
      { companyId, email: 'open@agent.com', tokenHash: `open-${companyId}` },
      // Expired and revoked invites hold no seat.
      {
        companyId,
        email: 'late@agent.com',
        tokenHash: `late-${companyId}`,
        expiresAt: new Date(Date.now() - 1000),
      },
      { companyId, email: 'gone@agent.com', tokenHash: `gone-${companyId}`, revokedAt: new Date() },
    ]);
    const url = `/api/company/${companyId}/seats`;
    const below = await call(t, 'PUT', url, admin.headers, { seats: 2 });
    expect(below.statusCode).toBe(400);
    expect(below.json()).toEqual({ seats: [COMPANY_TEXTS.seatsBelowUsed(3)] });
    for (const [seats, message] of [
      [1, COMPANY_TEXTS.seatsMin],
      [2_147_483_648, COMPANY_TEXTS.seatsMax],
      ['5', COMPANY_TEXTS.seatsMin],
      [null, COMPANY_TEXTS.seatsMin],
    ] as const) {
      const refused = await call(t, 'PUT', url, admin.headers, { seats });
      expect([seats, refused.statusCode, refused.json()]).toEqual([seats, 400, { seats: [message] }]);
    }
    expect((await call(t, 'PUT', url, admin.headers, {})).statusCode).toBe(400);
    expect(quantityOf(t, subscriptionId)).toBe(4);
    expect((await call(t, 'PUT', url, admin.headers, { seats: 3 })).json()).toEqual({
      seats: 3,
      seats_used: 3,
    });
  });

  it('keeps the seats in step with Stripe, and takes the premium away while the team does not pay', async () => {
    const { admin, companyId, subscriptionId } = await buyTeam(t, 'Bay Homes', 3);
    const member = await join(t, companyId);
    const pushed: string[] = [];
    t.app.realtime.connect(member.user.id, { readyState: 1, send: (text) => pushed.push(text) });
    const heard = () => pushed.map((m) => JSON.parse(m) as Record<string, unknown>);

    // Seats changed on Stripe's side (the billing portal, an operator): the team follows.
    const item = (t.stripe.object(subscriptionId)!.items as { data: { id: string }[] }).data[0]!;
    t.stripe.state.updateSubscription(subscriptionId, { items: [{ id: item.id, quantity: '8' }] });
    await deliverAll(t, t.stripe.state.events.slice(-1));
    const [afterPortal] = await t.database.db.select().from(companies).where(eq(companies.id, companyId));
    expect(afterPortal!.seats).toBe(8);

    await deliverAll(t, [t.stripe.setSubscriptionStatus(subscriptionId, 'unpaid')]);
    const lapsed = (await call(t, 'GET', '/api/user', member.headers)).json();
    expect(lapsed).toMatchObject({ role: 'free_agent' });
    expect(lapsed.companies[0]).toMatchObject({ is_company_pays: false });
    expect((await call(t, 'GET', '/api/user', admin.headers)).json().companies[0]).toMatchObject({
      is_admin: true,
      is_billing_admin: false,
    });
    expect((await call(t, 'POST', '/api/folders', member.headers, { name: 'X' })).statusCode).toBe(403);
    await vi.waitFor(
      () => expect(heard()).toContainEqual({ type: 'role.changed', role: 'free_agent' }),
      patiently,
    );
    const stuck = await call(t, 'PUT', `/api/company/${companyId}/seats`, admin.headers, { seats: 9 });
    expect(stuck.statusCode).toBe(409);
    expect(stuck.json()).toEqual({ detail: COMPANY_TEXTS.teamNotPaying });

    // Paid again: the members have the team's premium back.
    await deliverAll(t, [t.stripe.setSubscriptionStatus(subscriptionId, 'active')]);
    expect((await call(t, 'GET', '/api/user', member.headers)).json().role).toBe('premium_agent');
    await vi.waitFor(
      () => expect(heard().at(-1)).toEqual({ type: 'role.changed', role: 'premium_agent' }),
      patiently,
    );
  });
});
