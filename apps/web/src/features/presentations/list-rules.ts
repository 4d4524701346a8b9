import type { ListData, ListScope, Presentation, PresentationPage } from './types.ts';

/** The page number carried by a `next` (or `previous`) link, undefined at the end of the list. */
export function pageOfLink(link: string | null): number | undefined {
  if (!link) return undefined;
  const page = Number(new URL(link, 'http://localhost').searchParams.get('page'));
  return Number.isInteger(page) && page > 0 ? page : undefined;
}

/** The ids a tab holds after a page arrives: page 1 replaces them, later pages append (no id twice). */
export function mergePageIds(current: number[], page: number, ids: number[]): number[] {
  if (page <= 1) return [...new Set(ids)];
  const seen = new Set(current);
  return [...current, ...ids.filter((id) => !seen.has(id) && seen.add(id))];
}

/** The items of a list in order, each id once, following the page rule above. */
export function listItems(data: ListData | undefined): Presentation[] {
  if (!data) return [];
  const byId = new Map<number, Presentation>();
  let ids: number[] = [];
  data.pages.forEach((page, index) => {
    for (const item of page.results) byId.set(item.id, item);
    const pageNumber = Number(data.pageParams[index] ?? index + 1);
    ids = mergePageIds(
      ids,
      pageNumber,
      page.results.map((item) => item.id),
    );
  });
  return ids.flatMap((id) => byId.get(id) ?? []);
}

const mapPages = (data: ListData, map: (page: PresentationPage, index: number) => PresentationPage) => ({
  ...data,
  pages: data.pages.map(map),
});

const holds = (data: ListData, id: number) => data.pages.some((p) => p.results.some((r) => r.id === id));

export function removeFromList(data: ListData, id: number): ListData {
  if (!holds(data, id)) return data;
  return mapPages(data, (page) => ({
    ...page,
    count: Math.max(0, page.count - 1),
    results: page.results.filter((r) => r.id !== id),
  }));
}

export function patchInList(data: ListData, id: number, patch: Partial<Presentation>): ListData {
  if (!holds(data, id)) return data;
  return mapPages(data, (page) => ({
    ...page,
    results: page.results.map((r) => (r.id === id ? { ...r, ...patch } : r)),
  }));
}

/** Puts an item at the top of a list (newest first), once. */
export function prependToList(data: ListData, item: Presentation): ListData {
  if (holds(data, item.id)) return patchInList(data, item.id, item);
  return mapPages(data, (page, index) => ({
    ...page,
    count: page.count + 1,
    results: index === 0 ? [item, ...page.results] : page.results,
  }));
}

/** What happened to a presentation, as far as the lists are concerned (spec §4). */
export type ListChange =
  | { type: 'deleted'; id: number }
  | { type: 'archived'; id: number }
  | { type: 'restored'; item: Presentation }
  | { type: 'created'; item: Presentation }
  | { type: 'favorite'; item: Presentation }
  | { type: 'folder'; item: Presentation; hideInFolders: boolean };

const isMain = (scope: ListScope) => scope.tab === 'mine' && !scope.search;
const isFolderList = (scope: ListScope, folder: number) =>
  scope.tab === 'folders' && (scope.folder === folder || scope.folder === null);

/** Folder moves: the item leaves the other folders' lists and joins its folder's list. */
function applyFolderMove(scope: ListScope, data: ListData, item: Presentation, hideInFolders: boolean) {
  const target = item.folder?.id;
  if (scope.tab === 'folders') {
    if (target !== undefined && isFolderList(scope, target))
      return scope.search ? patchInList(data, item.id, item) : prependToList(data, item);
    return removeFromList(data, item.id);
  }
  // With hide_in_folders on, the main list shows only presentations outside every folder.
  if (scope.tab === 'mine' && hideInFolders) {
    if (target !== undefined) return removeFromList(data, item.id);
    return isMain(scope) ? prependToList(data, item) : data;
  }
  return patchInList(data, item.id, item);
}

/**
 * One list after a change (spec §4): deleted, archived or restored presentations leave every tab,
 * a restored one comes back in the main list, a new one joins it, un-favoriting removes it from the
 * favorites tab, moving into a folder sets its folder and adds it to that folder's list.
 */
export function applyListChange(scope: ListScope, data: ListData, change: ListChange): ListData {
  switch (change.type) {
    case 'deleted':
    case 'archived':
      return removeFromList(data, change.id);
    case 'restored': {
      const rest = removeFromList(data, change.item.id);
      return isMain(scope) ? prependToList(rest, change.item) : rest;
    }
    case 'created':
      return isMain(scope) ? prependToList(data, change.item) : data;
    case 'favorite':
      if (scope.tab !== 'favorites') return patchInList(data, change.item.id, change.item);
      if (!change.item.favorite) return removeFromList(data, change.item.id);
      return scope.search ? data : prependToList(data, change.item);
    case 'folder':
      return applyFolderMove(scope, data, change.item, change.hideInFolders);
  }
}
