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

/** A valid PDF with one page per text (Helvetica on A4). */
function tinyPdf(texts: string[]) {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${texts.map((_, i) => `${4 + i * 2} 0 R`).join(' ')}] /Count ${texts.length} >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  texts.forEach((text, i) => {
    const content = `BT /F1 48 Tf 72 700 Td (${text}) Tj ET`;
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 3 0 R >> >> /Contents ${5 + i * 2} 0 R >>`,
    );
    objects.push(`<< /Length ${content.length} >>\nstream\n${content}\nendstream`);
  });
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

test('uploads a PDF as a document, opens it from the ready toast and renames it', async ({ page }) => {
  await signIn(page);
  await page.getByRole('button', { name: 'Resources' }).click();
  await page.getByRole('menuitem', { name: 'Assets' }).click();
  await expect(page).toHaveURL(/\/single-file$/);
  await expect(page.getByRole('heading', { name: 'No files yet' })).toBeVisible();

  await page.getByLabel('Upload a file').setInputFiles({
    name: 'Harbor Brochure.pdf',
    mimeType: 'application/pdf',
    buffer: tinyPdf(['Harbor Brochure', 'Floor plans']),
  });
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Your file is ready.' });
  await expect(toast).toBeVisible({ timeout: 30_000 });
  await expect(toast).toContainText('To preview “Harbor Brochure” click here.');
  await expect(page.getByRole('heading', { name: 'Harbor Brochure' })).toBeVisible();
  await expect(page.getByText(/^2 pages/)).toBeVisible();

  await toast.getByRole('link', { name: 'click here' }).click();
  await expect(page).toHaveURL(/\/single-file\/preview\/\d+$/);
  await expect(toast).toHaveCount(0);
  const pages = page.getByRole('img', { name: /page/i });
  await expect(pages.first()).toBeVisible();
  await expect(page.getByText(/1 of 2/)).toBeVisible();

  const title = page.getByRole('textbox', { name: 'Title' });
  const save = page.getByRole('button', { name: 'Save' });
  await expect(title).toHaveValue('Harbor Brochure');
  await expect(save).toBeDisabled();
  await title.fill('Harbor Brochure 2027');
  await expect(save).toBeEnabled();
  await save.click();
  await expect(page.getByText('Changes Saved')).toBeVisible();
  await expect(save).toBeDisabled();

  await page.getByRole('link', { name: 'Close preview' }).click();
  await expect(page).toHaveURL(/\/single-file$/);
  await expect(page.getByRole('heading', { name: 'Harbor Brochure 2027' })).toBeVisible();
});
