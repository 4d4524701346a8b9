import { BILLING_MESSAGES, PREMIUM_MESSAGES } from '@folio/shared';
import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from './support/axe.ts';
import { billingTest } from './support/billing-app.ts';
import { signIn } from './support/users.ts';

// axe is added as a script: the app's CSP (script-src 'self') would refuse it.
test.use({ bypassCSP: true });
billingTest.use({ bypassCSP: true });

/** The upgrade banner's text (settings billing banners). */
const UPGRADE_BANNER = 'You are on the Free plan. Upgrade for unlimited analytics';

const plan = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

billingTest(
  'a free user upgrades: plans by the year, a coupon, Stripe Checkout, Pay, and Premium works at once',
  async ({ page, billingApp }) => {
    billingApp.stripe.promotionCode({ code: 'SAVE8', amountOff: 800 });
    await signIn(page);
    await expect(page.getByText(UPGRADE_BANNER)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Favorites' })).toHaveCount(0);

    // Folders are Premium: the gate's Upgrade leads to the plans.
    await page.goto('/presentations/folders');
    await expect(page.getByText(PREMIUM_MESSAGES.folders)).toBeVisible();
    await page.getByRole('button', { name: 'Upgrade' }).click();
    await page
      .getByRole('dialog', { name: 'Upgrade to Premium' })
      .getByRole('link', { name: 'Upgrade' })
      .click();
    await expect(page).toHaveURL(/\/payment$/);
    await expect(plan(page, 'Free').getByText('Current plan')).toBeVisible();
    await expect(plan(page, 'Premium').getByText('$29/mo')).toBeVisible();
    await expect(plan(page, 'Team').getByText('$19/mo per user')).toBeVisible();
    await expectAccessible(page, '/payment');

    await page.getByText('Yearly').click();
    await expect(plan(page, 'Premium').getByText('$290/yr')).toBeVisible();
    await plan(page, 'Premium').getByRole('link', { name: 'Choose Premium' }).click();
    await expect(page).toHaveURL(/\/payment\/core_yearly$/);
    await expect(page.getByRole('heading', { name: 'Premium, billed yearly' })).toBeVisible();

    const code = page.getByLabel('Coupon code');
    await code.fill('NOT-A-CODE');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText(BILLING_MESSAGES.couponInvalid)).toBeVisible();
    await code.fill('SAVE8');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText('Coupon SAVE8 applied: $8 off every invoice.')).toBeVisible();
    await expect(page.getByText('−$8')).toBeVisible();
    await expect(page.getByText('$282')).toBeVisible();
    await expectAccessible(page, '/payment/core_yearly');

    // Stripe's hosted Checkout (the local server's page) charges what the page said.
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(page).toHaveURL(new RegExp(`^${billingApp.stripe.url}/checkout/cs_test_`));
    await expect(page.getByRole('row', { name: /Total due today/ })).toContainText('$282');
    await page.getByRole('button', { name: 'Pay' }).click();

    await expect(page).toHaveURL(/\/payment\/core_yearly\?checkout=success$/);
    await expect(page.getByRole('heading', { name: "You're on Premium" })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText('Welcome to Premium! Your payment went through.').first()).toBeVisible();

    // Premium now: no Upgrade, Favorites in the menu, folders open.
    await page.getByRole('link', { name: 'Go to your presentations' }).click();
    await expect(page.getByRole('link', { name: 'Upgrade', exact: true })).toHaveCount(0);
    await expect(page.getByText(UPGRADE_BANNER)).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Favorites' }).first()).toBeVisible();
    await page.goto('/presentations/folders');
    await expect(page.getByText('No folders yet')).toBeVisible();
    await expect(page.getByText(PREMIUM_MESSAGES.folders)).toHaveCount(0);

    // /payment now marks the plan bought and sends changes to the Billing settings.
    await page.goto('/payment');
    await expect(plan(page, 'Premium').getByText('Current plan')).toBeVisible();
    await expect(plan(page, 'Premium').getByText('$290/yr')).toBeVisible();
    await expect(page.getByText(BILLING_MESSAGES.alreadySubscribed)).toBeVisible();
  },
);

billingTest(
  'leaving Stripe Checkout comes back to the plan with nothing charged',
  async ({ page, billingApp }) => {
    await signIn(page);
    await page.goto('/payment/tiered_monthly');
    await page.getByLabel('Number of users').fill('6');
    await expect(page.getByText('6 users × $22/mo')).toBeVisible();
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(page).toHaveURL(new RegExp(`^${billingApp.stripe.url}/checkout/cs_test_`));
    await expect(page.getByRole('row', { name: /Total due today/ })).toContainText('$132');
    await page.getByRole('link', { name: /Cancel and go back/ }).click();

    await expect(page).toHaveURL(/\/payment\/tiered_monthly$/);
    await expect(page.getByText('Payment canceled. You have not been charged.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Continue to payment' })).toBeVisible();
    expect((await (await page.request.get('/api/user')).json()).role).toBe('free_agent');
    await expect(page.getByRole('link', { name: 'Upgrade', exact: true }).first()).toBeVisible();
  },
);

test('without Stripe keys, Upgrade leads to plans that say payment is not configured and how the operator grants one', async ({
  page,
}) => {
  const email = await signIn(page);
  await page.getByRole('link', { name: 'Upgrade', exact: true }).first().click();
  await expect(page).toHaveURL(/\/payment$/);
  await expect(page.getByText('Online payment is not configured on this server.')).toBeVisible();
  await expect(page.getByText(`npm run admin -- user:set-plan ${email} premium_agent`)).toBeVisible();
  await expect(page.getByRole('link', { name: /Choose/ })).toHaveCount(0);
  await expectAccessible(page, '/payment without Stripe');
  await page.goto('/payment/core_monthly');
  await expect(page.getByText('Online payment is not configured on this server.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue to payment' })).toHaveCount(0);
});
