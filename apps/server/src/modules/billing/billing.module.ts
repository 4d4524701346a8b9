import type { StripeSettings } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Queue } from '../../jobs/queue.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Events } from '../../platform/events.ts';
import { createReferralCredits } from '../referrals/referral-credits.ts';
import { createTeamFunding } from '../teams/team-funding.ts';
import { createBillingRepository } from './billing.repository.ts';
import { createCards } from './cards.ts';
import { createCoupons } from './coupons.ts';
import { createCustomers } from './customers.ts';
import { createDoneForYou } from './done-for-you.ts';
import { createInvoices } from './invoices.ts';
import { createPlans } from './plans.ts';
import { createStripeClient } from './stripe.client.ts';
import { createStripeEvents } from './stripe-events.ts';
import { createSubscriptionSync } from './subscription-sync.ts';
import { createSubscriptions } from './subscriptions.ts';

/** Billing with Stripe, or null when no STRIPE_SECRET_KEY is set (every billing call then says so). */
export function createBilling(deps: {
  settings: StripeSettings | null;
  db: Db;
  clock: Clock;
  events: Events;
  queue: () => Queue;
  publicUrl: string;
}) {
  const { settings, db, clock, events, queue, publicUrl } = deps;
  if (!settings) return null;
  const stripe = createStripeClient(settings);
  const repo = createBillingRepository(db);
  const plans = createPlans({ db, clock, stripe, priceIds: settings.priceIds });
  const customers = createCustomers({ stripe, repo });
  const coupons = createCoupons(stripe);
  const referralCredits = createReferralCredits({ db, clock, queue, stripe, customers });
  const teams = createTeamFunding({ db, clock, events });
  const sync = createSubscriptionSync({ stripe, repo, plans, clock, events, paying: referralCredits, teams });
  const cards = createCards({ stripe, customers, publicUrl });
  return {
    stripe,
    webhookSecret: settings.webhookSecret,
    plans,
    coupons,
    cards,
    invoices: createInvoices({ stripe, customers }),
    subscriptions: createSubscriptions({ stripe, plans, coupons, customers, sync, clock, publicUrl }),
    referralCredits,
    doneForYou: createDoneForYou({ stripe, customers, publicUrl, priceId: settings.dfyPriceId }),
    stripeEvents: createStripeEvents({ db, clock, queue, repo, sync, cards, plans }),
  };
}

export type Billing = NonNullable<ReturnType<typeof createBilling>>;
