import { expect } from '@playwright/test';
import sharp from 'sharp';
import { headers, ownerApi } from './support/api.ts';
import { boxTest as test } from './support/box-app.ts';
import { screenshots } from './support/screenshots.ts';

test('an agent connects Box from the image picker, imports a logo from a Box folder, and disconnects in settings', async ({
  browser,
  baseURL,
  boxApp,
}) => {
  const logo = await sharp({ create: { width: 120, height: 120, channels: 3, background: '#2f6f4f' } })
    .png()
    .toBuffer();
  boxApp.box.addFolder('11', 'Listings');
  boxApp.box.addFile('23', 'Harbor logo.png', logo, '11');
  boxApp.box.addFile('24', 'Contract.pdf', Buffer.from('%PDF-1.4'), '11');
  const owner = await ownerApi(baseURL!, 'box');
  const created = await owner.api.post('/api/presentations', {
    headers,
    data: { title: 'Harbor View Loft' },
  });
  const presentation = (await created.json()) as { id: number };
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 1280, height: 800 },
    storageState: await owner.api.storageState(),
  });
  const page = await context.newPage();
  await page.goto(`/presentations/edit/${presentation.id}`);

  // Not connected yet: the Box source connects through Box's consent page and comes back here.
  await page.getByRole('button', { name: 'Upload logo' }).click();
  const picker = page.getByRole('dialog', { name: 'Choose an image' });
  const boxSource = picker.getByRole('button', { name: 'Box', exact: true });
  await expect(boxSource).toHaveAccessibleDescription('Connect Box');
  await screenshots(page, 'box-picker-connect');
  await boxSource.click();
  await expect(page.getByText('Box connected.')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/presentations/edit/${presentation.id}$`));

  await page.getByRole('button', { name: 'Upload logo' }).click();
  await expect(boxSource).toHaveAccessibleDescription('Choose a picture');
  await boxSource.click();
  const browserDialog = page.getByRole('dialog', { name: 'Box', exact: true });
  await browserDialog.getByRole('button', { name: 'Listings' }).click();
  await expect(browserDialog.getByRole('button', { name: 'Harbor logo.png' })).toBeVisible();
  await expect(browserDialog.getByText('Contract.pdf')).toHaveCount(0);
  await screenshots(page, 'box-browser');
  await browserDialog.getByRole('button', { name: 'Harbor logo.png' }).click();

  const editor = page.getByRole('dialog', { name: 'Edit logo' });
  await editor.getByRole('button', { name: 'Next' }).click();
  await editor.getByRole('button', { name: 'Finish' }).click();
  await expect(page.getByRole('button', { name: 'Replace logo' })).toBeVisible();
  expect(boxApp.box.seen.some((r) => r.path === '/2.0/files/23/content')).toBe(true);

  await page.goto('/settings/integration');
  const section = page.getByRole('region', { name: 'Cloud storage' });
  await expect(section.getByText('Connected as ann@box.test')).toBeVisible();
  await screenshots(page, 'cloud-storage-connected');
  await section.getByRole('button', { name: 'Disconnect Box' }).click();
  await expect(section.getByRole('link', { name: 'Connect Box' })).toBeVisible();
  expect(boxApp.box.liveGrants()).toHaveLength(0);
  await screenshots(page, 'cloud-storage-disconnected');
  await context.close();
});
