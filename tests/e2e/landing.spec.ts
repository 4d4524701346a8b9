import { expect, test } from '@playwright/test';
import { screenshots } from './support/screenshots.ts';

test('a visitor at / reads what Folio is, with no script, goes to sign-up and comes back by the logo', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto('/');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Send one link. Know who read it.' }),
  ).toBeVisible();
  // The landing page is markup and styles only: no script, ours or anyone else's.
  expect(scripts).toEqual([]);
  await screenshots(page, 'landing');

  await page.setViewportSize({ width: 360, height: 780 });
  const bodyWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(bodyWidth).toBeLessThanOrEqual(360);
  await page.getByRole('link', { name: 'Create your free account' }).click();
  await expect(page).toHaveURL(/\/sign-up$/);
  // The sign-up page's logo leads back to the landing page.
  await page.getByRole('link', { name: 'Folio home' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Send one link. Know who read it.' }),
  ).toBeVisible();
});
