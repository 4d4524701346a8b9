import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { ownerApi, presentationWithPdf } from './support/api.ts';
import { phoneContext } from './support/phone.ts';
import { showsQrCodeOf } from './support/qr-modules.ts';
import { screenshots } from './support/screenshots.ts';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

test("a QR code of a watermarked link: made and downloaded in the share dialog, scanned on a phone, the page drawn with the viewer's mark, and the view 'via QR code' in insights", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const owner = await ownerApi(baseURL!, 'qr');
  // No title suggestion for the listing's PDF: its dialog would open over the editor (summarizer.spec.ts).
  await owner.api.patch('/api/user', { data: { auto_summarize_assets: false } });
  const id = await presentationWithPdf(owner.api, 'Birch Hollow Cabin', ['Birch Hollow', 'Porch']);

  // The owner makes a watermarked link in the share dialog and downloads its print-ready code.
  const ownerContext = await browser.newContext({
    baseURL,
    viewport: { width: 1280, height: 800 },
    storageState: await owner.api.storageState(),
  });
  const editor = await ownerContext.newPage();
  await editor.goto(`/presentations/edit/${id}`);
  await editor.getByRole('button', { name: 'Share' }).click();
  await editor.getByRole('menuitem', { name: 'Share link' }).click();
  const dialog = editor.getByRole('dialog', { name: 'Share link' });
  await dialog.getByLabel('Link name').fill('Open house flyer');
  await dialog.getByRole('button', { name: 'Advanced' }).click();
  await dialog.getByRole('switch', { name: 'Watermark' }).click();
  const opacity = dialog.getByRole('slider', { name: 'Watermark opacity' });
  await opacity.focus();
  await editor.keyboard.press('PageUp');
  await editor.keyboard.press('PageUp');
  await expect(opacity).toHaveAttribute('aria-valuenow', '40');
  await dialog.getByRole('button', { name: 'Generate' }).click();
  const shareUrl = await dialog.getByRole('textbox', { name: 'Open house flyer' }).inputValue();
  expect(shareUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/c\/p\/[0-9a-f]{40}/);
  const scanned = `${shareUrl}?src=qr`;
  const codes = dialog.getByRole('region', { name: 'QR code' });
  await expect(codes).toBeVisible();
  await screenshots(editor, 'qr-share-dialog');

  const download = async (name: string) => {
    const [file] = await Promise.all([
      editor.waitForEvent('download'),
      codes.getByRole('link', { name }).click(),
    ]);
    return { name: file.suggestedFilename(), bytes: await readFile((await file.path())!) };
  };
  const png = await download('Download PNG');
  expect(png.name).toBe('qr-open-house-flyer.png');
  expect(png.bytes.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
  const pngInfo = await sharp(png.bytes).metadata();
  expect(pngInfo).toMatchObject({ format: 'png' });
  // Print-ready: at least 1024 px, square, whole pixels per module.
  expect(pngInfo.width).toBeGreaterThanOrEqual(1024);
  expect(pngInfo.height).toBe(pngInfo.width);
  expect(await showsQrCodeOf(png.bytes, scanned)).toEqual([]);

  const svg = await download('Download SVG');
  expect(svg.name).toBe('qr-open-house-flyer.svg');
  const text = svg.bytes.toString('utf8');
  expect(text).toMatch(/^(<\?xml[^>]*>\s*)?<svg[\s>]/);
  expect(text).toMatch(/<\/svg>\s*$/);
  // librsvg parses it and draws it 1024 px wide, the same modules as the PNG.
  const svgInfo = await sharp(svg.bytes).metadata();
  expect(svgInfo).toMatchObject({ format: 'svg', width: 1024, height: 1024 });
  expect(await showsQrCodeOf(svg.bytes, scanned)).toEqual([]);
  // Another link's code would not pass: the check reads the modules.
  expect((await showsQrCodeOf(png.bytes, `${shareUrl}?src=email`)).length).toBeGreaterThan(20);
  await dialog.getByRole('button', { name: 'Done' }).click();

  // A phone scans it: the link with ?src=qr.
  const phone = await phoneContext(browser, baseURL!, { viewport: { width: 360, height: 740 } });
  const page = await phone.newPage();
  await page.goto(scanned);
  const firstPage = page.getByRole('img', { name: /page 1/i }).first();
  await expect(firstPage).toBeVisible();
  await firstPage.scrollIntoViewIfNeeded();
  // Drawn for this viewer on first request: wait until the image has arrived.
  await expect
    .poll(() => firstPage.evaluate((img) => (img as HTMLImageElement).naturalWidth), { timeout: 30_000 })
    .toBeGreaterThan(0);
  await page.screenshot({ path: test.info().outputPath('watermarked-page-360.png') });
  // The original file is not offered on a watermarked link.
  expect(await page.getByRole('link', { name: /download/i }).count()).toBe(0);
  await phone.close();

  const insights = await ownerContext.newPage();
  await insights.goto(`/insights/${id}`);
  const leads = insights.getByRole('list', { name: 'Hot leads, best score first' });
  await leads.getByRole('link').first().click();
  await expect(insights.getByText(/via QR code/).first()).toBeVisible({ timeout: 30_000 });
  await screenshots(insights, 'qr-insights');
  await ownerContext.close();
});
