import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/axe.ts';
import { PASSWORD, signIn, uniqueEmail } from './support/users.ts';

test.use({ bypassCSP: true });

test("a user finds their referral link through 'Get $20', copies it, and sees the friend who signed up through it", async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page);
  await page.getByRole('link', { name: 'Get $20' }).click();
  await expect(page).toHaveURL(/\/referral$/);
  await expect(page.getByRole('heading', { name: 'Refer a friend, get $20' })).toBeVisible();
  await expect(page.getByText('No one has signed up through your link yet.')).toBeVisible();
  const field = page.getByLabel('Your referral link');
  const link = await field.inputValue();
  expect(link).toMatch(new RegExp(`^${baseURL}/sign-up\\?rr=[A-Za-z0-9]{10}$`));
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByText('Link copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

  // A friend opens the link in another browser and signs up.
  const friendContext = await browser.newContext({ baseURL });
  const friend = await friendContext.newPage();
  await friend.goto(link);
  await friend.getByLabel('First Name').fill('Sam');
  await friend.getByLabel('Last Name').fill('Okafor');
  await friend.getByLabel('Email Address').fill(uniqueEmail('friend'));
  await friend.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await friend.getByLabel('Confirm Password').fill(PASSWORD);
  await friend.getByRole('button', { name: 'SIGN UP' }).click();
  await expect(friend).toHaveURL(/\/onboarding\/usage/);
  await friendContext.close();

  await expect(async () => {
    await page.reload();
    await expect(page.getByRole('listitem')).toContainText(['Sam O.'], { timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await expect(page.getByRole('listitem')).toContainText(['Signed up']);
  await expectAccessible(page, '/referral');
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: width === 360 ? 740 : 800 });
    await page.screenshot({ path: test.info().outputPath(`referral-${width}.png`), fullPage: true });
  }
});
