import { describe, expect, it } from 'vitest';
import { camelize } from '../../lib/case.ts';
import { buildAsset, buildPresentationWire } from '../../test/editor-factories.ts';
import { mergeCover } from './cover-merge.ts';
import { isNotFound, parseId, tabBase } from './paths.ts';

describe('taking a cover save in', () => {
  const held = {
    ...camelize(buildPresentationWire({ title: 'Later edit', opening_msg: '<p>x</p>' })),
    assets: [buildAsset()],
  };

  it('takes only the fields that save sent, so an earlier answer cannot undo a later edit', () => {
    const answer = camelize(
      buildPresentationWire({
        title: 'Earlier',
        background_opacity: 0.3,
        clean_title: 'earlier',
        updated_at: 'u2',
      }),
    );
    const next = mergeCover(held, answer, ['backgroundOpacity']);
    expect(next).toMatchObject({ title: 'Later edit', backgroundOpacity: 0.3, updatedAt: 'u2' });
    expect(next.assets).toBe(held.assets);
  });

  it('takes the new image addresses after an upload', () => {
    const answer = camelize(
      buildPresentationWire({ background: '/files/bg.jpg', background_thumbnail: '/files/bg-t.jpg' }),
    );
    expect(mergeCover(held, answer, 'background')).toMatchObject({
      background: '/files/bg.jpg',
      backgroundThumbnail: '/files/bg-t.jpg',
      title: 'Later edit',
    });
  });
});

describe('editor addresses', () => {
  it('finds the tab an editor or preview sits under', () => {
    expect(tabBase('/presentations/edit/12')).toBe('/presentations');
    expect(tabBase('/presentations/favorites/preview/12')).toBe('/presentations/favorites');
    expect(tabBase('/presentations/folders/3/edit/12')).toBe('/presentations/folders/3');
  });

  it('accepts only positive whole ids and knows a 404 answer', () => {
    expect(parseId('12')).toBe(12);
    expect(parseId('0')).toBeNull();
    expect(parseId('12abc')).toBeNull();
    expect(isNotFound({ detail: 'Not found.' })).toBe(true);
    expect(isNotFound('PARSE_ERROR')).toBe(false);
  });
});
