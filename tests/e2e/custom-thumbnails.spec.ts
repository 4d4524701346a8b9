import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { converted, headers, presentationWithPdf, upload } from './support/api.ts';
import { textPdf } from './support/pdf.ts';
import { screenshots } from './support/screenshots.ts';
import { signIn } from './support/users.ts';

/** A picture with a blue left half and an orange right half: the crop keeps the middle square. */
const twoColours = () =>
  sharp({ create: { width: 600, height: 300, channels: 3, background: '#1f5fbf' } })
    .composite([
      {
        input: { create: { width: 300, height: 300, channels: 3, background: '#e8862f' } },
        left: 300,
        top: 0,
      },
    ])
    .png()
    .toBuffer();

const meanColour = async (bytes: Buffer) =>
  (await sharp(bytes).stats()).channels.slice(0, 3).map((c) => Math.round(c.mean));

test('an agent sets a custom thumbnail and a page as thumbnail, sees them in the editor, and the recipient sees them', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signIn(page);
  const api = page.context().request;
  await api.patch('/api/user', { headers, data: { auto_summarize_assets: false } });
  const id = await presentationWithPdf(api, 'Harbour House', ['Cover', 'Floor plan', 'Garden']);
  const key = await upload(api, 'Price list.pdf', 'application/pdf', textPdf(['Prices', 'Terms']));
  const prices = (await (
    await api.post(`/api/presentations/${id}/assets`, {
      headers,
      data: { type: 'file', upload_key: key, title: 'Price list' },
    })
  ).json()) as { id: number };
  await converted(api, id, prices.id);

  await page.goto(`/presentations/edit/${id}`);
  const cards = page.getByTestId('asset-card');
  await expect(cards).toHaveCount(2);
  const listing = cards.nth(0);
  const priceList = cards.nth(1);

  // A page as thumbnail: the third page of the listing.
  await listing.getByRole('button', { name: /More actions for/ }).click();
  await page.getByRole('menuitem', { name: 'Change thumbnail' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change thumbnail' });
  await expect(dialog.getByRole('button', { name: 'Page 3' })).toBeVisible();
  await screenshots(page, 'thumbnail-dialog');
  await dialog.getByRole('button', { name: 'Page 3' }).click();
  await expect(page.getByText('Thumbnail changed.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-pressed', 'true');
  await expect(dialog.getByRole('button', { name: 'Back to original' })).toBeVisible();
  const third = await dialog.getByRole('button', { name: 'Page 3' }).locator('img').getAttribute('src');
  await page.keyboard.press('Escape');
  await expect(listing.locator('img')).toHaveAttribute('src', third!);

  // An uploaded picture, cut square in the picture editor.
  await priceList.getByRole('button', { name: /More actions for/ }).click();
  await page.getByRole('menuitem', { name: 'Change thumbnail' }).click();
  await dialog
    .getByLabel('Upload a picture')
    .setInputFiles({ name: 'porch.png', mimeType: 'image/png', buffer: await twoColours() });
  const editor = page.getByRole('dialog', { name: 'Edit thumbnail' });
  await expect(editor.getByRole('heading', { name: 'Adjust thumbnail' })).toBeVisible();
  await editor.getByRole('button', { name: 'Next' }).click();
  await editor.getByRole('button', { name: 'Finish' }).click();
  await expect(page.getByText('Thumbnail changed.')).toBeVisible();
  await expect(dialog.getByRole('img', { name: 'Current thumbnail' })).toHaveAttribute(
    'src',
    /asset-thumbnails\//,
  );
  await page.keyboard.press('Escape');
  await expect(priceList.locator('img')).toHaveAttribute('src', /asset-thumbnails\//);
  await screenshots(page, 'thumbnails-editor');

  const stored = (await (await api.get(`/api/presentations/${id}`)).json()) as {
    assets: { thumbnail: string; thumbnail_meta: { source: string } | null; selected_thumbnail: number }[];
  };
  expect(stored.assets.map((a) => a.thumbnail_meta?.source)).toEqual(['page', 'upload']);
  expect(stored.assets[0]!.selected_thumbnail).toBe(2);

  // The recipient: both files' cards show their thumbnails, through the link's own file URLs.
  const link = (await (
    await api.post(`/api/presentations/${id}/share-link`, { headers, data: { name: 'Jane' } })
  ).json()) as { hash: string };
  const recipient = await browser.newPage();
  await recipient.goto(`/c/p/${link.hash}`);
  const thumbnails = recipient.getByTestId('file-thumbnail');
  await expect(thumbnails).toHaveCount(2);
  const sources = await thumbnails.evaluateAll((images) => images.map((i) => i.getAttribute('src') ?? ''));
  for (const src of sources) expect(src).toMatch(/\/api\/client\/files\/[0-9a-f]{40}\.c\d+\./);
  // Each loads as it nears the screen.
  for (const index of [0, 1]) {
    const image = thumbnails.nth(index);
    await image.scrollIntoViewIfNeeded();
    await expect.poll(() => image.evaluate((i: HTMLImageElement) => i.naturalWidth)).toBeGreaterThan(0);
  }
  // The listing's is its third page, the same picture the agent chose.
  const page3 = await (await api.get(third!)).body();
  expect((await (await recipient.request.get(sources[0]!)).body()).equals(page3)).toBe(true);
  const cut = await recipient.request.get(sources[1]!);
  const [r, , b] = await meanColour(await cut.body());
  // The square from the middle of the picture: both halves, blue and orange.
  expect(r).toBeGreaterThan(80);
  expect(b).toBeGreaterThan(60);
  await screenshots(recipient, 'thumbnails-recipient');
  await recipient.close();
});
