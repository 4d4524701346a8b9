import type { PresentationDetail } from '@folio/shared';
import { expect, type Page, test } from '@playwright/test';
import { textPdf } from './support/pdf.ts';
import { signIn } from './support/users.ts';

/** The presentation as the server holds it (the page's session cookie goes along). */
async function stored(page: Page, id: number): Promise<PresentationDetail> {
  const response = await page.request.get(`/api/presentations/${id}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as PresentationDetail;
}

test('a user uploads a PDF into a presentation, watches it convert and pages through it in the preview', async ({
  page,
}) => {
  await signIn(page);
  // This journey is the conversion's; the summary that follows has its own (summarizer.spec.ts).
  await page.request.patch('/api/user', {
    headers: { 'x-requested-with': 'XMLHttpRequest' },
    data: { auto_summarize_assets: false },
  });
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Create presentation' }).click();
  await expect(page).toHaveURL(/\/presentations\/edit\/\d+$/);
  const id = Number(/\/edit\/(\d+)$/.exec(page.url())?.[1]);
  const section = page.getByRole('region', { name: 'Assets' });

  // A slow uplink (50 KB/s for 200 KB) so the upload can be watched: its row, its rising bar, Cancel.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const uplink = (uploadThroughput: number) =>
    cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput,
    });
  await uplink(50 * 1024);

  await section.getByRole('button', { name: 'Add asset' }).click();
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('menuitem', { name: 'File', exact: true }).click();
  await (await chooser).setFiles({
    name: 'Harbour House pack.pdf',
    mimeType: 'application/pdf',
    buffer: textPdf(['Page 1', 'Page 2', 'Page 3', 'Page 4'], { size: 110, padding: 200_000 }),
  });
  const row = section.getByRole('listitem', { name: 'Uploading Harbour House pack.pdf' });
  await expect(row).toBeVisible();
  await expect(row.getByText(/^Uploading… ([1-9]|[1-9]\d)%$/)).toBeVisible();
  await expect(row.getByRole('progressbar')).toBeVisible();
  await expect(row.getByRole('button', { name: 'Cancel uploading Harbour House pack.pdf' })).toBeVisible();
  await expect(page.getByText('Saving…')).toBeVisible();
  await uplink(-1);

  // From here the bar only rises: the upload's, then the conversion's, until the card says '4 pages'.
  const card = section.getByRole('list', { name: 'Assets' }).getByRole('listitem').first();
  const seen: { phase: string; value: number }[] = [];
  await expect
    .poll(
      async () => {
        // One look at the row at a time: it is replaced by the asset's card on the way.
        const now = await card
          .evaluate((row) => ({
            text: row.textContent ?? '',
            value: row.querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow') ?? null,
          }))
          .catch(() => ({ text: '', value: null }));
        if (now.value !== null)
          seen.push({ phase: now.text.includes('Uploading') ? 'upload' : 'convert', value: +now.value });
        return now.text;
      },
      { timeout: 45_000, intervals: [50] },
    )
    .toContain('File · 4 pages');
  await expect(card.getByText('Harbour House pack', { exact: true })).toBeVisible();
  // The first page's thumbnail stands for the file in the list.
  await expect(card.locator('img')).toHaveAttribute('src', /thumb/);
  for (const phase of ['upload', 'convert']) {
    const values = seen.filter((s) => s.phase === phase).map((s) => s.value);
    expect(values).toEqual([...values].sort((a, b) => a - b));
  }
  await expect(page.getByText('All changes saved')).toBeVisible();

  const asset = (await stored(page, id)).assets[0]!;
  expect(asset).toMatchObject({
    type: 'file',
    title: 'Harbour House pack',
    number_of_pages: 4,
    job_status: 'done',
  });
  expect(asset.converted_files).toHaveLength(4);

  await page.getByRole('link', { name: 'Preview' }).click();
  await expect(page).toHaveURL(/\/presentations\/preview\/\d+$/);
  const viewer = page.getByRole('region', { name: 'Pages of Harbour House pack' });
  const indicator = viewer.getByTestId('page-indicator');
  await expect(indicator).toHaveText('1 of 4');
  const first = viewer.getByRole('img', { name: 'Page 1 of 4' });
  await expect(first).toBeVisible();
  await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(1000);

  // Paging down moves the indicator to the page most in view; each page arrives as it comes near.
  await viewer.locator('[data-page="2"]').scrollIntoViewIfNeeded();
  await expect(indicator).toHaveText('3 of 4');
  await expect(viewer.getByRole('img', { name: 'Page 3 of 4' })).toBeVisible();
  await viewer.locator('[data-page="3"]').scrollIntoViewIfNeeded();
  await expect(indicator).toHaveText('4 of 4');

  // Zoom: 10% steps between 70% and 400%, and back to 100%, keeping the page in view where it is.
  await viewer.locator('[data-page="1"]').scrollIntoViewIfNeeded();
  await expect(indicator).toHaveText('2 of 4');
  const pageBox = viewer.locator('[data-page="1"]');
  const width = async () => (await pageBox.boundingBox())!.width;
  const atHundred = await width();
  await viewer.getByRole('button', { name: 'Zoom in' }).click();
  await viewer.getByRole('button', { name: 'Zoom in' }).click();
  await expect(viewer.getByRole('button', { name: /^Zoom 120%/ })).toBeVisible();
  expect((await width()) / atHundred).toBeCloseTo(1.2, 1);
  await expect(indicator).toHaveText('2 of 4');
  await viewer.getByRole('button', { name: /^Zoom 120%/ }).click();
  await expect(viewer.getByRole('button', { name: /^Zoom 100%/ })).toBeVisible();
  for (let i = 0; i < 3; i++) await viewer.getByRole('button', { name: 'Zoom out' }).click();
  await expect(viewer.getByRole('button', { name: /^Zoom 70%/ })).toBeVisible();
  await expect(viewer.getByRole('button', { name: 'Zoom out' })).toBeDisabled();
  expect((await width()) / atHundred).toBeCloseTo(0.7, 1);
});
