import { rmSync } from 'node:fs';
import { test } from '@playwright/test';
import { catalogue } from '../../../apps/server/src/test/stripe/catalogue.ts';
import { type StripeServer, startStripeServer } from '../../../apps/server/src/test/stripe/stripe-server.ts';
import { type FolioServer, folioEnv, freePort, migratedDataDir, startFolio } from './folio-server.ts';

export type BillingApp = FolioServer & { stripe: StripeServer };

/**
 * Journeys that pay: a Folio of their own with STRIPE_* pointing at the local Stripe server (the four plans
 * priced, its hosted pages, webhooks delivered to this Folio) and no trial, so a new account is on Free.
 * Pages open on it (baseURL); the shared Folio of the other journeys keeps the embedded default.
 */
export const billingTest = test.extend<
  object,
  { billingApp: BillingApp; billingEnv: Record<string, string> }
>({
  /** More environment for this Folio, e.g. `billingTest.use({ billingEnv: { TRIAL_DAYS: '14' } })`. */
  billingEnv: [{}, { scope: 'worker', option: true }],
  billingApp: [
    async ({ billingEnv }, use) => {
      const port = await freePort();
      const stripe = await startStripeServer({ webhookUrl: `http://127.0.0.1:${port}/api/stripe/webhook` });
      catalogue(stripe);
      const dataDir = migratedDataDir('folio-e2e-billing-');
      const folio = await startFolio(
        folioEnv(port, dataDir, {
          ...stripe.env,
          TRIAL_DAYS: '0',
          // As the shared Folio: sign-ups and logins from one address, a whole run's worth.
          AUTH_RATE_LIMIT: '1000',
          SMTP_URL: process.env.E2E_SMTP_URL ?? '',
          ...billingEnv,
        }),
      );
      await use({ ...folio, stripe });
      await folio.stop();
      await stripe.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ billingApp }, use) => use(billingApp.url),
});
