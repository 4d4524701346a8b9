import type { PresentationDetail } from '@folio/shared';
import { expect, test } from '@playwright/test';
import { reportPdf } from './support/pdf.ts';
import { signIn } from './support/users.ts';

test('a user uploads a report with auto-summarize on, watches it summarized and takes the proposed title', async ({
  page,
}) => {
  await signIn(page);
  const user = await (await page.request.get('/api/user')).json();
  expect(user.auto_summarize_assets).toBe(true);
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Create presentation' }).click();
  await expect(page).toHaveURL(/\/presentations\/edit\/\d+$/);
  const id = Number(/\/edit\/(\d+)$/.exec(page.url())?.[1]);
  const section = page.getByRole('region', { name: 'Assets' });

  await section.getByRole('button', { name: 'Add asset' }).click();
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('menuitem', { name: 'File', exact: true }).click();
  await (await chooser).setFiles({
    name: 'market-report.pdf',
    mimeType: 'application/pdf',
    buffer: reportPdf(),
  });

  // No provider here: the offline method proposes the report's heading and sentences of its text, in a
  // dialog since the asset already has a title (its file name).
  const dialog = page.getByRole('dialog', { name: 'Suggested title and description' });
  await expect(dialog).toBeVisible({ timeout: 60_000 });
  await expect(dialog.getByText('Suggested from the document')).toBeVisible();
  await expect(dialog.getByText('market-report', { exact: true })).toBeVisible();
  await expect(dialog.getByText('Harbour Point Market Report')).toBeVisible();
  await expect(dialog.getByText(/always double-check AI suggestions before accepting\./)).toBeVisible();
  await page.screenshot({ path: '/tmp/summarizer-dialog.png' });
  await dialog.getByRole('button', { name: 'Use title only' }).click();
  await expect(dialog).toBeHidden();

  const card = section.getByRole('list', { name: 'Assets' }).getByRole('listitem').first();
  await expect(card.getByText('Harbour Point Market Report', { exact: true })).toBeVisible();
  await expect(card.getByText('A title and description were suggested')).toBeHidden();
  await expect(page.getByText('All changes saved')).toBeVisible();
  await expect
    .poll(async () => {
      const stored = (await (
        await page.request.get(`/api/presentations/${id}`)
      ).json()) as PresentationDetail;
      const [asset] = stored.assets;
      return [asset?.title, asset?.description, asset?.show_selection_summarize, asset?.ai_summarizer_result];
    })
    .toEqual(['Harbour Point Market Report', '', false, null]);
});
