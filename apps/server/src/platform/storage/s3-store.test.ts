import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeS3 } from '../../test/fake-s3.ts';
import { createS3Store } from './s3-store.ts';
import type { BlobStore } from './storage.ts';

let s3: Awaited<ReturnType<typeof startFakeS3>>;
let store: BlobStore;
let dir: string;
beforeAll(async () => {
  s3 = await startFakeS3({ bucket: 'folio-files', secretAccessKey: 'secret-key' });
  store = createS3Store({
    bucket: 'folio-files',
    region: 'eu-west-1',
    endpoint: s3.endpoint,
    accessKeyId: 'access-key',
    secretAccessKey: 'secret-key',
    forcePathStyle: true,
  });
  dir = await mkdtemp(path.join(os.tmpdir(), 'folio-s3-'));
});
afterAll(async () => {
  await s3.close();
  await rm(dir, { recursive: true, force: true });
});

const post = async (url: string, fields: Record<string, string>, file: Buffer) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', new Blob([file]), 'x.pdf');
  return fetch(url, { method: 'POST', body: form });
};

describe('the S3 store (AWS SDK against an S3-speaking server)', () => {
  it('signs a browser POST that the bucket accepts, and enforces its size range', async () => {
    const key = 'uploads/0123456789abcdef0123456789abcdef.pdf';
    const ticket = await store.createUploadPost({
      key,
      contentType: 'application/pdf',
      maxBytes: 1000,
      expiresInSeconds: 3600,
    });
    expect(ticket.url).toBe(`${s3.endpoint}/folio-files`);
    expect(ticket.fields).toMatchObject({ key, acl: 'private', 'Content-Type': 'application/pdf' });
    expect((await post(ticket.url, ticket.fields, Buffer.from('%PDF-1.4 small'))).status).toBe(204);
    expect((await post(ticket.url, ticket.fields, Buffer.alloc(1001))).status).toBe(400);
    expect(
      (await post(ticket.url, { ...ticket.fields, key: 'uploads/other.pdf' }, Buffer.from('%PDF'))).status,
    ).toBe(403);
    const head = await store.head(key, 4);
    expect(head).toEqual({ size: 14, start: Buffer.from('%PDF') });
  });

  it('puts, reads, downloads, moves and deletes files, and whole prefixes', async () => {
    const source = path.join(dir, 'page.jpg');
    await writeFile(source, Buffer.from('jpeg bytes'));
    await store.putFile('pages/abc/page-0001.jpg', source, 'image/jpeg');
    await store.putFile('pages/abc/thumb-0001.jpg', source, 'image/jpeg');
    await store.putFile('pages/abd/page-0001.jpg', source, 'image/jpeg');
    const file = await store.get('pages/abc/page-0001.jpg');
    expect(file?.size).toBe(10);
    expect(file?.contentType).toBe('image/jpeg');
    const target = path.join(dir, 'copy.jpg');
    await store.download('pages/abc/page-0001.jpg', target);
    expect((await readFile(target)).toString()).toBe('jpeg bytes');
    await store.deletePrefix('pages/abc/');
    expect([...s3.objects.keys()].filter((k) => k.startsWith('pages/'))).toEqual(['pages/abd/page-0001.jpg']);
    expect(await store.move('pages/abd/page-0001.jpg', 'files/moved.jpg')).toBe(true);
    expect([
      s3.objects.has('pages/abd/page-0001.jpg'),
      s3.objects.get('files/moved.jpg')?.body.toString(),
    ]).toEqual([false, 'jpeg bytes']);
    expect(await store.move('pages/abd/page-0001.jpg', 'files/again.jpg')).toBe(false);
    await store.delete('files/moved.jpg');
    expect(await store.get('pages/abd/page-0001.jpg')).toBeNull();
    expect(await store.head('pages/none/page-0001.jpg', 4)).toBeNull();
    expect(await store.head('pages/none/page-0001.jpg', 0)).toBeNull();
    await store.putFile('pages/abe/page-0001.jpg', source, 'image/jpeg');
    expect((await store.head('pages/abe/page-0001.jpg', 0))?.size).toBe(10);
    const part = await store.get('pages/abe/page-0001.jpg', { start: 2, end: 5 });
    expect(part?.size).toBe(10);
    const chunks: Buffer[] = [];
    for await (const chunk of part!.stream) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe('eg b');
  });

  it('serves a private file to browsers only through a presigned GET that expires', async () => {
    const source = path.join(dir, 'photo.jpg');
    await writeFile(source, Buffer.from('photo bytes'));
    const key = 'pages/0123456789abcdef0123456789abcdef.jpg';
    await store.putFile(key, source, 'image/jpeg');
    expect((await fetch(`${s3.endpoint}/folio-files/${key}`)).status).toBe(403);
    const url = await store.signedGetUrl!(key, {
      expiresInSeconds: 1,
      contentType: 'image/jpeg',
      disposition: 'inline',
    });
    expect(url).toContain('X-Amz-Expires=1&');
    const got = await fetch(url);
    expect([got.status, got.headers.get('content-disposition'), await got.text()]).toEqual([
      200,
      'inline',
      'photo bytes',
    ]);
    expect((await fetch(url.replace(/X-Amz-Expires=1/, 'X-Amz-Expires=3600'))).status).toBe(403);
    await new Promise((resolve) => setTimeout(resolve, 2100));
    expect((await fetch(url)).status).toBe(403);
  });
});
