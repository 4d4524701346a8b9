import { BILLING_MESSAGES } from '@folio/shared';
import { expect, type Page } from '@playwright/test';
import { expectAccessible } from './support/axe.ts';
import { type BillingApp, billingTest } from './support/billing-app.ts';
import { signIn } from './support/users.ts';

// axe is added as a script: the app's CSP (script-src 'self') would refuse it.
billingTest.use({ bypassCSP: true });

const SHOTS = process.env.E2E_SHOTS_DIR;

/** Screenshots of the page as it is, at a desktop and a phone width, when E2E_SHOTS_DIR asks for them. */
async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/** Subscribes the signed-in user to Premium monthly through Stripe's hosted Checkout. */
async function subscribe(page: Page) {
  const start = await page.request.post('/api/user/start-subscription', {
    headers: { 'x-requested-with': 'XMLHttpRequest' },
    data: { plan_id: 'core_monthly' },
  });
  expect(start.ok()).toBe(true);
  await page.goto((await start.json()).url);
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByRole('heading', { name: "You're on Premium" })).toBeVisible({ timeout: 30_000 });
}

const subscriptionOf = (app: BillingApp, email: string) => {
  const customer = app.stripe.state.all('customer').find((c) => c.email === email)!;
  return app.stripe.state.all('subscription').find((s) => s.customer === customer.id)!;
};

billingTest(
  'a subscriber sees plan, card and invoices; a failed renewal sends them to /payment-problem, the portal fixes the card and they are back on Premium',
  async ({ page, billingApp }) => {
    billingTest.setTimeout(120_000);
    const email = await signIn(page);
    await subscribe(page);

    // The billing tab: plan, status, next invoice, the card from Checkout marked default, the paid invoice.
    await page.goto('/settings/billing');
    const plan = region(page, 'Plan');
    await expect(plan.getByText('Premium, billed monthly')).toBeVisible();
    await expect(plan.getByText('Active')).toBeVisible();
    await expect(plan.getByText(/^\$29 on \w+ \d+, \d{4}$/)).toBeVisible();
    await expect(region(page, 'Cards').getByRole('listitem')).toHaveText([/Visa •••• 4242.*Default/]);
    await expect(region(page, 'Invoices').getByRole('listitem')).toHaveText([/\$29\s*Paid/]);
    await expectAccessible(page, '/settings/billing');
    await shoot(page, 'billing-tab');

    // The renewal fails: Stripe reports the unpaid invoice and the subscription goes past due.
    billingApp.stripe.failRenewal(subscriptionOf(billingApp, email).id);
    await expect(async () => {
      const user = await (await page.request.get('/api/user')).json();
      expect(user.subscription_status).toBe('past_due');
    }).toPass({ timeout: 30_000 });

    await page.goto('/contacts');
    await expect(page).toHaveURL(/\/payment-problem\?from=%2Fcontacts$/);
    await expect(page.getByRole('heading', { name: 'There is a problem with your payment' })).toBeVisible();
    await expect(page.getByText(/^Unpaid invoice of \$29 from/)).toBeVisible();
    await expectAccessible(page, '/payment-problem');
    await shoot(page, 'payment-problem');

    // The card is replaced in Stripe's Customer Portal, which pays the open invoice.
    await page.getByRole('button', { name: 'Update your card' }).click();
    await expect(page).toHaveURL(new RegExp(`^${billingApp.stripe.url}/portal/bps_test_`));
    await expect(page.getByText(/Invoice .* of \$29 is unpaid/)).toBeVisible();
    await page.getByLabel('Card number').fill('5555 5555 5555 4444');
    await page.getByRole('button', { name: 'Update payment method' }).click();
    await expect(page.getByText('Your payment method was updated.')).toBeVisible();
    await page.getByRole('link', { name: '← Return to Folio' }).first().click();

    // Back where they were going, on Premium.
    await expect(page).toHaveURL(/\/contacts$/, { timeout: 30_000 });
    await expect(page.getByRole('heading', { name: 'Contacts', level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Upgrade', exact: true })).toHaveCount(0);

    await page.goto('/settings/billing');
    await expect(region(page, 'Plan').getByText('Active')).toBeVisible();
    await expect(region(page, 'Cards').getByRole('listitem')).toHaveText([
      /Mastercard •••• 4444.*Default/,
      /Visa •••• 4242/,
    ]);
    await expect(region(page, 'Invoices').getByRole('listitem')).toHaveText([/\$29\s*Paid/, /\$29\s*Paid/]);

    // Yearly billing from now on, with the spec's text.
    await page.getByRole('button', { name: 'Switch to yearly billing' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Switch to yearly' }).click();
    await expect(page.getByText(BILLING_MESSAGES.periodUpdated)).toBeVisible();
    await expect(region(page, 'Plan').getByText('Premium, billed yearly')).toBeVisible();
    await expect(region(page, 'Plan').getByText(/^\$290 on /)).toBeVisible();

    // A card added on Stripe's setup page becomes the default; the former one loses it (spec §4).
    await page.getByRole('button', { name: 'Add card' }).click();
    await expect(page).toHaveURL(new RegExp(`^${billingApp.stripe.url}/checkout/cs_test_`));
    await page.getByRole('button', { name: 'Save card' }).click();
    await expect(page).toHaveURL(/\/settings\/billing\?card=added$/);
    await expect(page.getByText('Your card was added.', { exact: false })).toBeVisible();
    await expect(region(page, 'Cards').getByRole('listitem')).toHaveText([
      /Visa •••• 4242.*Default/,
      /^Mastercard •••• 4444[^D]*$/,
      /^Visa •••• 4242[^D]*$/,
    ]);
  },
);
