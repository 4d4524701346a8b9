import { describe, expect, it } from 'vitest';
import { buildAsset } from '../../test/editor-factories.ts';
import {
  applyAssetResult,
  isStaleUpdate,
  moveAsset,
  patchAsset,
  placeholderAsset,
  positionList,
} from './asset-cache.ts';

const at = (time: string) => ({ updatedAt: `2026-03-01T${time}.000Z` });

describe('the stale-update rule (spec §4)', () => {
  it('calls an answer stale only when the held asset is newer', () => {
    expect(isStaleUpdate(at('10:00:05'), at('10:00:04'))).toBe(true);
    expect(isStaleUpdate(at('10:00:05'), at('10:00:05'))).toBe(false);
    expect(isStaleUpdate(at('10:00:05'), at('10:00:06'))).toBe(false);
    expect(isStaleUpdate(undefined, at('10:00:06'))).toBe(false);
  });

  it('ignores an update result older than the asset already held', () => {
    const held = [buildAsset({ id: 3, title: 'New', updated_at: '2026-03-01T10:00:05.000Z' })];
    const older = buildAsset({ id: 3, title: 'Old', updated_at: '2026-03-01T10:00:04.000Z' });
    expect(applyAssetResult(held, older)).toBe(held);
  });

  it('takes a newer result in, keeping a pending delete mark', () => {
    const held = [{ ...buildAsset({ id: 3, title: 'Old' }), deleting: true }, buildAsset({ id: 4 })];
    const newer = buildAsset({ id: 3, title: 'New', updated_at: '2026-03-01T11:00:00.000Z' });
    const next = applyAssetResult(held, newer);
    expect(next[0]).toMatchObject({ title: 'New', deleting: true });
    expect(next[1]).toBe(held[1]);
  });

  it('leaves the list alone for an asset it does not hold', () => {
    const held = [buildAsset({ id: 3 })];
    expect(applyAssetResult(held, buildAsset({ id: 99 }))).toBe(held);
  });
});

describe('local asset changes', () => {
  it('lays unsaved changes over one asset', () => {
    const list = [buildAsset({ id: 1 }), buildAsset({ id: 2 })];
    const next = patchAsset(list, 2, { title: 'Tour', isHidden: true, attributes: { height: 400 } });
    expect(next[1]).toMatchObject({ title: 'Tour', isHidden: true, attributes: { height: 400 } });
    expect(next[0]).toBe(list[0]);
  });

  it('keeps the description as the server sanitized it until the server answers', () => {
    const list = [buildAsset({ id: 1, description: '<p>Saved</p>' })];
    expect(patchAsset(list, 1, { description: '<p>Typed</p>' })).toBe(list);
    expect(patchAsset(list, 1, { description: '<p>Typed</p>', title: 'T' })[0]).toMatchObject({
      description: '<p>Saved</p>',
      title: 'T',
    });
  });

  it('moves an asset to another one’s place and renumbers positions', () => {
    const list = [1, 2, 3, 4].map((id, position) => buildAsset({ id, position }));
    const next = moveAsset(list, 1, 3);
    expect(next.map((a) => a.id)).toEqual([2, 3, 1, 4]);
    expect(next.map((a) => a.position)).toEqual([0, 1, 2, 3]);
  });

  it('sends every saved asset in list order, never a placeholder', () => {
    const list = [
      buildAsset({ id: 5 }),
      placeholderAsset(-1, 12, 1, { type: 'text' }),
      buildAsset({ id: 2 }),
    ];
    expect(positionList(list)).toEqual([5, 2]);
  });

  it('shows a new asset as pending with the default height until the server answers', () => {
    expect(placeholderAsset(-4, 12, 3, { type: 'form' })).toMatchObject({
      id: -4,
      type: 'form',
      position: 3,
      pending: true,
      attributes: { height: 310 },
    });
  });
});
