import { describe, expect, it } from 'vitest';
import { isPageImageKey, pageImageSrcset } from './page-renditions.ts';

const hash = 'a'.repeat(40);
const mac = 'b'.repeat(32);

describe('pageImageSrcset', () => {
  it('offers a recipient’s page URL at 800 px through the same URL, and nothing for other files', () => {
    const page = `https://folio.example/api/client/files/${hash}.p12-3.1795701600.${mac}`;
    expect(pageImageSrcset(page, 1600)).toBe(`${page}?w=800 800w, ${page} 1600w`);
    expect(pageImageSrcset(page, 640)).toBeNull();
    for (const other of ['t12-3', 'o12', 'c12'])
      expect(
        pageImageSrcset(`https://folio.example/api/client/files/${hash}.${other}.1795701600.${mac}`, 1600),
      ).toBeNull();
  });

  it('offers the owner’s page image through /api/renditions, random keys and earlier ones alike', () => {
    const key = `pages/${'c'.repeat(32)}.jpg`;
    expect(pageImageSrcset(`/api/files/${key}`, 1600)).toBe(
      `/api/renditions/800/${key} 800w, /api/files/${key} 1600w`,
    );
    expect(isPageImageKey(key)).toBe(true);
    expect(isPageImageKey('pages/abc/page-0001.jpg')).toBe(true);
    expect(isPageImageKey(`thumbs/${'c'.repeat(32)}.jpg`)).toBe(false);
    expect(isPageImageKey('uploads/abc.jpg')).toBe(false);
  });
});
