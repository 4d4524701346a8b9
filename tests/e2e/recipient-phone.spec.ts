import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { addPhoto, headers, ownerApi, presentationWithPdf, shareLink, upload } from './support/api.ts';
import { seriousFindings } from './support/axe.ts';
import { textPdf } from './support/pdf.ts';
import { phoneContext } from './support/phone.ts';

// axe is added as a script: the app's CSP (script-src 'self') would refuse it.
test.use({ bypassCSP: true });

const PAGES = ['Front', 'Living room', 'Kitchen', 'Garden', 'Floor plan', 'Neighbourhood'];

/** An agent with a phone on their profile, and a presentation of a 6-page PDF, two photos and two texts. */
async function longPresentation(baseURL: string) {
  const owner = await ownerApi(baseURL);
  const profile = await owner.api.patch('/api/user', { headers, data: { mobile_phone: '+1 555 0100' } });
  expect(profile.ok(), await profile.text()).toBe(true);
  const id = await presentationWithPdf(owner.api, 'Maple Court', PAGES);
  await addPhoto(owner.api, id, 'Terrace', '#2f6f8f');
  await addPhoto(owner.api, id, 'Garden view', '#4f8f2f');
  for (const title of ['Schools', 'Prices']) {
    const text = await owner.api.post(`/api/presentations/${id}/assets`, {
      headers,
      data: {
        type: 'text',
        title,
        description: `<p>${title}: ${'Quiet streets and parks. '.repeat(12)}</p>`,
      },
    });
    expect(text.ok(), await text.text()).toBe(true);
  }
  return { owner, id };
}

const phones = [
  { width: 360, height: 640 },
  { width: 390, height: 844 },
];

const box = async (locator: Locator) => (await locator.boundingBox())!;
const dockOf = (page: Page) => page.getByRole('complementary', { name: 'Agent and actions' });

/** A finger (the mouse, as pointer events) drawn across the full-screen viewer's picture. */
async function swipe(page: Page, direction: 'left' | 'right') {
  const stage = await box(page.getByTestId('full-screen-stage'));
  const [from, to] = direction === 'left' ? [0.8, 0.2] : [0.2, 0.8];
  const y = stage.y + stage.height / 2;
  await page.mouse.move(stage.x + stage.width * from, y);
  await page.mouse.down();
  await page.mouse.move(stage.x + stage.width * to, y, { steps: 6 });
  await page.mouse.up();
}

/** What the owner's insights say of each page of the presentation's file: sessions that saw it. */
async function pageViews(api: APIRequestContext, id: number) {
  const response = await api.get(`/api/presentation-insights/${id}`, { headers });
  const insights = (await response.json()) as { assets: { type: string; pages: { views: number }[] }[] };
  return insights.assets.find((asset) => asset.type === 'file')?.pages.map((page) => page.views) ?? [];
}

test('a long presentation on a phone: section chips, full-screen pages and photos, the agent card and a dock that covers nothing', async ({
  browser,
  baseURL,
}) => {
  const { owner, id } = await longPresentation(baseURL!);
  const link = (await shareLink(owner, id, { is_public: true })).share_link;
  for (const viewport of phones) {
    const context = await phoneContext(browser, baseURL!, { viewport, screen: viewport, bypassCSP: true });
    const page = await context.newPage();
    const shot = (name: string) =>
      page.screenshot({ path: test.info().outputPath(`${name}-${viewport.width}.png`) });
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Maple Court' })).toBeVisible();
    const dock = dockOf(page);
    await expect(dock).toBeVisible();
    await shot('cover');

    // The chips stay off the cover, come once it is passed, and take the reader to a section.
    const chips = page.getByRole('navigation', { name: 'Sections' });
    expect((await box(chips)).y).toBeLessThan(0);
    await page.getByRole('heading', { name: 'Schools' }).scrollIntoViewIfNeeded();
    await expect.poll(async () => (await box(chips)).y).toBe(0);
    await chips.getByRole('link', { name: 'Terrace' }).click();
    await expect(chips.getByRole('link', { name: 'Terrace' })).toHaveAttribute('aria-current', 'location');
    const terrace = page.getByRole('img', { name: 'Terrace' });
    await expect(terrace).toBeInViewport();
    expect((await box(terrace)).y).toBeGreaterThanOrEqual((await box(chips)).height);
    await shot('chips');

    // The file's zoom bar rides above the dock.
    await page.getByTestId('page-indicator').scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, -200));
    const bar = await box(page.getByTestId('page-indicator'));
    expect(bar.y + bar.height).toBeLessThanOrEqual((await box(dock)).y);

    // Photos full screen: a swipe, the arrow keys, Escape.
    await page.getByRole('button', { name: 'View Terrace full screen' }).click();
    const viewer = page.getByRole('dialog', { name: 'Photos' });
    await expect(viewer.getByRole('img', { name: 'Terrace' })).toBeVisible();
    await expect(page.getByTestId('full-screen-indicator')).toHaveText('1 of 2');
    await swipe(page, 'left');
    await expect(viewer.getByRole('img', { name: 'Garden view' })).toBeVisible();
    await expect(page.getByTestId('full-screen-indicator')).toHaveText('2 of 2');
    await shot('full-screen-photo');
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByTestId('full-screen-indicator')).toHaveText('1 of 2');
    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();

    // At the end, the agent card sits wholly above the dock, with call, text and e-mail.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const card = page.getByRole('region', { name: 'Dana Reyes' });
    await expect(card).toBeInViewport();
    const cardBox = await box(card);
    expect(cardBox.y + cardBox.height).toBeLessThanOrEqual((await box(dock)).y);
    const contacts = card.getByRole('link');
    await expect(contacts).toHaveCount(3);
    expect(await contacts.evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual([
      'tel:+15550100',
      'sms:+15550100',
      `mailto:${owner.email}`,
    ]);
    await shot('end');
    expect(await seriousFindings(page)).toEqual([]);
    await context.close();
  }
});

test('pages seen in the full-screen viewer count as viewed', async ({ browser, baseURL }) => {
  const { owner, id } = await longPresentation(baseURL!);
  const link = (await shareLink(owner, id, { is_public: true })).share_link;
  const context = await phoneContext(browser, baseURL!);
  const page = await context.newPage();
  await page.goto(link);
  // Opened from the first page, the reader swipes to the fifth; the page itself never scrolled there.
  await page.getByRole('button', { name: 'View page 1 full screen' }).click();
  const viewer = page.getByRole('dialog', { name: 'Listing' });
  await expect(viewer.getByRole('img', { name: 'Page 1 of 6' })).toBeVisible();
  for (const shown of ['2 of 6', '3 of 6', '4 of 6', '5 of 6']) {
    await swipe(page, 'left');
    await expect(page.getByTestId('full-screen-indicator')).toHaveText(shown);
  }
  await expect(viewer.getByRole('img', { name: 'Page 5 of 6' })).toBeVisible();
  await page.keyboard.press('Escape');
  // Closing leaves the reader on that page.
  await expect(page.getByTestId('page-indicator')).toHaveText('5 of 6');
  await page.goto('about:blank');
  await expect
    .poll(async () => (await pageViews(owner.api, id)).slice(0, 5), { timeout: 20_000 })
    .toEqual([1, 1, 1, 1, 1]);
  await context.close();
});

test('behind a gate nothing of the agent shows; past it, the feedback form knows the e-mail', async ({
  browser,
  baseURL,
}) => {
  const owner = await ownerApi(baseURL!);
  await owner.api.patch('/api/user', { headers, data: { mobile_phone: '+1 555 0100' } });
  const id = await presentationWithPdf(owner.api, 'Gated loft', ['Front']);
  const link = (await shareLink(owner, id, { name: 'Gate', require_email: true })).share_link;
  const context = await phoneContext(browser, baseURL!, {
    viewport: phones[0],
    screen: phones[0],
    bypassCSP: true,
  });
  const page = await context.newPage();
  await page.goto(link);
  await expect(page.getByRole('button', { name: 'View presentation' })).toBeVisible();
  await expect(dockOf(page)).toHaveCount(0);
  expect(await page.content()).not.toContain('555');
  await page.screenshot({ path: test.info().outputPath('gate-360.png') });
  expect(await seriousFindings(page)).toEqual([]);

  await page.getByLabel('Email').fill('buyer@example.com');
  await page.getByRole('button', { name: 'View presentation' }).click();
  await expect(dockOf(page)).toBeVisible();
  await dockOf(page).getByRole('button', { name: 'Give feedback' }).click();
  const dialog = page.getByRole('dialog', { name: 'Give Dana Reyes feedback' });
  await expect(dialog.getByLabel('Email')).toHaveValue('buyer@example.com');
  await context.close();
});

test('a shared document and a long presentation on a desktop: the same card, dock and full-screen pages', async ({
  browser,
  baseURL,
}) => {
  const { owner, id } = await longPresentation(baseURL!);
  const key = await upload(owner.api, 'offer.pdf', 'application/pdf', textPdf(['Offer', 'Terms']));
  const created = await owner.api.post('/api/document', {
    headers,
    data: { upload_key: key, title: 'Offer' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const document = (await created.json()) as { id: number };
  const links = {
    presentation: (await shareLink(owner, id, { is_public: true })).share_link,
    document: (await shareLink(owner, document.id, { name: 'Buyer' })).share_link,
  };
  for (const [kind, link] of Object.entries(links))
    for (const viewport of [phones[0]!, { width: 1280, height: 800 }]) {
      const context = await phoneContext(browser, baseURL!, {
        viewport,
        screen: viewport,
        bypassCSP: true,
        ...(viewport.width > 1000 && { isMobile: false, hasTouch: false, deviceScaleFactor: 1 }),
      });
      const page = await context.newPage();
      const shot = (name: string) =>
        page.screenshot({ path: test.info().outputPath(`${kind}-${name}-${viewport.width}.png`) });
      await page.goto(link);
      await expect(page.getByTestId('page-indicator').first()).toBeVisible();
      await expect(page.getByRole('region', { name: 'Dana Reyes' })).toBeAttached();
      await shot('top');
      await page.getByRole('button', { name: 'Full screen' }).first().click();
      await expect(page.getByTestId('full-screen-indicator')).toHaveText(/^1 of \d$/);
      await page.keyboard.press('ArrowRight');
      await expect(page.getByTestId('full-screen-indicator')).toHaveText(/^2 of \d$/);
      await shot('full-screen');
      await page.keyboard.press('Escape');
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const card = await box(page.getByRole('region', { name: 'Dana Reyes' }));
      expect(card.y + card.height).toBeLessThanOrEqual((await box(dockOf(page))).y);
      await shot('end');
      expect(await seriousFindings(page)).toEqual([]);
      await context.close();
    }
});
