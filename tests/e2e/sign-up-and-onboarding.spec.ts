import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/axe.ts';
import { verificationOf } from './support/mailbox.ts';
import { PASSWORD, uniqueEmail } from './support/users.ts';

// axe is added as a script: the app's CSP (script-src 'self') would refuse it.
test.use({ bypassCSP: true });

test('a new user signs up, answers the five onboarding steps, verifies the address, signs out and back in', async ({
  page,
}) => {
  const email = uniqueEmail('new-agent');
  await page.goto('/sign-up');
  await expect(page.getByRole('heading', { name: 'CREATE AN ACCOUNT' })).toBeVisible();
  const signUp = page.getByRole('button', { name: 'SIGN UP' });
  await expect(signUp).toBeDisabled();

  await page.getByLabel('First Name').fill('Rosa');
  await page.getByLabel('Last Name').fill('Marin');
  await page.getByLabel('Email Address').fill('not-an-email');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm Password').fill(PASSWORD);
  await page.getByLabel('Email Address').blur();
  await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
  await expectAccessible(page, 'sign-up with an error');
  await page.getByLabel('Email Address').fill(email.toUpperCase());
  await signUp.click();

  await expect(page).toHaveURL(/\/onboarding\/usage/);
  await expect(page.getByRole('heading', { name: 'Welcome to Folio' })).toBeVisible();
  await expectAccessible(page, 'onboarding');
  await page.getByText('Work', { exact: true }).click();
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/\/onboarding\/industry/);
  await page.getByText('Other', { exact: true }).click();
  await page.getByLabel('Your industry').fill('Property management');
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/\/onboarding\/brokerage/);
  await page.getByText('Yes', { exact: true }).click();
  await page.getByRole('combobox', { name: 'Your brokerage' }).click();
  await page.getByRole('option', { name: 'Compass' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/\/onboarding\/hear/);
  await page.getByText('Someone shared a presentation', { exact: true }).click();
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/\/onboarding\/team/);
  await page.getByRole('group', { name: 'Do you work in a team?' }).getByText('No', { exact: true }).click();
  await page
    .getByRole('group', { name: 'Would you like a bulk discount for 5 or more accounts?' })
    .getByText('No', { exact: true })
    .click();
  await page.getByLabel('Phone number (optional)').fill('+1 555 010 2030');
  await page.getByRole('button', { name: 'Finish' }).click();

  await expect(page).toHaveURL(/\/presentations$/);
  await expect(page.getByRole('heading', { name: 'Presentations', exact: true })).toBeVisible();
  await expectAccessible(page, 'presentations, unverified');
  const user = await (await page.context().request.get('/api/user')).json();
  expect(user).toMatchObject({
    email,
    email_verified: false,
    show_onboarding: false,
    mobile_phone: '+1 555 010 2030',
    first_name: 'Rosa',
  });

  // The banner says where the link and code went; after Resend only the newest code works.
  const banner = page.getByRole('region', { name: 'Verify your e-mail address' });
  await expect(banner).toContainText(email);
  const first = await verificationOf(email);
  await banner.getByRole('button', { name: 'Resend' }).click();
  await expect(page.getByText(`We sent a new link and code to ${email}.`)).toBeVisible();
  const second = await verificationOf(email, 2);
  await banner.getByRole('link', { name: 'Enter code' }).click();
  await expect(page).toHaveURL(/\/verify-email$/);
  await expectAccessible(page, 'verify e-mail');
  const code = page.getByLabel('Verification code');
  await code.fill(first.code === second.code ? '000000' : first.code);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(code).toHaveAccessibleDescription(/not right|expired/);
  await code.fill(second.code);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Your e-mail address is verified.')).toBeVisible();
  await expect(page).toHaveURL(/\/presentations$/);
  await expect(banner).toHaveCount(0);
  expect((await (await page.context().request.get('/api/user')).json()).email_verified).toBe(true);

  await page.getByRole('button', { name: /Rosa/ }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login/);
  expect((await page.context().request.get('/api/user')).status()).toBe(401);

  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'LOG IN' }).click();
  await expect(page).toHaveURL(/\/presentations$/);
});
