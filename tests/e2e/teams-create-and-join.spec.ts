import { mkdirSync } from 'node:fs';
import { TEAM_TEXTS } from '@folio/shared';
import { expect, type Page } from '@playwright/test';
import { expectAccessible } from './support/axe.ts';
import { billingTest } from './support/billing-app.ts';
import { verifyAddress } from './support/mailbox.ts';
import { createAccount, PASSWORD, uniqueEmail } from './support/users.ts';

// axe is added as a script: the app's CSP (script-src 'self') would refuse it.
billingTest.use({ bypassCSP: true, billingEnv: { TRIAL_DAYS: '14' } });

/** Where the journey leaves its screenshots of the team screens (at 1280 and 360 px) for people to look at. */
const SHOTS = process.env.E2E_SHOTS_DIR;

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  const size = page.viewportSize();
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: width === 360 ? 780 : 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  if (size) await page.setViewportSize(size);
}

async function finishOnboarding(page: Page) {
  await page.getByText('Work', { exact: true }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByText('Other', { exact: true }).click();
  await page.getByLabel('Your industry').fill('Property management');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByText('No', { exact: true }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByText('An ad', { exact: true }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('group', { name: 'Do you work in a team?' }).getByText('Yes', { exact: true }).click();
  await page
    .getByRole('group', { name: 'Would you like a bulk discount for 5 or more accounts?' })
    .getByText('No', { exact: true })
    .click();
  await page.getByRole('button', { name: 'Finish' }).click();
}

billingTest(
  'a visitor drafts a team, signs up, pays on Stripe Checkout, and lands on Manage Team; a colleague with an account accepts the invite',
  async ({ page, browser, billingApp }) => {
    billingTest.setTimeout(180_000);
    // Signed out: the external variant (no testimonial), then sign up with the draft kept.
    await page.goto('/create-a-team');
    await expect(page.getByRole('heading', { name: TEAM_TEXTS.createTitle })).toBeVisible();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText(TEAM_TEXTS.nameRequired)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled();
    await page.getByRole('textbox', { name: 'Team name' }).fill('Harbour Realty');
    await page.getByRole('button', { name: 'Continue' }).click();
    const seats = page.getByRole('slider', { name: TEAM_TEXTS.seatsLabel });
    await expect(seats).toHaveAttribute('aria-valuenow', '2');
    await seats.focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByText('$25/mo per user')).toBeVisible();
    await shoot(page, 'create-team-external-settings');
    await page.getByRole('button', { name: 'Sign up to continue' }).click();

    const email = uniqueEmail('team-admin');
    await expect(page).toHaveURL(/\/sign-up\?redirect=%2Fcreate-a-team$/);
    await page.getByLabel('First Name').fill('Grace');
    await page.getByLabel('Last Name').fill('Hopper');
    await page.getByLabel('Email Address').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'SIGN UP' }).click();
    await expect(page).toHaveURL(/\/onboarding\/usage/);
    await finishOnboarding(page);

    // Back on team settings with the draft: 3 members; a trial counts as upgraded.
    await expect(page).toHaveURL(/\/create-a-team$/);
    await expect(seats).toHaveAttribute('aria-valuenow', '3');
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByRole('textbox', { name: 'Team name' })).toHaveValue('Harbour Realty');
    // No testimonial: it is the operator's to give (VITE_TEAM_TESTIMONIAL_*), and this build has none.
    await expect(page.getByRole('figure')).toHaveCount(0);
    await shoot(page, 'create-team-name');
    await expectAccessible(page, 'create a team');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('Yearly').click();
    await expect(page.getByText('$250/yr per user')).toBeVisible();
    await shoot(page, 'create-team-settings');
    await expectAccessible(page, 'team settings');
    await page.getByRole('button', { name: 'Continue' }).click();

    // Stripe's hosted Checkout (the local server's page) bills 3 seats of the yearly team plan.
    await expect(page).toHaveURL(new RegExp(`^${billingApp.stripe.url}/checkout/cs_test_`));
    await page.getByRole('button', { name: 'Pay' }).click();
    await expect(page).toHaveURL(/\/manage-team\/\d+$/, { timeout: 30_000 });
    await expect(page.getByText('Your team Harbour Realty is ready. Invite your colleagues.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Manage Team' })).toBeVisible();
    const teamId = Number(new URL(page.url()).pathname.split('/').pop());
    const user = await (await page.request.get('/api/user')).json();
    expect(user.companies).toEqual([
      expect.objectContaining({ id: teamId, name: 'Harbour Realty', is_admin: true, is_company_pays: true }),
    ]);
    // The admin's menu: Manage Team, no Create a team.
    await page.getByRole('button', { name: /Account menu/ }).click();
    await expect(page.getByRole('menuitem', { name: 'Manage Team' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Create a team' })).toHaveCount(0);
    await page.keyboard.press('Escape');

    // A colleague who already has an account is invited through the API and accepts in the app.
    const colleague = await browser.newContext({ baseURL: billingApp.url, bypassCSP: true });
    const other = await colleague.newPage();
    const colleagueEmail = await createAccount(other);
    // Invitations are e-mails: the admin verifies their address first.
    await verifyAddress(page.request, email);
    const invite = await page.request.post(`/api/company/${teamId}/invites`, {
      headers: { 'x-requested-with': 'XMLHttpRequest' },
      data: { email: colleagueEmail },
    });
    expect(invite.status(), await invite.text()).toBe(201);

    await other.goto('/login');
    await other.getByLabel('Email Address').fill(colleagueEmail);
    await other.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await other.getByRole('button', { name: 'LOG IN' }).click();
    const modal = other.getByRole('dialog', { name: 'Team invitation' });
    await expect(modal).toContainText('Grace Hopper invited you to join Harbour Realty on Folio.');
    await shoot(other, 'team-invite-modal');
    await expectAccessible(other, 'team invite modal');
    await modal.getByRole('button', { name: 'Accept' }).click();
    await expect(other.getByText('You joined Harbour Realty.')).toBeVisible();
    await expect(modal).toHaveCount(0);
    await other.getByRole('button', { name: 'Presentations' }).first().click();
    await expect(other.getByRole('menuitem', { name: 'Templates' })).toBeVisible();
    await other.keyboard.press('Escape');
    // In a team that pays: no Upgrade, no 'Get $20', no Create a team, no Manage Team for a member.
    await expect(other.getByRole('link', { name: 'Upgrade', exact: true })).toHaveCount(0);
    await other.getByRole('button', { name: /Account menu/ }).click();
    await expect(other.getByRole('menuitem', { name: 'Create a team' })).toHaveCount(0);
    await expect(other.getByRole('menuitem', { name: 'Manage Team' })).toHaveCount(0);
    await shoot(other, 'team-member-menu');
    await colleague.close();

    // The admin sees the colleague among the members.
    await page.reload();
    await expect(page.getByText(colleagueEmail).first()).toBeVisible();
  },
);
