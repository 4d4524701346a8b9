import { FILE_MESSAGES } from '@folio/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockApi } from '../../test/fetch-mock.ts';
import { isAbort, UploadError, uploadFile } from './upload-file.ts';
import { fakeXhr } from './uploads.test-utils.ts';

const ticket = {
  url: '/api/uploads/local',
  fields: { key: 'uploads/abc.pdf', policy: 'p0', signature: 's1', 'Content-Type': 'application/pdf' },
  key: 'uploads/abc.pdf',
};
const pdf = () => new File(['%PDF-1.4 pages'], 'Brochure.pdf', { type: 'application/pdf' });

let xhrs: ReturnType<typeof fakeXhr>;
const sent = (nth?: number) => xhrs.sent(nth);

beforeEach(() => {
  xhrs = fakeXhr();
});

describe('uploadFile', () => {
  it('signs the file, posts every field then the file last, and resolves with the key', async () => {
    const api = mockApi({ 'POST /api/uploads/sign': { body: ticket } });
    const done = uploadFile(pdf());
    const xhr = await sent();
    xhr.answer(204);
    await expect(done).resolves.toEqual({ key: 'uploads/abc.pdf' });
    expect(api.bodyOf('POST /api/uploads/sign')).toEqual({
      filename: 'Brochure.pdf',
      size: 14,
      content_type: 'application/pdf',
    });
    expect([xhr.method, xhr.url]).toEqual(['POST', '/api/uploads/local']);
    const names = [...xhr.body!.keys()];
    expect(names).toEqual(['key', 'policy', 'signature', 'Content-Type', 'file']);
    expect((xhr.body!.get('file') as File).name).toBe('Brochure.pdf');
    // Storage may be another origin (S3): none of the app's headers go there.
    expect(xhr.headers).toEqual({});
  });

  it('accepts the 200 and 201 that S3 may answer', async () => {
    mockApi({ 'POST /api/uploads/sign': { body: { ...ticket, url: 'https://bucket.example/' } } });
    const done = uploadFile(pdf());
    (await sent()).answer(201, '<PostResponse/>');
    await expect(done).resolves.toEqual({ key: 'uploads/abc.pdf' });
  });

  it('reports whole percentages that only rise, ending at 100', async () => {
    mockApi({ 'POST /api/uploads/sign': { body: ticket } });
    const seen: number[] = [];
    const done = uploadFile(pdf(), { onProgress: (p) => seen.push(p) });
    const xhr = await sent();
    xhr.progress(10, 100);
    xhr.progress(435, 1000);
    xhr.progress(30, 100); // a late, smaller report never moves the bar back
    xhr.progress(436, 1000); // the same whole percentage is not reported twice
    xhr.answer(204);
    await done;
    expect(seen).toEqual([10, 43, 100]);
  });

  it('rejects with the sign refusal the server gives (spec texts)', async () => {
    mockApi({ 'POST /api/uploads/sign': { status: 415, body: { detail: FILE_MESSAGES.typeNotAllowed } } });
    const error = await uploadFile(new File(['x'], 'tool.exe')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UploadError);
    expect((error as UploadError).message).toBe(FILE_MESSAGES.typeNotAllowed);
    expect(xhrs.made()).toHaveLength(0);
  });

  it('rejects with the storage refusal: our JSON detail or S3’s XML message', async () => {
    mockApi({ 'POST /api/uploads/sign': { body: ticket } });
    const local = uploadFile(pdf());
    (await sent()).answer(413, JSON.stringify({ detail: 'The file is larger than this upload allows.' }));
    await expect(local).rejects.toMatchObject({
      message: 'The file is larger than this upload allows.',
      status: 413,
    });
    const s3 = uploadFile(pdf());
    (await sent(2)).answer(403, '<Error><Code>AccessDenied</Code><Message>Policy expired</Message></Error>');
    await expect(s3).rejects.toMatchObject({ message: 'Policy expired', status: 403 });
  });

  it('rejects with a plain message when the connection drops', async () => {
    mockApi({ 'POST /api/uploads/sign': { body: ticket } });
    const done = uploadFile(pdf());
    (await sent()).onerror?.();
    await expect(done).rejects.toThrow('The upload was interrupted. Check your connection and try again.');
  });

  it('aborts the transfer when the signal fires, rejecting with an AbortError', async () => {
    mockApi({ 'POST /api/uploads/sign': { body: ticket } });
    const controller = new AbortController();
    const done = uploadFile(pdf(), { signal: controller.signal });
    const xhr = await sent();
    controller.abort();
    const error = await done.catch((e: unknown) => e);
    expect(xhr.aborted).toBe(true);
    expect(isAbort(error)).toBe(true);
  });

  it('does not send the file when cancelled while signing', async () => {
    let answer: (value: { body: unknown }) => void = () => undefined;
    mockApi({ 'POST /api/uploads/sign': new Promise((resolve) => (answer = resolve)) });
    const controller = new AbortController();
    const done = uploadFile(pdf(), { signal: controller.signal });
    controller.abort();
    answer({ body: ticket });
    expect(isAbort(await done.catch((e: unknown) => e))).toBe(true);
    expect(xhrs.made()).toHaveLength(0);
  });
});
