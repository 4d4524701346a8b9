import type { UserRow } from '../accounts/accounts.table.ts';
import type { BillingRepository } from './billing.repository.ts';
import type { StripeClient } from './stripe.client.ts';

/** The user's Stripe customer: made on the first billing action that needs one, then reused. */
export function createCustomers(deps: { stripe: StripeClient; repo: BillingRepository }) {
  const { stripe, repo } = deps;
  return {
    find: (userId: number) => repo.customerOfUser(userId),
    async ensure(user: Pick<UserRow, 'id' | 'email' | 'firstName' | 'lastName'>) {
      const found = await repo.customerOfUser(user.id);
      if (found) return found;
      const name = `${user.firstName} ${user.lastName}`.trim();
      const customer = await stripe.customers.create(
        { email: user.email, ...(name && { name }), metadata: { folio_user_id: String(user.id) } },
        // Two concurrent first purchases make one customer.
        { idempotencyKey: `folio-customer-${user.id}` },
      );
      return repo.linkCustomer(user.id, customer.id);
    },
  };
}

export type Customers = ReturnType<typeof createCustomers>;
