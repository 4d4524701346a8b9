import sharp from 'sharp';
import { PATIENCE_MS } from '../../test/patience.ts';
import { call, type Headers, type TestApp } from '../../test/test-app.ts';
import { uploadFile } from '../../test/uploads.ts';

/** Uploads a small real picture as the web app does; answers its upload key. */
export async function uploadPicture(t: TestApp, headers: Headers, filename: string) {
  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#5588aa' } })
    .png()
    .toBuffer();
  const { key } = await uploadFile(t, headers, filename, png);
  return key!;
}

/** Polls the draft until its generation has ended (ready, failed, or back to draft). */
export async function settledDraft(t: TestApp, headers: Headers, id: number, timeoutMs = PATIENCE_MS) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const draft = (await call(t, 'GET', `/api/asset-builder/${id}`, headers)).json();
    if (draft.status !== 'generating' || Date.now() > deadline) return draft;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
