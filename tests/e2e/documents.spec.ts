import { expect, test } from '@playwright/test';
import { textPdf } from './support/pdf.ts';
import { signIn } from './support/users.ts';

test('uploads a PDF as a document, opens it from the ready toast and renames it', async ({ page }) => {
  await signIn(page);
  await page.getByRole('button', { name: 'Resources' }).click();
  await page.getByRole('menuitem', { name: 'Assets' }).click();
  await expect(page).toHaveURL(/\/single-file$/);
  await expect(page.getByRole('heading', { name: 'No files yet' })).toBeVisible();

  await page.getByLabel('Upload a file').setInputFiles({
    name: 'Harbor Brochure.pdf',
    mimeType: 'application/pdf',
    buffer: textPdf(['Harbor Brochure', 'Floor plans']),
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
