import { expect, type Page } from '@playwright/test';
import { expectAccessible } from './support/axe.ts';
import { billingTest } from './support/billing-app.ts';
import { waitForMail } from './support/mailbox.ts';
import { ONBOARDING_ANSWERS, PASSWORD, signIn, uniqueEmail } from './support/users.ts';

// axe is added as a script: the app's CSP (script-src 'self') would refuse it.
billingTest.use({ bypassCSP: true, billingEnv: { TRIAL_DAYS: '14' } });

const HEADERS = { 'x-requested-with': 'XMLHttpRequest' };

/**
 * Makes the signed-in user (on the trial, which counts as upgraded) the admin of a paying team of three seats:
 * POST /api/company, then Stripe's hosted Checkout; Stripe's event creates the team.
 */
async function buyTeam(page: Page, name: string) {
  const checkout = await page.request.post('/api/company', {
    headers: HEADERS,
    data: { company_name: name, plan_id: 'tiered_monthly', quantity: 3, cancel_url: '/create-a-team' },
  });
  expect(checkout.ok(), await checkout.text()).toBe(true);
  await page.goto((await checkout.json()).url);
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect
    .poll(async () => (await (await page.request.get('/api/user')).json()).companies, { timeout: 30_000 })
    .toEqual([expect.objectContaining({ name, is_admin: true, is_billing_admin: true })]);
}

billingTest(
  'an admin invites a colleague from Manage Team; the colleague signs up from the e-mail and joins the team',
  async ({ page, browser, billingApp }) => {
    billingTest.setTimeout(180_000);
    await signIn(page);
    await buyTeam(page, 'Harbour Realty');

    await page.goto('/manage-team');
    await expect(page).toHaveURL(/\/manage-team\/\d+$/);
    await expect(page.getByLabel('Team name')).toHaveValue('Harbour Realty');
    await expect(page.getByText('1 of 3 seats used')).toBeVisible();
    await expect(page.getByText('No pending invites.')).toBeVisible();
    await expectAccessible(page, 'Manage Team');

    const colleague = uniqueEmail('colleague');
    const invite = page.getByRole('region', { name: 'Invite a colleague' });
    await invite.getByLabel('E-mail').fill(colleague);
    await invite.getByLabel('First name (optional)').fill('Grace');
    await invite.getByLabel('Last name (optional)').fill('Hopper');
    await invite.getByLabel('Message (optional)').fill('Welcome to the team!');
    await invite.getByRole('button', { name: 'Send invite' }).click();
    await expect(page.getByText(`Invite sent to ${colleague}.`)).toBeVisible();
    const pending = page.getByRole('region', { name: 'Pending invites' });
    await expect(pending.getByRole('row', { name: new RegExp(colleague) })).toBeVisible();
    await expect(page.getByText('2 of 3 seats used')).toBeVisible();
    await expectAccessible(page, 'Manage Team with an invite');

    // The colleague opens the e-mail's sign-up link in a browser of their own.
    const mail = await waitForMail(colleague);
    const link = /https?:\/\/\S+\/sign-up\?invite=[\w-]+/.exec(mail.text ?? '')?.[0];
    expect(link, mail.text).toBeTruthy();
    const theirs = await browser.newContext({ baseURL: billingApp.url, bypassCSP: true });
    const them = await theirs.newPage();
    await them.goto(link!);
    const address = them.getByLabel('Email Address');
    await expect(address).toHaveValue(colleague);
    await expect(address).toHaveAttribute('readonly', '');
    await expect(them.getByLabel('First Name')).toHaveValue('Grace');
    await expectAccessible(them, 'sign-up from an invite');
    await them.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await them.getByLabel('Confirm Password').fill(PASSWORD);
    await them.getByRole('button', { name: 'SIGN UP' }).click();
    await expect(them).toHaveURL(/\/onboarding|\/presentations/);
    await them.request.post('/api/onboarding', { headers: HEADERS, data: ONBOARDING_ANSWERS });
    await them.goto('/presentations');
    await expect(them.getByRole('link', { name: 'Templates', exact: true })).toBeVisible();
    await theirs.close();

    // The admin sees the newcomer among the members, and is told.
    await page.reload();
    const members = page.getByRole('region', { name: 'Members' });
    await expect(members.getByRole('row', { name: new RegExp(colleague) })).toContainText('Grace Hopper');
    await expect(page.getByText('No pending invites.')).toBeVisible();
    await expect(page.getByText('2 of 3 seats used')).toBeVisible();
    await page.getByRole('button', { name: /notifications/i }).click();
    await expect(page.getByText('Grace Hopper joined your team Harbour Realty.')).toBeVisible();
    await expectAccessible(page, 'Manage Team with the new member');
    await page.keyboard.press('Escape');

    await members.getByRole('combobox', { name: 'Role of Grace Hopper' }).selectOption('admin');
    await expect(page.getByText('Grace Hopper is now an admin.')).toBeVisible();

    // The last seat goes to a second invite; then the form waits for more seats, which the admin adds.
    await invite.getByLabel('E-mail').fill(uniqueEmail('second'));
    await invite.getByRole('button', { name: 'Send invite' }).click();
    await expect(page.getByText('3 of 3 seats used')).toBeVisible();
    await expect(invite.getByText('All 3 seats are in use. Add seats to invite more people.')).toBeVisible();
    await expect(invite.getByRole('button', { name: 'Send invite' })).toBeDisabled();
    await expectAccessible(page, 'Manage Team with every seat taken');
    await invite.getByRole('button', { name: 'Add seats' }).click();
    const seats = page.getByRole('dialog', { name: 'Change seats' });
    await expect(seats.getByLabel('Paid seats')).toHaveValue('4');
    await expect(seats).toContainText('Your card is charged for each added seat');
    await expectAccessible(page, 'Change seats');
    await seats.getByRole('button', { name: 'Save seats' }).click();
    await expect(page.getByText('Your team now has 4 seats.')).toBeVisible();
    await expect(page.getByText('3 of 4 seats used')).toBeVisible();
    await expect(invite.getByRole('button', { name: 'Send invite' })).toBeEnabled();
  },
);
