import { describe, expect, it } from 'vitest';
import { camelize } from '../../lib/case.ts';
import { buildPresentation, pageOf } from './factories.test-utils.ts';
import { applyListChange, listItems, mergePageIds, pageOfLink } from './list-rules.ts';
import type { ListData, ListScope, Presentation } from './types.ts';

const item = (id: number, overrides: Parameters<typeof buildPresentation>[0] = {}): Presentation =>
  camelize(buildPresentation({ id, ...overrides }));
const list = (...pages: Presentation[][]): ListData => ({
  pages: pages.map((results, index) =>
    camelize(pageOf(results, { page: index + 1, more: index < pages.length - 1, count: 10 })),
  ),
  pageParams: pages.map((_, index) => index + 1),
});
const ids = (data: ListData) => listItems(data).map((p) => p.id);
const scope = (tab: ListScope['tab'], folder: number | null = null, search = ''): ListScope => ({
  tab,
  folder,
  search,
});

describe('presentation list rules (spec §4)', () => {
  it('reads the next page from the next link, none at the end', () => {
    expect(pageOfLink('http://localhost/api/presentations?tab=mine&page=3&page_size=5')).toBe(3);
    expect(pageOfLink('/api/presentations?page=2')).toBe(2);
    expect(pageOfLink(null)).toBeUndefined();
  });

  it('page 1 replaces the ids, later pages append them, each id once', () => {
    expect(mergePageIds([1, 2, 3], 1, [9, 8])).toEqual([9, 8]);
    expect(mergePageIds([9, 8], 2, [8, 7, 6])).toEqual([9, 8, 7, 6]);
    expect(ids(list([item(5), item(4)], [item(4), item(3)]))).toEqual([5, 4, 3]);
  });

  it('a deleted or archived presentation leaves every tab', () => {
    for (const type of ['deleted', 'archived'] as const)
      for (const tab of ['mine', 'favorites', 'folders', 'archived'] as const) {
        const after = applyListChange(scope(tab), list([item(3), item(2)], [item(1)]), { type, id: 2 });
        expect(ids(after)).toEqual([3, 1]);
        expect(after.pages[0]?.count).toBe(9);
      }
  });

  it('a restored presentation leaves the archived tab and comes back at the top of the main list', () => {
    const restored = item(2, { archived: false });
    expect(
      ids(applyListChange(scope('archived'), list([item(2), item(1)]), { type: 'restored', item: restored })),
    ).toEqual([1]);
    expect(
      ids(applyListChange(scope('mine'), list([item(3)]), { type: 'restored', item: restored })),
    ).toEqual([2, 3]);
    expect(
      ids(
        applyListChange(scope('mine', null, 'villa'), list([item(3)]), { type: 'restored', item: restored }),
      ),
    ).toEqual([3]);
    expect(
      ids(applyListChange(scope('favorites'), list([item(3)]), { type: 'restored', item: restored })),
    ).toEqual([3]);
  });

  it('a new or cloned presentation joins the main list only', () => {
    const created = item(7);
    expect(ids(applyListChange(scope('mine'), list([item(3)]), { type: 'created', item: created }))).toEqual([
      7, 3,
    ]);
    expect(
      ids(applyListChange(scope('archived'), list([item(3)]), { type: 'created', item: created })),
    ).toEqual([3]);
  });

  it('un-favoriting removes the item from the favorites tab and only updates it elsewhere', () => {
    const off = item(2, { favorite: false });
    const favorites = applyListChange(scope('favorites'), list([item(2, { favorite: true }), item(1)]), {
      type: 'favorite',
      item: off,
    });
    expect(ids(favorites)).toEqual([1]);
    const mine = applyListChange(scope('mine'), list([item(2, { favorite: true })]), {
      type: 'favorite',
      item: off,
    });
    expect(listItems(mine)[0]?.favorite).toBe(false);
    const on = applyListChange(scope('favorites'), list([item(1)]), {
      type: 'favorite',
      item: item(2, { favorite: true }),
    });
    expect(ids(on)).toEqual([2, 1]);
  });

  it("moving into a folder sets its folder, adds it to that folder's list and takes it out of the others", () => {
    const moved = item(2, { folder: { id: 8, name: 'Leads' } });
    const change = { type: 'folder', item: moved, hideInFolders: false } as const;
    expect(ids(applyListChange(scope('folders', 8), list([item(5)]), change))).toEqual([2, 5]);
    expect(ids(applyListChange(scope('folders', 4), list([item(2), item(5)]), change))).toEqual([5]);
    const mine = applyListChange(scope('mine'), list([item(2), item(1)]), change);
    expect(ids(mine)).toEqual([2, 1]);
    expect(listItems(mine)[0]?.folder).toEqual({ id: 8, name: 'Leads' });
  });

  it('with hide_in_folders, a presentation in a folder is hidden from the main list and comes back when removed', () => {
    const into = {
      type: 'folder',
      item: item(2, { folder: { id: 8, name: 'Leads' } }),
      hideInFolders: true,
    } as const;
    expect(ids(applyListChange(scope('mine'), list([item(2), item(1)]), into))).toEqual([1]);
    const out = { type: 'folder', item: item(2, { folder: null }), hideInFolders: true } as const;
    expect(ids(applyListChange(scope('mine'), list([item(1)]), out))).toEqual([2, 1]);
    expect(ids(applyListChange(scope('folders', 8), list([item(2), item(1)]), out))).toEqual([1]);
  });
});
