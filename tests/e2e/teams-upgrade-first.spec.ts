import { mkdirSync } from 'node:fs';
import { TEAM_TEXTS } from '@folio/shared';
import { expect } from '@playwright/test';
import { expectAccessible } from './support/axe.ts';
import { billingTest } from './support/billing-app.ts';
import { signIn } from './support/users.ts';

// axe is added as a script: the app's CSP (script-src 'self') would refuse it. No trial here: a new account is Free.
billingTest.use({ bypassCSP: true });

billingTest(
  'a free user is asked to upgrade first, pays for Premium, comes back, and the team plan replaces Premium',
  async ({ page, billingApp }) => {
    billingTest.setTimeout(150_000);
    await signIn(page);
    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Create a team' }).click();
    await expect(page.getByRole('heading', { name: 'Upgrade to continue' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Team name' })).toHaveCount(0);
    await expectAccessible(page, 'upgrade to continue');
    const shots = process.env.E2E_SHOTS_DIR;
    if (shots) {
      mkdirSync(shots, { recursive: true });
      for (const width of [1280, 360]) {
        await page.setViewportSize({ width, height: 800 });
        await page.screenshot({ path: `${shots}/create-team-upgrade-${width}.png`, fullPage: true });
      }
      await page.setViewportSize({ width: 1280, height: 800 });
    }

    await page.getByRole('main').getByRole('link', { name: 'Upgrade' }).click();
    await expect(page).toHaveURL(/\/payment$/);
    await page
      .getByRole('region', { name: 'Premium', exact: true })
      .getByRole('link', { name: 'Choose Premium' })
      .click();
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(page).toHaveURL(new RegExp(`^${billingApp.stripe.url}/checkout/cs_test_`));
    await page.getByRole('button', { name: 'Pay' }).click();

    // Paid: straight back to the team's name, Premium now.
    await expect(page).toHaveURL(/\/create-a-team$/, { timeout: 30_000 });
    await page.getByRole('textbox', { name: 'Team name' }).fill('Bay Homes');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { name: TEAM_TEXTS.settingsTitle })).toBeVisible();
    await page.getByRole('button', { name: 'Continue' }).click();

    // The Premium subscription moves to the team plan (no second Checkout); the team is awaited, then opened.
    await expect(page).toHaveURL(/\/manage-team\/\d+$/, { timeout: 30_000 });
    await expect(page.getByText('Your team Bay Homes is ready. Invite your colleagues.')).toBeVisible();
    const subscription = (await (await page.request.get('/api/user/subscription')).json()).subscription;
    expect(subscription).toMatchObject({ plan_id: 'tiered_monthly', quantity: 2, status: 'active' });
  },
);
