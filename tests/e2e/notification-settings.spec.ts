import { expect, type Page, test } from '@playwright/test';
import { ownerApi, presentationWithPdf, shareLink } from './support/api.ts';
import { seriousFindings } from './support/axe.ts';

// axe is added as a script: the app's CSP (script-src 'self') would refuse it.
test.use({ bypassCSP: true });

/** The page at desktop and phone widths, for whoever reviews the screens. */
async function screenshots(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}-1280.png`), fullPage: true });
  await page.setViewportSize({ width: 360, height: 780 });
  await page.screenshot({ path: test.info().outputPath(`${name}-360.png`), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('an owner turns the bell off for views: a recipient views, and only the other categories reach the bell', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const owner = await ownerApi(baseURL!, 'quiet');
  const id = await presentationWithPdf(owner.api, 'Maple Court', ['Front', 'Garden']);
  const link = await shareLink(owner, id, { name: 'Lee Park' });

  const context = await browser.newContext({
    baseURL,
    viewport: { width: 1280, height: 800 },
    storageState: await owner.api.storageState(),
    bypassCSP: true,
  });
  const page = await context.newPage();

  await page.goto('/settings/preferences');
  const preferences = page.getByRole('form', { name: 'Preferences' });
  await preferences.getByRole('switch', { name: 'Hide the missing header image reminder' }).click();
  await preferences.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your changes have been applied successfully.')).toBeVisible();
  expect(await seriousFindings(page), 'preferences tab').toEqual([]);
  await screenshots(page, 'settings-preferences');

  await page.getByRole('link', { name: 'Notifications' }).click();
  const settings = page.getByRole('form', { name: 'Notification settings' });
  await settings.getByRole('switch', { name: 'Presentation viewed: In the app' }).click();
  await expect(settings.getByRole('switch', { name: 'Presentation viewed: Push' })).toBeDisabled();
  await settings.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your changes have been applied successfully.').last()).toBeVisible();
  expect(await seriousFindings(page), 'notifications tab').toEqual([]);
  await screenshots(page, 'settings-notifications');
  // Saved: a reload shows the choice.
  await page.reload();
  await expect(settings.getByRole('switch', { name: 'Presentation viewed: In the app' })).not.toBeChecked();

  const recipient = await browser.newContext({ baseURL });
  const viewer = await recipient.newPage();
  await viewer.goto(link.share_link);
  await expect(viewer.getByRole('heading', { name: 'Maple Court' })).toBeVisible();
  await recipient.close();

  // 'First analytics' comes from the same view, made after the visit's entry would have been.
  await page.goto('/presentations');
  await page.getByRole('button', { name: /^Notifications/ }).click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await expect(async () => {
    await page.keyboard.press('Escape');
    await page.reload();
    await page.getByRole('button', { name: /^Notifications/ }).click();
    await expect(panel.getByText(/Your first analytics are in: see who viewed “Maple Court”/)).toBeVisible({
      timeout: 2_000,
    });
  }).toPass({ timeout: 30_000 });
  await expect(panel.getByRole('button', { name: /viewed “Maple Court” ·/ })).toHaveCount(0);
  await context.close();
});
