import type { DocumentListData, FolioDocument } from './types.ts';

/** The documents of the cached pages in order, each once (a page may repeat one after an upload). */
export function listDocuments(data: DocumentListData | undefined): FolioDocument[] {
  const seen = new Set<number>();
  return (data?.pages ?? []).flatMap((page) =>
    page.results.filter((item) => !seen.has(item.id) && seen.add(item.id)),
  );
}

const holds = (data: DocumentListData, id: number) =>
  data.pages.some((page) => page.results.some((item) => item.id === id));

/** The list with one document changed in place (a rename, conversion progress). */
export function patchInList(
  data: DocumentListData,
  id: number,
  change: (item: FolioDocument) => FolioDocument,
): DocumentListData {
  if (!holds(data, id)) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      results: page.results.map((item) => (item.id === id ? change(item) : item)),
    })),
  };
}

export function removeFromList(data: DocumentListData, id: number): DocumentListData {
  if (!holds(data, id)) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      count: Math.max(0, page.count - 1),
      results: page.results.filter((item) => item.id !== id),
    })),
  };
}

/** A new document at the top of the unfiltered list (newest first). */
export function prependToList(data: DocumentListData, item: FolioDocument): DocumentListData {
  if (holds(data, item.id)) return patchInList(data, item.id, () => item);
  return {
    ...data,
    pages: data.pages.map((page, index) => ({
      ...page,
      count: page.count + 1,
      results: index === 0 ? [item, ...page.results] : page.results,
    })),
  };
}
