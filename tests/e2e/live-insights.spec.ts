import { expect, type Page, test } from '@playwright/test';
import { ownerApi, presentationWithPdf } from './support/api.ts';
import { seriousFindings } from './support/axe.ts';
import { runViewer } from './support/scripted-viewer.ts';
import { uniqueEmail } from './support/users.ts';

// axe is added as a script: the app's CSP (script-src 'self') would refuse it.
test.use({ bypassCSP: true });

const stat = (page: Page, label: string) => page.locator(`dt:text-is("${label}") + dd`);

/** The page as it is now at desktop and phone widths, for whoever reviews the screens. */
async function screenshots(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}-1280.png`), fullPage: true });
  await page.setViewportSize({ width: 360, height: 780 });
  await page.screenshot({ path: test.info().outputPath(`${name}-360.png`), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('the owner’s open insights page follows a visit as it happens; the bell has one entry for it, by name', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const owner = await ownerApi(baseURL!, 'live');
  const pages = ['Front elevation', 'Living room', 'Kitchen'];
  const id = await presentationWithPdf(owner.api, 'Birch Lane Cottage', pages);
  const shared = await owner.api.post(`/api/presentations/${id}/share-email`, {
    data: {
      recipients: [{ name: 'Sam Ortiz', email: uniqueEmail('sam') }],
      title: 'Birch Lane Cottage',
      subject: 'Birch Lane Cottage',
      message: 'The cottage we talked about.',
    },
  });
  expect(shared.status(), await shared.text()).toBe(201);
  const link = (await shared.json()).share_links[0] as { share_link: string };

  // The owner's browser, signed in as the API context is, on the presentation's insights.
  const ownerContext = await browser.newContext({
    baseURL,
    viewport: { width: 1280, height: 800 },
    storageState: await owner.api.storageState(),
    bypassCSP: true,
  });
  const page = await ownerContext.newPage();
  await page.goto(`/insights/${id}`);
  await expect(page.getByText('No viewers yet')).toBeVisible();
  // Set once: a reload would lose it.
  await page.evaluate(() => {
    (window as unknown as { stillThisPage: boolean }).stillThisPage = true;
  });

  // Sam reads in a browser of their own, on a phone.
  await runViewer(browser, baseURL!, link.share_link, {
    device: 'phone',
    stops: [
      { page: 0, seconds: 3 },
      { page: 2, seconds: 3 },
    ],
    ending: 'leave',
  });

  // The viewer arrives live in the viewers list and in the hot leads, a link to their page in each.
  await expect(page.getByRole('link', { name: 'Sam Ortiz' })).toHaveCount(2);
  await expect(stat(page, 'Views')).toHaveText('1');
  await expect(stat(page, 'Unique viewers')).toHaveText('1');
  const reached = page.getByRole('list', { name: 'Viewers who reached each asset and page' });
  await expect(
    reached.getByRole('listitem', { name: 'Listing · Page 3: 1 of 1 viewer (100%)' }),
  ).toBeVisible();
  await expect(
    reached.getByRole('listitem', { name: 'Listing · Page 1: 1 of 1 viewer (100%)' }),
  ).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { stillThisPage?: boolean }).stillThisPage)).toBe(
    true,
  );
  // The page thumbnails beside the time bars load through the owner's own file URLs.
  const thumbs = page.getByRole('list', { name: 'Time per asset and page' }).locator('img');
  await expect(thumbs).toHaveCount(pages.length);
  await expect
    .poll(() =>
      thumbs.evaluateAll((imgs) => imgs.filter((img) => (img as HTMLImageElement).naturalWidth > 0).length),
    )
    .toBe(pages.length);

  // One bell entry for the visit, naming Sam.
  await page.getByRole('button', { name: /^Notifications/ }).click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  // A visit's entry reads 'who viewed “title” · time · assets'; the 'first …' ones are not visits.
  const visits = panel.getByRole('button', { name: /viewed “Birch Lane Cottage” ·/ });
  await expect(visits).toHaveCount(1);
  await expect(visits).toHaveAccessibleName(/^Sam Ortiz viewed “Birch Lane Cottage” · \d+ s · 1 of 1 asset/);
  await page.keyboard.press('Escape');

  expect(await seriousFindings(page), 'insights of one presentation').toEqual([]);
  await screenshots(page, 'presentation-insights');

  await page.getByRole('region', { name: 'Viewers (1)' }).getByRole('link', { name: 'Sam Ortiz' }).click();
  await expect(page.getByRole('heading', { name: 'Sam Ortiz', level: 1 })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Assets viewed' })).toContainText('Listing');
  expect(await seriousFindings(page), 'one viewer’s insights').toEqual([]);
  await screenshots(page, 'viewer-insights');
  await ownerContext.close();
});
