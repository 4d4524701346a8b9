import { expect, type Page, test } from '@playwright/test';
import { headers } from './support/api.ts';
import { phoneContext } from './support/phone.ts';
import { screenshots } from './support/screenshots.ts';
import { signIn } from './support/users.ts';

/**
 * A short WebM recorded by the browser itself (no video encoder on the machine): an orange frame with a
 * blue square, so the poster frame is easy to tell from the theme colour.
 */
async function recordClip(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 640;
    canvas.height = 360;
    const context = canvas.getContext('2d')!;
    const paint = (shift: number) => {
      context.fillStyle = '#e67e22';
      context.fillRect(0, 0, 640, 360);
      context.fillStyle = '#1f4e8c';
      context.fillRect(240 + shift, 100, 160, 160);
    };
    paint(0);
    const recorder = new MediaRecorder(canvas.captureStream(25), { mimeType: 'video/webm' });
    const chunks: Blob[] = [];
    recorder.ondataavailable = (event) => chunks.push(event.data);
    const stopped = new Promise((resolve) => {
      recorder.onstop = resolve;
    });
    recorder.start();
    for (let frame = 0; frame < 20; frame += 1) {
      paint(frame);
      await new Promise((resolve) => setTimeout(resolve, 40));
    }
    recorder.stop();
    await stopped;
    const bytes = new Uint8Array(await new Blob(chunks, { type: 'video/webm' }).arrayBuffer());
    let text = '';
    for (const byte of bytes) text += String.fromCharCode(byte);
    return btoa(text);
  });
  return Buffer.from(base64, 'base64');
}

/** A phone on cellular data, as Android's Chrome reports it (navigator.connection). */
const CELLULAR = () => {
  Object.defineProperty(Navigator.prototype, 'connection', {
    configurable: true,
    get: () => ({ type: 'cellular', effectiveType: '4g', saveData: false }),
  });
};

test('an agent adds a header video; a recipient on a phone on cellular data sees its poster frame', async ({
  page,
  browser,
  baseURL,
}) => {
  await signIn(page);
  const created = await page.request.post('/api/presentations', { headers, data: { title: 'Harbour Loft' } });
  const { id } = (await created.json()) as { id: number };
  await page.goto(`/presentations/edit/${id}`);

  const clip = await recordClip(page);
  await page.getByLabel('Header video file').setInputFiles({
    name: 'tour.webm',
    mimeType: 'video/webm',
    buffer: clip,
  });
  const preview = page.getByTestId('header-video-preview');
  await expect(preview).toHaveAttribute('poster', /\/api\/files\/presentations\//);
  await expect(page.getByRole('button', { name: 'Remove video' })).toBeVisible();
  await page.getByLabel('Category').fill('Waterfront homes');
  await page.getByRole('radiogroup', { name: 'Cover layout' }).getByText('Centered').click();
  await expect(page.getByRole('radio', { name: 'Centered' })).toBeChecked();
  await expect(page.getByText('All changes saved')).toBeVisible();
  await page.getByTestId('header-video-preview').scrollIntoViewIfNeeded();
  await screenshots(page, 'video-header-editor');

  const link = await page.request.post(`/api/presentations/${id}/share-link`, {
    headers,
    data: { is_public: true, name: 'Public Link' },
  });
  const { share_link: shareUrl } = (await link.json()) as { share_link: string };

  const phone = await phoneContext(browser, baseURL!, { viewport: { width: 360, height: 740 } });
  await phone.addInitScript(CELLULAR);
  const recipient = await phone.newPage();
  await recipient.goto(shareUrl);
  await expect(recipient.getByRole('heading', { name: 'Harbour Loft' })).toBeVisible();
  const video = recipient.getByTestId('header-video');
  await expect(video).toHaveAttribute('poster', /\/api\/client\/files\/[0-9a-f]{40}\.P\./);
  await expect(video).toHaveAttribute('preload', 'none');
  await expect(recipient.getByRole('button', { name: 'Play header video' })).toBeVisible();
  expect(await video.evaluate((element) => (element as HTMLVideoElement).paused)).toBe(true);
  // The poster is the clip's first frame: orange around a blue square.
  const poster = await recipient.request.get((await video.getAttribute('poster'))!);
  expect(poster.headers()['content-type']).toBe('image/jpeg');
  await expect(recipient.getByText('Waterfront homes')).toBeVisible();
  await recipient.screenshot({ path: test.info().outputPath('video-header-recipient-cellular-360.png') });
  await recipient.getByRole('button', { name: 'Play header video' }).click();
  await expect(recipient.getByRole('button', { name: 'Pause header video' })).toBeVisible();
  await phone.close();

  // On a desktop on a fixed line it plays by itself, muted and looping.
  const desk = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  const viewer = await desk.newPage();
  await viewer.goto(shareUrl);
  const playing = viewer.getByTestId('header-video');
  await expect(playing).toHaveJSProperty('muted', true);
  await expect(playing).toHaveJSProperty('loop', true);
  await expect.poll(() => playing.evaluate((element) => !(element as HTMLVideoElement).paused)).toBe(true);
  await viewer.screenshot({ path: test.info().outputPath('video-header-recipient-1280.png') });
  await desk.close();
});
