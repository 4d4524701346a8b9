import { expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { addPhoto, headers, ownerApi, shareLink } from './support/api.ts';
import { phoneContext } from './support/phone.ts';

const png = (width: number, height: number, background: string) =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();

/** A public link to a presentation whose first asset is a 1600 × 1200 photo; `dressed`: a cover picture, a logo, a credit line. */
async function photoPresentation(baseURL: string, dressed: boolean) {
  const owner = await ownerApi(baseURL);
  const { api } = owner;
  const { id } = await (
    await api.post('/api/presentations', { headers, data: { title: 'Harbour <Loft>' } })
  ).json();
  await api.patch(`/api/presentations/${id}`, {
    headers,
    data: { opening_msg: '<p>Welcome to the <strong>loft</strong>.</p>' },
  });
  if (dressed) {
    const cover = await api.patch(`/api/presentations/${id}`, {
      headers,
      multipart: {
        created_by_text: 'Shown by Harbour & Co',
        created_by_text_color: '#ffe08a',
        background_opacity: '0.6',
        background: { name: 'sky.png', mimeType: 'image/png', buffer: await png(1200, 600, '#7fb3d5') },
        logo: { name: 'logo.png', mimeType: 'image/png', buffer: await png(240, 120, '#c0392b') },
      },
    });
    expect(cover.status(), await cover.text()).toBe(200);
  }
  await addPhoto(api, id, 'Terrace', '#2f6f8f');
  return (await shareLink(owner, id, { is_public: true })).share_link;
}

/** Where the cover's parts and the first picture are, and which file the picture shows. */
async function layout(page: Page) {
  const box = async (selector: string) => {
    const element = page.locator(selector).first();
    const b = (await element.count()) ? await element.boundingBox() : null;
    return b && [b.x, b.y, b.width, b.height].map(Math.round);
  };
  const picture = '[data-asset-type="image"] img';
  return {
    header: await box('[data-testid="recipient-header"]'),
    cover: await box('[data-testid="presentation-header"]'),
    logo: await page.getByRole('img', { name: 'Logo' }).count(),
    credit: await box('[data-testid="presentation-header"] p.break-words'),
    title: await box('h1'),
    picture: await box(picture),
    shows: await page
      .locator(picture)
      .first()
      .evaluate((image) => (image as unknown as { currentSrc: string }).currentSrc),
  };
}

test('a public link shows its cover and first picture before any script runs, and nothing moves when the page starts', async ({
  browser,
  baseURL,
}) => {
  const plain = await photoPresentation(baseURL!, false);
  const dressed = await photoPresentation(baseURL!, true);
  for (const [link, viewport] of [
    [plain, null],
    [plain, { width: 1280, height: 800 }],
    [dressed, null],
    [dressed, { width: 1280, height: 800 }],
  ] as const) {
    const open = async (javaScriptEnabled: boolean) => {
      const context = viewport
        ? await browser.newContext({ baseURL, viewport, javaScriptEnabled })
        : await phoneContext(browser, baseURL!, { javaScriptEnabled });
      const page = await context.newPage();
      await page.goto(link);
      return { context, page };
    };
    const still = await open(false);
    await expect(still.page.getByRole('heading', { name: 'Harbour <Loft>' })).toBeVisible();
    await expect(still.page.getByRole('img', { name: 'Terrace' })).toBeVisible();
    const before = await layout(still.page);
    await still.context.close();

    const live = await open(true);
    await expect(live.page.getByText('Terrace', { exact: true })).toBeVisible();
    await expect(live.page.getByRole('button', { name: 'Give feedback' })).toBeVisible();
    expect(await layout(live.page)).toEqual(before);
    await live.page.screenshot({
      path: test
        .info()
        .outputPath(`cover-${link === dressed ? 'dressed' : 'plain'}-${viewport?.width ?? 375}.png`),
    });
    await live.context.close();
  }
});
