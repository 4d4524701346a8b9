import type { Asset } from '@folio/shared';
import { expect } from 'vitest';
import { reportPdf } from '../../test/report-pdf.ts';
import { call, type Headers, type TestApp } from '../../test/test-app.ts';
import { uploadFile } from '../../test/uploads.ts';

/** Uploads the report as the editor does and makes it a file asset. */
export async function addReport(t: TestApp, headers: Headers, presentationId: number, extra: object = {}) {
  const { key, post } = await uploadFile(t, headers, 'market-report.pdf', reportPdf());
  expect(post?.statusCode).toBe(204);
  const created = await call(t, 'POST', `/api/presentations/${presentationId}/assets`, headers, {
    type: 'file',
    upload_key: key,
    ...extra,
  });
  expect(created.statusCode).toBe(201);
  return created.json() as Asset;
}

export const assetOf = async (t: TestApp, headers: Headers, presentationId: number, assetId: number) =>
  ((await call(t, 'GET', `/api/presentations/${presentationId}`, headers)).json().assets as Asset[]).find(
    (a) => a.id === assetId,
  );

/** The asset once its conversion is over and its summary (if any) has ended. */
export async function settled(t: TestApp, headers: Headers, presentationId: number, assetId: number) {
  const deadline = Date.now() + 90_000;
  for (;;) {
    const asset = (await assetOf(t, headers, presentationId, assetId))!;
    const step = asset.summarizer_progress?.step;
    const converted = asset.job_status === 'done' || asset.job_status === 'failed';
    if ((converted && (step === undefined || step === 'done' || step === 'failed')) || Date.now() > deadline)
      return asset;
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

export const newPresentation = async (t: TestApp, headers: Headers) =>
  (await call(t, 'POST', '/api/presentations', headers, { title: 'Listing' })).json().id as number;
