import { describe, expect, it } from 'vitest';
import { camelize } from '../../../lib/case.ts';
import { buildAsset } from '../../../test/editor-factories.ts';
import { applyConverted, applyProgress, keepConversionProgress } from './conversion-cache.ts';
import type { AssetProgress } from './conversion-messages.ts';
import { pageStored } from './socket.test-utils.ts';
import { placeOf, shiftFrom } from './upload-place.ts';

const converting = buildAsset({
  id: 7,
  type: 'file',
  file: '/f/a.pdf',
  job_status: 'converting',
  uploading: true,
});
const page = (index: number, total: number) => camelize(pageStored(7, index, total)) as AssetProgress;

describe('conversion in the cache', () => {
  it('appends the next page, and never lowers the percentage', () => {
    const one = applyProgress(converting, page(0, 4)).asset;
    expect(one.convertedFiles).toEqual(['/files/pages/a7/page-1.jpg']);
    expect(one.thumbnail).toBe('/files/pages/a7/thumb-1.jpg');
    expect(one.pageSizes).toEqual([[1600, 2071]]);
    const late = applyProgress({ ...one, percentageUpload: 60 }, page(0, 4));
    expect(late.asset.convertedFiles).toHaveLength(1);
    expect(late.asset.percentageUpload).toBe(60);
    expect(late.gap).toBe(false);
  });

  it('says when pages were missed', () => {
    const result = applyProgress(converting, page(2, 4));
    expect(result.gap).toBe(true);
    expect(result.asset.convertedFiles).toEqual([]);
  });

  it('ends at 100% with the number of pages, uploading cleared', () => {
    const done = applyConverted(converting, {
      type: 'asset.converted',
      presentationId: 12,
      assetId: 7,
      percentage: 100,
      numberOfPages: 4,
    });
    expect(done).toMatchObject({
      percentageUpload: 100,
      numberOfPages: 4,
      uploading: false,
      jobStatus: 'done',
    });
  });

  it('keeps the pages the socket brought over an older answer of the same conversion', () => {
    const held = applyProgress(applyProgress(converting, page(0, 4)).asset, page(1, 4)).asset;
    const answer = { ...converting, title: 'Renamed' };
    const kept = keepConversionProgress(held, answer);
    expect(kept.title).toBe('Renamed');
    expect(kept.convertedFiles).toHaveLength(2);
    const finished = applyConverted(held, {
      type: 'asset.converted',
      presentationId: 12,
      assetId: 7,
      percentage: 100,
      numberOfPages: 2,
    });
    expect(keepConversionProgress(finished, answer).jobStatus).toBe('done');
    // A finished answer, or another file, is taken as it is.
    const doneAnswer = { ...answer, jobStatus: 'done' as const, uploading: false };
    expect(keepConversionProgress(held, doneAnswer)).toBe(doneAnswer);
  });
});

describe('the place of an upload', () => {
  const a = buildAsset({ id: 1, position: 0 });
  const b = buildAsset({ id: 2, position: 3 });
  const row = buildAsset({ id: -1, position: 9 });
  it('is right after the saved asset above its row, whatever gaps the positions have', () => {
    expect(placeOf([a, b, row], -1)).toBe(4);
    expect(placeOf([a, row, b], -1)).toBe(1);
    expect(placeOf([row, a, b], -1)).toBe(0);
  });
  it('moves the saved assets from there on one place down, as the server does', () => {
    const created = buildAsset({ id: 3, position: 1 });
    expect(shiftFrom([a, created, b], 1, 3).map((x) => x.position)).toEqual([0, 1, 4]);
  });
});
