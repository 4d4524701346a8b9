import { PLAN_IDS, type Plan, type PlanId, type PlanTier } from '@folio/shared';
import type Stripe from 'stripe';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import { type BillingPlanRow, billingPlans } from './billing.table.ts';
import { lookupKeyOf, type StripeClient } from './stripe.client.ts';

const intervalOf = (id: PlanId) => (id.endsWith('_yearly') ? 'year' : 'month');
const kindOf = (id: PlanId) => (id.startsWith('tiered') ? 'tiered' : 'core');

/** Seat tiers of a volume-priced Price: each tier starts one past the previous upper bound. */
function tiersOf(price: Stripe.Price): PlanTier[] {
  let from = 1;
  return (price.tiers ?? []).map((tier) => {
    if (tier.unit_amount === null || tier.flat_amount)
      throw new Error('each tier needs a per-user unit_amount and no flat_amount');
    const row = { from, up_to: tier.up_to, unit_amount: tier.unit_amount };
    from = (tier.up_to ?? from) + 1;
    return row;
  });
}

/** The plan a Price describes, or an error that tells the operator what to fix in Stripe. */
export function planFromPrice(id: PlanId, price: Stripe.Price): Omit<BillingPlanRow, 'syncedAt'> {
  const problem = (what: string) => new Error(`${id} (${price.id}): ${what}`);
  if (!price.active) throw problem('the Price is archived');
  if (price.recurring?.interval !== intervalOf(id))
    throw problem(`needs a recurring Price billed every ${intervalOf(id)}`);
  if (price.recurring.usage_type !== 'licensed') throw problem('needs a licensed (per seat) Price');
  let tiers: PlanTier[];
  if (kindOf(id) === 'core') {
    if (price.billing_scheme !== 'per_unit' || price.unit_amount === null)
      throw problem('a core plan needs a per-unit Price with a unit_amount');
    tiers = [{ from: 1, up_to: null, unit_amount: price.unit_amount }];
  } else {
    if (price.billing_scheme !== 'tiered' || price.tiers_mode !== 'volume')
      throw problem('a tiered plan needs a tiered Price in volume mode');
    try {
      tiers = tiersOf(price);
    } catch (error) {
      throw problem((error as Error).message);
    }
    if (tiers.length === 0 || tiers.at(-1)!.up_to !== null)
      throw problem('the last tier must be open-ended (up_to inf)');
  }
  return { id, stripePriceId: price.id, interval: intervalOf(id), currency: price.currency, tiers };
}

export const presentPlan = (row: Pick<BillingPlanRow, 'id' | 'interval' | 'currency' | 'tiers'>): Plan => ({
  id: row.id,
  kind: kindOf(row.id),
  interval: row.interval,
  currency: row.currency,
  tiers: row.tiers,
});

/** Each plan's Price: by the id configured for it, else by its lookup_key among the active Prices. */
async function fetchPrices(stripe: StripeClient, priceIds: Record<PlanId, string | undefined>) {
  const byPlan = new Map<PlanId, Stripe.Price>();
  const unnamed = PLAN_IDS.filter((id) => !priceIds[id]);
  if (unnamed.length > 0) {
    const list = await stripe.prices.list({
      lookup_keys: unnamed.map(lookupKeyOf),
      active: true,
      expand: ['data.tiers'],
      limit: 10,
    });
    for (const id of unnamed) {
      const price = list.data.find((p) => p.lookup_key === lookupKeyOf(id));
      if (price) byPlan.set(id, price);
    }
  }
  for (const id of PLAN_IDS.filter((id) => priceIds[id]))
    byPlan.set(id, await stripe.prices.retrieve(priceIds[id]!, { expand: ['tiers'] }));
  return byPlan;
}

export type PlanSync = { plans: Plan[]; problems: string[] };

/** The plan catalogue: read from Stripe's Prices by sync, served from the copy in the database. */
export function createPlans(deps: {
  db: Db;
  clock: Clock;
  stripe: StripeClient;
  priceIds: Record<PlanId, string | undefined>;
}) {
  const { db, clock, stripe, priceIds } = deps;

  /** What Stripe offers for each plan now, and what keeps a plan from being offered. */
  async function read() {
    const prices = await fetchPrices(stripe, priceIds);
    const problems: string[] = [];
    const found: BillingPlanRow[] = [];
    for (const id of PLAN_IDS) {
      const price = prices.get(id);
      if (!price) {
        problems.push(
          `${id}: no Price ${priceIds[id] ? `with id ${priceIds[id]}` : `with lookup_key ${lookupKeyOf(id)}`}`,
        );
        continue;
      }
      try {
        found.push({ ...planFromPrice(id, price), syncedAt: clock.now() });
      } catch (error) {
        problems.push((error as Error).message);
      }
    }
    return { rows: found, problems };
  }

  /** Replaces the stored catalogue with what Stripe offers now. */
  async function sync(): Promise<PlanSync> {
    const { rows: found, problems } = await read();
    await db.transaction(async (tx) => {
      await tx.delete(billingPlans);
      if (found.length > 0) await tx.insert(billingPlans).values(found);
    });
    return { plans: found.map(presentPlan), problems };
  }

  async function rows() {
    const stored = await db.select().from(billingPlans);
    if (stored.length > 0) return stored;
    // First use on this database: read the catalogue from Stripe once.
    await sync();
    return db.select().from(billingPlans);
  }

  return {
    sync,
    /** What Stripe offers now, with each plan's Price id, without storing it. */
    async preview() {
      const { rows: found, problems } = await read();
      return { plans: found, problems };
    },
    async list(): Promise<Plan[]> {
      const order = (row: BillingPlanRow) => PLAN_IDS.indexOf(row.id);
      return (await rows()).sort((a, b) => order(a) - order(b)).map(presentPlan);
    },
    /** The plan with its Stripe Price id, or null when Stripe has no usable Price for it. */
    async find(id: PlanId) {
      return (await rows()).find((row) => row.id === id) ?? null;
    },
    async findByPrice(stripePriceId: string) {
      return (await rows()).find((row) => row.stripePriceId === stripePriceId) ?? null;
    },
  };
}

export type Plans = ReturnType<typeof createPlans>;
