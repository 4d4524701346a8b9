import { deflateSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { signIn } from './support/users.ts';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Buffer) => {
  let c = 0xffffffff;
  for (const byte of bytes) c = (CRC_TABLE[(c ^ byte) & 0xff] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
function chunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A small RGB PNG: sky over grass with a red square in the middle, so a crop is easy to see. */
function landscapePng(width: number, height: number) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB, deflate, no filter, no interlace
  const rows: number[] = [];
  for (let y = 0; y < height; y++) {
    rows.push(0);
    for (let x = 0; x < width; x++) {
      const house = Math.abs(x - width / 2) < height / 5 && Math.abs(y - height / 2) < height / 5;
      rows.push(...(house ? [181, 71, 47] : y < (height * 2) / 3 ? [125, 180, 230] : [93, 138, 74]));
    }
  }
  const signature = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);
  return Buffer.concat([
    signature,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.from(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

test('a user crops a profile picture in the picture editor, saves it and sees it', async ({ page }) => {
  await signIn(page);
  await page.goto('/settings/edit-profile');
  await page.getByLabel(/Add a picture/).setInputFiles({
    name: 'portrait.png',
    mimeType: 'image/png',
    buffer: landscapePng(240, 160),
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
  await expect(editor.getByRole('img', { name: 'Your picture' })).toBeVisible();
  await expect(editor.getByText('View Presentation')).toBeVisible();
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
