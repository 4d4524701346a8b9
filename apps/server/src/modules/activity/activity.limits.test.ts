import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ACTIVITY_RATE_LIMIT_PER_TOKEN } from '@folio/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestClock } from '../../test/clock.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { buildSharedPresentation, openLink, postActivity } from '../viewer/viewer.test-utils.ts';

/** The API's general limit, low here: tracking must not be held to it. */
const API_LIMIT = 20;
const clock = createTestClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock, env: { RATE_LIMIT_MAX: String(API_LIMIT) } });
});
afterAll(async () => {
  await t.close();
});

describe('the recipient’s page: rate limits of its own', () => {
  it('opens a link and serves its files to many viewers behind one address beyond the API’s limit', async () => {
    const s = await buildSharedPresentation(t);
    const link = await s.share();
    const file = path.join(t.dataDir, 'files', s.assets[0]!.fileKey!);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, Buffer.from('%PDF-1.4 the original\n%%EOF\n'));
    const office = '203.0.113.50';

    const opened = [];
    for (let i = 0; i < API_LIMIT + 10; i += 1) opened.push(await openLink(t, link.hash, {}, office));
    expect(opened.map(({ response }) => response.statusCode)).toEqual(Array(API_LIMIT + 10).fill(200));

    const url = (opened[0]!.body as unknown as { presentation: { assets: { file: string }[] } }).presentation
      .assets[0]!.file;
    const files: number[] = [];
    for (let i = 0; i < API_LIMIT + 10; i += 1)
      files.push(
        (
          await t.app.inject({
            method: 'GET',
            url: new URL(url).pathname + new URL(url).search,
            remoteAddress: office,
          })
        ).statusCode,
      );
    expect(files).toEqual(Array(API_LIMIT + 10).fill(200));
  });
});

describe('tracking: rate limits of its own', () => {
  it('takes the beacons of many viewers behind one address beyond the API’s limit, and stops one token’s flood', async () => {
    const s = await buildSharedPresentation(t);
    const link = await s.share();
    const tokens: string[] = [];
    for (let i = 0; i < 10; i += 1) tokens.push((await openLink(t, link.hash)).body.view_token!);
    clock.advance(60);
    const beacon = (token: string) =>
      postActivity(t, {
        view_token: token,
        events: [{ type: 'page_view', asset_id: s.assets[0]!.id, page: 0 }],
      });

    // Ten viewers in one office, three beacons each: past the API's limit for one address.
    const office: number[] = [];
    for (let round = 0; round < 3; round += 1)
      for (const token of tokens) office.push((await beacon(token)).statusCode);
    expect(office).toEqual(Array(30).fill(200));

    // One token sending more than any tab does is refused; the office's other viewers are not.
    const [flooding, ...others] = tokens;
    const flood: number[] = [];
    for (let i = 3; i < ACTIVITY_RATE_LIMIT_PER_TOKEN; i += 1)
      flood.push((await beacon(flooding!)).statusCode);
    expect(flood.every((status) => status === 200)).toBe(true);
    expect((await beacon(flooding!)).statusCode).toBe(429);
    expect((await beacon(others[0]!)).statusCode).toBe(200);
  });
});
