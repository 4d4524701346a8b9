import { expect, test } from '@playwright/test';
import { createAccount, PASSWORD } from './support/users.ts';

test('a wrong password shows "Invalid Email or Password" and keeps the user on /login', async ({ page }) => {
  const email = await createAccount(page);
  await page.goto('/login');
  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Not-The-Password-1');
  await page.getByRole('button', { name: 'LOG IN' }).click();
  await expect(page.getByText('Invalid Email or Password')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
});

test('a private page sends a signed-out visitor to /login and back after signing in', async ({ page }) => {
  const email = await createAccount(page);
  await page.goto('/contacts?search=maya');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fcontacts%3Fsearch%3Dmaya/);
  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'LOG IN' }).click();
  await expect(page).toHaveURL(/\/contacts\?search=maya$/);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/presentations$/);
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/404$/);
});
