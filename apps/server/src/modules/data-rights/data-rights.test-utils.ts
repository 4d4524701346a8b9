import { colouredPages } from '@folio/converters/test/fixtures.ts';
import { buildPdf } from '@folio/converters/test/pdf-builder.ts';
import { expect, vi } from 'vitest';
import { patiently } from '../../test/patience.ts';
import { call, type Headers, type TestApp } from '../../test/test-app.ts';
import { uploadFile } from '../../test/uploads.ts';

/** A presentation of the user with a one-page PDF asset, once its page is converted. */
export async function presentationWithPdf(t: TestApp, headers: Headers, title: string) {
  const id = (await call(t, 'POST', '/api/presentations', headers, { title })).json().id as number;
  const pdf = buildPdf(colouredPages(1));
  const { key } = await uploadFile(t, headers, `${title}.pdf`, pdf);
  const asset = (
    await call(t, 'POST', `/api/presentations/${id}/assets`, headers, { type: 'file', upload_key: key })
  ).json();
  await vi.waitFor(async () => {
    const body = (
      await call(t, 'GET', `/api/presentations/${id}/assets/${asset.id}/converted`, headers)
    ).json();
    expect(body.is_complete).toBe(true);
  }, patiently);
  return { id, assetId: asset.id as number, pdf };
}
