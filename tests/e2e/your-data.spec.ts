import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import yauzl from 'yauzl';
import { headers, presentationWithPdf } from './support/api.ts';
import { waitForMail } from './support/mailbox.ts';
import { screenshots } from './support/screenshots.ts';
import { PASSWORD, signIn } from './support/users.ts';

/** The names of the files in a zip, read with yauzl. */
function zipNames(bytes: Buffer): Promise<string[]> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error);
      const names: string[] = [];
      zip.on('entry', (entry: yauzl.Entry) => {
        names.push(entry.fileName);
        zip.readEntry();
      });
      zip.on('end', () => resolve(names));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

const section = (page: Page, name: string) => page.getByRole('region', { name });

test('an agent downloads their data, then deletes the account: sign-in fails and their link is gone', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const email = await signIn(page);
  const api = page.context().request;
  const presentationId = await presentationWithPdf(api, 'Seaside Cottage', ['Floor plan', 'Garden']);
  const link = await (
    await api.post(`/api/presentations/${presentationId}/share-link`, { headers, data: { is_public: true } })
  ).json();
  expect((await api.get(new URL(link.share_link).pathname)).status()).toBe(200);

  await page.goto('/settings/your-data');
  const download = section(page, 'Download your data');
  await download.getByRole('button', { name: 'Request my data' }).click();
  const zipLink = download.getByRole('link', { name: 'Download zip' });
  await expect(zipLink).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText('Your data is ready to download.').first()).toBeVisible();
  const mail = await waitForMail(email, 60_000);
  expect(mail.subject).toBe('Your Folio data is ready to download');
  await screenshots(page, 'your-data-ready');

  const [file] = await Promise.all([page.waitForEvent('download'), zipLink.click()]);
  expect(file.suggestedFilename()).toMatch(/^folio-data-\d{4}-\d\d-\d\d\.zip$/);
  const names = await zipNames(await readFile((await file.path())!));
  expect(names).toContain('README.txt');
  expect(names).toContain('presentations.json');
  expect(
    names.some((n) => n.startsWith(`files/presentations/${presentationId}/assets/`) && n.endsWith('.pdf')),
  ).toBe(true);

  const remove = section(page, 'Delete account');
  await remove.getByLabel('Enter your password to confirm').fill('not my password');
  await remove.getByRole('button', { name: 'Delete my account' }).click();
  await expect(remove.getByText('The password is not correct.')).toBeVisible();
  await remove.scrollIntoViewIfNeeded();
  await screenshots(page, 'your-data-delete');
  await remove.getByLabel('Enter your password to confirm').fill(PASSWORD);
  await remove.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Your account and everything in it have been deleted.')).toBeVisible();

  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'LOG IN' }).click();
  await expect(page.getByText('Invalid Email or Password')).toBeVisible();

  await page.goto(link.share_link.replace(/^https?:\/\/[^/]+/, ''));
  await expect(page.getByRole('heading', { name: /not found/i })).toBeVisible();
  await screenshots(page, 'your-data-link-gone');
});
