import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { signIn } from './support/users.ts';

/** A small PNG: sky over grass with a red square in the middle, so a crop is easy to see. */
async function landscapePng(width: number, height: number) {
  const side = Math.round((height * 2) / 5);
  const square = await sharp({ create: { width: side, height: side, channels: 3, background: '#b5472f' } })
    .png()
    .toBuffer();
  const grass = await sharp({
    create: { width, height: height - Math.round((height * 2) / 3), channels: 3, background: '#5d8a4a' },
  })
    .png()
    .toBuffer();
  return sharp({ create: { width, height, channels: 3, background: '#7db4e6' } })
    .composite([
      { input: grass, left: 0, top: Math.round((height * 2) / 3) },
      { input: square, left: Math.round((width - side) / 2), top: Math.round((height - side) / 2) },
    ])
    .png()
    .toBuffer();
}

test('a user crops a profile picture in the picture editor, saves it and sees it', async ({ page }) => {
  await signIn(page);
  await page.goto('/settings/edit-profile');
  await page.getByLabel(/Add a picture/).setInputFiles({
    name: 'portrait.png',
    mimeType: 'image/png',
    buffer: await landscapePng(240, 160),
  });

  const editor = page.getByRole('dialog', { name: 'Edit picture' });
  await expect(editor.getByRole('heading', { name: 'Adjust picture' })).toBeVisible();
  // The profile picture is square only.
  await expect(editor.getByText('3 : 2')).toHaveCount(0);
  await editor.getByRole('button', { name: /Pan image/ }).click();
  await expect(editor.getByText('Click and hold to move the image inside the square')).toHaveCount(0);

  // Drag the image to the right and zoom in one page of the slider.
  const frame = editor.getByRole('group', { name: 'Position of the picture' });
  const image = editor.locator('img.reactEasyCrop_Image');
  const box = await frame.boundingBox();
  if (!box) throw new Error('The crop frame is not on screen');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + 30, box.y + box.height / 2, { steps: 6 });
  await page.mouse.up();
  await expect(image).toHaveAttribute('style', /translate\(\d+(\.\d+)?px, 0px\)/);
  await expect(image).not.toHaveAttribute('style', /translate\(0px, 0px\)/);
  const zoom = editor.getByRole('slider', { name: 'Zoom' });
  await expect(zoom).toHaveAttribute('aria-valuenow', '1.4');
  await zoom.focus();
  await page.keyboard.press('PageUp');
  await expect(zoom).toHaveAttribute('aria-valuenow', '1.5');

  await editor.getByRole('button', { name: 'Next' }).click();
  await expect(editor.getByRole('heading', { name: 'Preview it' })).toBeVisible();
  // The real share e-mail, drawn by the server in the user's brand, with the crop as the sender's picture.
  const mail = editor.frameLocator('iframe[title^="The e-mail with your"]');
  await expect(mail.locator('img[src^="blob:"]')).toBeVisible();
  await expect(mail.getByText('View Presentation')).toBeVisible();
  await editor.getByRole('button', { name: 'Back' }).click();
  await expect(zoom).toHaveAttribute('aria-valuenow', '1.5');
  await editor.getByRole('button', { name: 'Next' }).click();
  await editor.getByRole('button', { name: 'Finish' }).click();
  await expect(editor).toHaveCount(0);

  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('changes saved')).toBeVisible();
  const user = (await (await page.request.get('/api/user')).json()) as {
    picture: string | null;
    thumbnail_picture: string | null;
  };
  expect(user.picture).toMatch(/\.png$/);

  await page.reload();
  const shown = page.locator('form img').first();
  await expect(shown).toHaveAttribute('src', user.thumbnail_picture ?? user.picture ?? '');
  // The stored picture is the square the editor cut.
  await expect
    .poll(() =>
      shown.evaluate((img) => {
        const { naturalWidth, naturalHeight } = img as unknown as {
          naturalWidth: number;
          naturalHeight: number;
        };
        return [naturalWidth > 0, naturalWidth === naturalHeight];
      }),
    )
    .toEqual([true, true]);
});
