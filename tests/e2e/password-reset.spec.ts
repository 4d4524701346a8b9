import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/axe.ts';
import { waitForMail } from './support/mailbox.ts';
import { createAccount, PASSWORD } from './support/users.ts';

// axe is added as a script: the app's CSP (script-src 'self') would refuse it.
test.use({ bypassCSP: true });

test('a user who forgot the password gets the e-mail, chooses a new password and signs in', async ({
  page,
}) => {
  const email = await createAccount(page);
  await page.goto('/login');
  await page.getByRole('link', { name: /forgot/i }).click();
  await expect(page).toHaveURL(/\/forgot-password/);
  await expectAccessible(page, 'forgot password');
  await page.getByLabel('Email Address').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page).toHaveURL(/\/check-email/);
  await expectAccessible(page, 'check e-mail');

  const mail = await waitForMail(email);
  expect(mail.subject).toBe('Reset your Folio password');
  const link = /http:\/\/127\.0\.0\.1:\d+\/change-password\/[\w-]+\/[\w-]+/.exec(mail.text ?? '')?.[0];
  expect(link).toBeTruthy();

  await page.goto(link!);
  await expect(page.getByLabel('New Password', { exact: true })).toBeVisible();
  await expectAccessible(page, 'change password');
  const newPassword = 'Harbor-Lights-2027';
  await page.getByLabel('New Password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm New Password').fill(newPassword);
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page).toHaveURL(/\/login/);

  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'LOG IN' }).click();
  await expect(page.getByText('Invalid Email or Password')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'LOG IN' }).click();
  await expect(page).toHaveURL(/\/presentations$/);

  // The used link is refused as the page opens, before a new password is typed.
  await page.goto(link!);
  await expect(page.getByRole('alert')).toContainText('The reset link is invalid or has expired.');
  await expect(page.getByLabel('New Password', { exact: true })).toHaveCount(0);
  await expectAccessible(page, 'used reset link');
  await page.getByRole('link', { name: 'Ask for a new link' }).click();
  await expect(page).toHaveURL(/\/forgot-password/);
});
