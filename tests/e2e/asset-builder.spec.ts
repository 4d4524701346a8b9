import { ASSET_BUILDER_TEXTS } from '@folio/shared';
import { expect, type Page, request } from '@playwright/test';
import sharp from 'sharp';
import { goodAnswer } from '../../apps/server/src/test/ai/listing-site.ts';
import { aiTest as test } from './support/ai-app.ts';
import { headers } from './support/api.ts';
import { ONBOARDING_ANSWERS, PASSWORD, uniqueEmail } from './support/users.ts';

/** The page as it is now at desktop and phone widths. */
async function screenshots(page: Page, name: string, fullPage = true) {
  await page.screenshot({ path: test.info().outputPath(`${name}-1280.png`), fullPage });
  await page.setViewportSize({ width: 360, height: 780 });
  await page.screenshot({ path: test.info().outputPath(`${name}-360.png`), fullPage });
  await page.setViewportSize({ width: 1280, height: 800 });
}

// This Folio reads the local listing page: its outbound fetches may reach this machine.
test.use({ aiLoopback: true });

test('an agent pastes a listing address and a picture, generates the proposed assets, reviews them and adds them', async ({
  browser,
  baseURL,
  aiApp,
}) => {
  aiApp.chat.script({ text: goodAnswer, chunkDelayMs: 20 });
  const kitchen = await sharp({ create: { width: 320, height: 200, channels: 3, background: '#c8a165' } })
    .png()
    .toBuffer();
  // The address stays unverified: that Folio sends no e-mail, and the builder does not need it.
  const owner = { api: await request.newContext({ baseURL, extraHTTPHeaders: headers }) };
  const email = uniqueEmail('builder');
  const registered = await owner.api.post('/api/register', {
    data: { email, password1: PASSWORD, password2: PASSWORD, first_name: 'Dana', last_name: 'Reyes' },
  });
  expect(registered.ok()).toBe(true);
  await owner.api.post('/api/onboarding', { data: ONBOARDING_ANSWERS });
  const created = await owner.api.post('/api/presentations', { headers, data: { title: '12 Harbour Lane' } });
  const presentation = (await created.json()) as { id: number };
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 1280, height: 800 },
    storageState: await owner.api.storageState(),
  });
  const page = await context.newPage();
  await page.goto(`/presentations/edit/${presentation.id}`);

  await page.getByRole('button', { name: 'Add asset' }).click();
  await page.getByRole('menuitem', { name: ASSET_BUILDER_TEXTS.menuItem }).click();
  const dialog = page.getByRole('dialog', { name: ASSET_BUILDER_TEXTS.menuItem });
  await dialog.getByLabel('Listing addresses (one per line)').fill(aiApp.listingUrl);
  await dialog.getByTestId('asset-builder-file-input').setInputFiles({
    name: 'kitchen.png',
    mimeType: 'image/png',
    buffer: kitchen,
  });
  await expect(dialog.getByRole('list', { name: 'Files to place' }).getByText('kitchen.png')).toBeVisible();
  await screenshots(page, 'asset-builder-form', false);
  await dialog.getByRole('button', { name: 'Generate' }).click();

  const proposal = dialog.getByRole('list', { name: 'Proposed assets' });
  await expect(proposal.locator(':scope > li')).toHaveCount(5);
  await expect(dialog.getByText('always double-check AI suggestions before accepting.')).toBeVisible();
  await screenshots(page, 'asset-builder-review', false);

  // The review, by keyboard where it matters: remove the pricing notes, rename a section, pick the other thumbnail.
  await proposal.getByRole('button', { name: 'Remove Pricing notes' }).click();
  await proposal.getByRole('textbox', { name: 'Title' }).first().fill('Why you will love it');
  await proposal.getByRole('button', { name: 'Move The kitchen up' }).focus();
  await page.keyboard.press('Enter');
  await proposal.getByRole('button', { name: 'Use picture 2 as the thumbnail' }).click();
  await dialog.getByRole('button', { name: 'Add to presentation' }).click();

  await expect(page.getByText(ASSET_BUILDER_TEXTS.added(4))).toBeVisible();
  await expect(dialog).toBeHidden();
  const saved = (await (await owner.api.get(`/api/presentations/${presentation.id}`)).json()) as {
    assets: { type: string; title: string; thumbnail: string | null }[];
  };
  expect(saved.assets.map((a) => [a.type, a.title])).toEqual([
    ['image', 'The kitchen'],
    ['text', 'Why you will love it'],
    ['text', 'Neighbourhood'],
    ['link', 'Full listing'],
  ]);
  expect(saved.assets[3]!.thumbnail).toBe('https://images.example.com/harbour-kitchen.jpg');
  for (const title of ['The kitchen', 'Why you will love it', 'Neighbourhood', 'Full listing'])
    await expect(page.getByText(title, { exact: true }).first()).toBeVisible();
  await screenshots(page, 'asset-builder-added');
  await context.close();
});
