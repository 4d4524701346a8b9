import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { buildUser } from '../../test/factories.ts';
import { type BillingTestApp, deliverAll } from '../../test/stripe/billing-test-app.ts';
import { call } from '../../test/test-app.ts';
import { users } from '../accounts/accounts.table.ts';
import { companies, companyMembers } from './teams.table.ts';

export type Agent = Awaited<ReturnType<typeof buildUser>>;

/** The session id in a Checkout URL the API answered. */
export const sessionOf = (url: string) => new URL(url).pathname.split('/').pop()!;

/** A new user in their trial (upgraded: may create a team) in an app whose sign-ups get no trial. */
export async function onTrial(t: BillingTestApp) {
  const user = await buildUser(t.app);
  await t.database.db
    .update(users)
    .set({ trialEndsAt: new Date(Date.now() + 86_400_000) })
    .where(eq(users.id, user.user.id));
  return user;
}

/** A user who bought a team of `seats` through Checkout, with Stripe's events delivered: its id and admin. */
export async function buyTeam(t: BillingTestApp, name = 'Harbor Realty', seats = 3) {
  const admin = await onTrial(t);
  const start = await call(t, 'POST', '/api/company', admin.headers, {
    company_name: name,
    plan_id: 'tiered_monthly',
    quantity: seats,
  });
  expect(start.statusCode).toBe(200);
  const events = t.stripe.completeCheckout(sessionOf(start.json().url));
  await deliverAll(t, events);
  const [team] = await t.database.db
    .select()
    .from(companies)
    .where(eq(companies.billingUserId, admin.user.id));
  return { admin, companyId: team!.id, subscriptionId: team!.stripeSubscriptionId!, events };
}

/** Puts a user in a team directly (invites are another module's). */
export async function join(t: BillingTestApp, companyId: number, role: 'admin' | 'member' = 'member') {
  const user = await buildUser(t.app);
  const admin = role === 'admin';
  await t.database.db
    .insert(companyMembers)
    .values({ companyId, userId: user.user.id, role, isAdmin: admin, hasDashboardAccess: admin });
  return user;
}
