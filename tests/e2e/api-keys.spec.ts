import { expect, type Page, test } from '@playwright/test';
import { signIn } from './support/users.ts';

const section = (page: Page) => page.getByRole('region', { name: 'API keys' });

async function shoot(page: Page, name: string) {
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: width === 360 ? 780 : 900 });
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('an agent creates an API key, copies it, calls the API with it, then revokes it', async ({
  page,
  context,
  request,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const email = await signIn(page);
  await page.goto('/settings/integration');
  await expect(section(page).getByText(/You have no API keys yet/)).toBeVisible();
  await section(page).getByRole('button', { name: 'Create API key' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create API key' });
  await dialog.getByLabel('Key name').fill('CRM sync');
  await dialog.getByRole('button', { name: 'Create key' }).click();

  const shown = page.getByRole('dialog', { name: 'Your new API key' });
  await expect(shown.getByText(/you won’t see it again/)).toBeVisible();
  const key = await shown.getByLabel('New API key').inputValue();
  expect(key).toMatch(/^folio_[\w-]{43}$/);
  await shown.getByRole('button', { name: 'Copy' }).click();
  await expect(page.getByText('API key copied.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);
  await shoot(page, 'api-key-shown-once');
  await shown.getByRole('button', { name: 'Done' }).click();
  await expect(section(page).getByText('CRM sync')).toBeVisible();
  await expect(page.getByText(key)).toHaveCount(0);

  // Another program, no cookie: the key alone.
  const bearer = { authorization: `Bearer ${key}` };
  const me = await request.get('/api/user', { headers: bearer });
  expect(me.status()).toBe(200);
  expect((await me.json()).email).toBe(email);
  await page.reload();
  await expect(section(page).getByText(/Last used just now/)).toBeVisible();
  await shoot(page, 'api-keys-list');

  await section(page).getByRole('button', { name: 'Revoke CRM sync' }).click();
  await page
    .getByRole('dialog', { name: 'Revoke this API key?' })
    .getByRole('button', { name: 'Revoke key' })
    .click();
  await expect(section(page).getByText(/You have no API keys yet/)).toBeVisible();
  expect((await request.get('/api/user', { headers: bearer })).status()).toBe(401);
});
