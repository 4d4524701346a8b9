import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/axe.ts';
import { createAccount, PASSWORD } from './support/users.ts';

// axe is added as a script: the app's CSP (script-src 'self') would refuse it.
test.use({ bypassCSP: true });

test('a wrong password shows "Invalid Email or Password" and keeps the user on /login', async ({ page }) => {
  const email = await createAccount(page);
  await page.goto('/login');
  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Not-The-Password-1');
  await page.getByRole('button', { name: 'LOG IN' }).click();
  await expect(page.getByText('Invalid Email or Password')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
  await expectAccessible(page, 'login with an error');
});

test('a private page sends a signed-out visitor to /login and back after signing in', async ({ page }) => {
  const email = await createAccount(page);
  await page.goto('/contacts?search=maya');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fcontacts%3Fsearch%3Dmaya/);
  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'LOG IN' }).click();
  await expect(page).toHaveURL(/\/contacts\?search=maya$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAccessible(page, 'contacts');
  await page.goto('/login');
  await expect(page).toHaveURL(/\/presentations$/);
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/404$/);
  await expectAccessible(page, 'not found');
});
