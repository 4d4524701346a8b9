import { expect, test } from '@playwright/test';
import { headers, ownerApi, presentationWithPdf, shareLink } from './support/api.ts';
import { phoneContext } from './support/phone.ts';
import { screenshots } from './support/screenshots.ts';

/** A desktop recipient (headless Chromium's own agent reads as a crawler, which is never counted). */
const DESKTOP =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';

test('a 1-view link: the first recipient views it, the second sees its expired page', async ({
  browser,
  baseURL,
}) => {
  const owner = await ownerApi(baseURL!);
  const id = await presentationWithPdf(owner.api, 'Birch Lane Cottage', ['Birch Lane']);
  const link = await shareLink(owner, id, { name: 'One look', max_views: 1 });

  const first = await phoneContext(browser, baseURL!);
  const firstPage = await first.newPage();
  await firstPage.goto(link.share_link);
  await expect(firstPage.getByRole('img', { name: /page 1/i }).first()).toBeVisible();
  await first.close();

  const second = await browser.newContext({
    baseURL,
    userAgent: DESKTOP,
    viewport: { width: 1280, height: 800 },
  });
  const page = await second.newPage();
  await page.goto(link.share_link);
  await expect(page.getByRole('heading', { name: 'This link has expired' })).toBeVisible();
  await expect(
    page.getByText(
      'This link from Dana Reyes has been viewed as many times as allowed. Ask them for a new one.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('img', { name: /page 1/i })).toHaveCount(0);
  await screenshots(page, 'link-expired');

  const links = await owner.api.get(`/api/presentations/${id}/share-links`, { headers });
  expect((await links.json()).results[0]).toMatchObject({ max_views: 1, views_used: 1 });
  await second.close();
});

test('an agreement accepted with name and e-mail, then its receipt downloaded from insights', async ({
  browser,
  baseURL,
}) => {
  const owner = await ownerApi(baseURL!);
  const id = await presentationWithPdf(owner.api, 'Cedar Point Loft', ['Cedar Point']);
  const link = await shareLink(owner, id, { name: 'Under NDA' });
  const nda = 'The price and the floor plan of Cedar Point Loft are confidential.\nDo not share them.';
  const set = await owner.api.put(`/api/presentations/${id}/share-links/${link.id}/agreement`, {
    headers,
    data: { text: nda },
  });
  expect(set.ok(), await set.text()).toBe(true);

  const recipient = await browser.newContext({
    baseURL,
    userAgent: DESKTOP,
    viewport: { width: 1280, height: 800 },
  });
  const page = await recipient.newPage();
  await page.goto(link.share_link);
  await expect(page.getByLabel('Agreement text')).toHaveValue(nda);
  await expect(page.getByRole('img', { name: /page 1/i })).toHaveCount(0);
  await screenshots(page, 'agreement-gate');
  await page.getByLabel('Your name').fill('Ann Lee');
  await page.getByLabel('Email').fill('ann.lee@example.com');
  await page.getByRole('button', { name: 'View presentation' }).click();
  await expect(page.getByText('Please accept the agreement to continue.')).toBeVisible();
  await page.getByRole('checkbox', { name: 'I have read and accept this agreement' }).check();
  await page.getByRole('button', { name: 'View presentation' }).click();
  await expect(page.getByRole('img', { name: /page 1/i }).first()).toBeVisible();
  await recipient.close();

  // The owner's insights list the acceptance with its receipt.
  const ownerContext = await browser.newContext({
    baseURL,
    storageState: await owner.api.storageState(),
    viewport: { width: 1280, height: 800 },
  });
  const insights = await ownerContext.newPage();
  await insights.goto(`/insights/${id}`);
  const panel = insights.getByRole('region', { name: /Agreement acceptances/ });
  await expect(panel.getByText('Ann Lee · ann.lee@example.com')).toBeVisible();
  await screenshots(insights, 'agreement-insights');
  const [download] = await Promise.all([
    insights.waitForEvent('download'),
    panel.getByRole('link', { name: 'Receipt PDF' }).click(),
  ]);
  const file = await download.path();
  const { readFile } = await import('node:fs/promises');
  const bytes = await readFile(file);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  await ownerContext.close();
});
