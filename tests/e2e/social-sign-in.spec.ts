import { expect, type Page } from '@playwright/test';
import { socialTest as test } from './support/social-app.ts';
import { PASSWORD, uniqueEmail } from './support/users.ts';

const section = (page: Page) => page.getByRole('region', { name: 'Sign-in accounts' });

/** The page at a desktop and a phone width, for a look at both. */
async function shoot(page: Page, name: string) {
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: width === 360 ? 780 : 900 });
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('a new agent continues with Google, lands on onboarding, sets a password, then links Facebook in settings', async ({
  page,
  socialApp,
}) => {
  const email = uniqueEmail('google');
  socialApp.google.signIn({ email, name: 'Gail Grant' });
  socialApp.facebook.signIn({ email: uniqueEmail('facebook'), name: 'Gail G' });

  await page.goto('/sign-up');
  await expect(page.getByRole('button', { name: 'Continue with Facebook' })).toBeVisible();
  await shoot(page, 'sign-up');
  await page.goto('/login');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await expect(page).toHaveURL(/\/onboarding\/password\?signup=1$/);
  await expect(page.getByRole('heading', { name: 'Choose a password' })).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page).toHaveURL(/\/onboarding\/usage\?signup=1$/);

  await page.goto('/settings/integration');
  await expect(section(page).getByText('No Google or Facebook account is linked.')).toHaveCount(0);
  await expect(section(page).getByText(email)).toBeVisible();
  await section(page).getByRole('button', { name: 'Link Facebook' }).click();
  await expect(page.getByText('Your Facebook account is linked.')).toBeVisible();
  await expect(section(page).getByRole('button', { name: 'Unlink Facebook' })).toBeVisible();
  await shoot(page, 'sign-in-accounts');

  // The password chosen at onboarding works too.
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await page.goto('/login');
  await shoot(page, 'login');
  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'LOG IN' }).click();
  await expect(page).toHaveURL(/\/onboarding\/usage/);
});
