import { CLIPBOARD_PAGE_SIZE, type ClipboardItem as ClipboardItemWire, type Page } from '@folio/shared';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { editorKeys } from '../api.ts';
/** GET /api/clipboard in pages of 5, newest first. */
export const clipboardQuery = infiniteQueryOptions({
  queryKey: editorKeys.clipboard,
  queryFn: ({ pageParam }) =>
    api<Page<ClipboardItemWire>>('/clipboard', { query: { page: pageParam, pageSize: CLIPBOARD_PAGE_SIZE } }),
  initialPageParam: 1,
  getNextPageParam: (last, _all, page) => (last.next ? page + 1 : undefined),
});
