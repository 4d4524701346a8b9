import { expect, test } from '@playwright/test';
import { ALLOWED_EMBED_PORT, OTHER_EMBED_PORT, startEmbeddingSite } from './support/embedding-site.ts';
import { createAccount, PASSWORD } from './support/users.ts';

test('a partner site listed in EMBED_ORIGINS shows the login, and signing in there opens Folio in a new tab', async ({
  page,
}) => {
  const email = await createAccount(page);
  const site = await startEmbeddingSite(ALLOWED_EMBED_PORT, '/login-embeddable');
  try {
    await page.goto(site.url);
    const frame = page.frameLocator('iframe[title="Folio"]');
    await expect(frame.getByRole('heading', { name: 'Log in to Folio' })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('embedded-login-1280.png'), fullPage: true });
    await frame.getByLabel('Email Address').fill(email);
    await frame.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await frame.getByRole('button', { name: 'LOG IN' }).click();
    await expect(frame.getByRole('heading', { name: 'You’re signed in' })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('embedded-signed-in-1280.png'), fullPage: true });
    const [tab] = await Promise.all([
      page.waitForEvent('popup'),
      frame.getByRole('button', { name: 'Open Folio' }).click(),
    ]);
    await expect(tab).toHaveURL(/\/presentations$/);
    await expect(tab.getByRole('heading', { name: 'Log in to Folio' })).toHaveCount(0);
  } finally {
    await site.stop();
  }
});

test('a site not listed cannot frame the login', async ({ page }) => {
  const site = await startEmbeddingSite(OTHER_EMBED_PORT, '/login-embeddable');
  try {
    await page.goto(site.url);
    await expect(page.getByRole('heading', { name: 'Partner site' })).toBeVisible();
    await expect
      .poll(() =>
        page
          .frames()
          .find((f) => f !== page.mainFrame())
          ?.url(),
      )
      .toMatch(/^chrome-error:/);
    await expect(
      page.frameLocator('iframe[title="Folio"]').getByRole('heading', { name: 'Log in to Folio' }),
    ).toHaveCount(0);
  } finally {
    await site.stop();
  }
});
