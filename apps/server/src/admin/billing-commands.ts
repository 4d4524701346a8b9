import { formatDollars, type PlanTier } from '@folio/shared';
import { createPlans } from '../modules/billing/plans.ts';
import { createStripeClient } from '../modules/billing/stripe.client.ts';
import { systemClock } from '../platform/clock.ts';
import { AdminError, type AdminIo, type Command, type Context } from './command.ts';

/** The plan catalogue as Stripe prices it (see plans.ts); only with STRIPE_SECRET_KEY set. */
function stripePlans({ database, config }: Context) {
  if (!config.stripe)
    throw new AdminError(
      'Stripe is not configured: set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET (see the README).',
    );
  return createPlans({
    db: database.db,
    clock: systemClock,
    stripe: createStripeClient(config.stripe),
    priceIds: config.stripe.priceIds,
  });
}

const dollars = (cents: number, currency: string) =>
  `${formatDollars(cents)}${currency === 'usd' ? '' : ` ${currency.toUpperCase()}`}`;

function printPlans(
  io: AdminIo,
  plans: { id: string; stripePriceId?: string; tiers: PlanTier[]; currency: string }[],
  problems: string[],
) {
  for (const plan of plans) {
    const tiers = plan.tiers
      .map((t) => `${t.from}-${t.up_to ?? '∞'}: ${dollars(t.unit_amount, plan.currency)}`)
      .join(', ');
    io.out(`${plan.id.padEnd(15)} ${plan.stripePriceId ?? ''}  per user ${tiers}`);
  }
  for (const problem of problems) io.err(`Not offered: ${problem}`);
}

export const billingCommands: Record<string, Command> = {
  'billing:plans': {
    usage: 'billing:plans',
    summary:
      "lists the plans as Stripe's Prices describe them now (by STRIPE_PRICE_* id or lookup_key folio_<plan>)",
    positionals: 0,
    async run(context) {
      const { plans, problems } = await stripePlans(context).preview();
      printPlans(context.io, plans, problems);
    },
  },
  'billing:sync-plans': {
    usage: 'billing:sync-plans',
    summary: 'reads the plans from Stripe and stores them as the catalogue GET /api/plan serves',
    positionals: 0,
    async run(context) {
      const { plans, problems } = await stripePlans(context).sync();
      printPlans(context.io, plans, problems);
      context.io.out(`${plans.length} plan(s) stored.`);
    },
  },
};
