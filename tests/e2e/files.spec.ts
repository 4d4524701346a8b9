import type { PresentationDetail } from '@folio/shared';
import { expect, type Page, test } from '@playwright/test';
import { createAccount, PASSWORD } from './support/users.ts';

async function signIn(page: Page) {
  const email = await createAccount(page);
  await page.goto('/login');
  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'LOG IN' }).click();
  await expect(page).toHaveURL(/\/presentations$/);
}

/**
 * A real PDF written by hand: one A4 page per number, each reading 'Page N' in big letters, plus
 * `padding` bytes of filler no page uses (so the upload lasts long enough to watch).
 */
function numberedPdf(pages: number, padding = 0) {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${Array.from({ length: pages }, (_, i) => `${4 + i * 2} 0 R`).join(' ')}] /Count ${pages} >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold >>',
  ];
  for (let n = 1; n <= pages; n++) {
    const content = `BT /F1 110 Tf 110 400 Td (Page ${n}) Tj ET`;
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 3 0 R >> >> /Contents ${3 + n * 2} 0 R >>`,
      `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    );
  }
  if (padding) objects.push(`<< /Length ${padding} >>\nstream\n${'%'.repeat(padding)}\nendstream`);
  let pdf = '%PDF-1.4\n';
  const offsets = objects.map((body, i) => {
    const offset = pdf.length;
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
    return offset;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) pdf += `${String(offset).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

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
    buffer: numberedPdf(4, 200_000),
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
