import type {
  AssetBuilderDraft as AssetBuilderDraftWire,
  Asset as AssetWire,
  ProposedAssetInput,
} from '@folio/shared';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { api, type Camelize } from '../../../lib/api.ts';
import { editorKeys } from '../api.ts';
import type { EditorPresentation } from '../types.ts';

export type AssetBuilderDraft = Camelize<AssetBuilderDraftWire>;
export type ProposedAsset = NonNullable<AssetBuilderDraft['assets']>[number];

/** Query keys of the asset builder; invalidation uses only these. */
export const assetBuilderKeys = { draft: (id: number) => ['asset-builder', id] as const };

/** GET /api/asset-builder/{id}: polled while generating, in case the socket is down. */
export const draftQuery = (id: number) =>
  queryOptions({
    queryKey: assetBuilderKeys.draft(id),
    queryFn: () => api<AssetBuilderDraftWire>(`/asset-builder/${id}`),
    refetchInterval: (query) => (query.state.data?.status === 'generating' ? 2000 : false),
  });

/** A reviewed proposed asset as the server takes it back (what it adds is not editable). */
export function reviewInput(item: ProposedAsset): ProposedAssetInput {
  if (item.type === 'text') return { type: 'text', title: item.title, description: item.description };
  if (item.type === 'link')
    return { type: 'link', website: item.website, title: item.title, thumbnail: item.thumbnail };
  return { type: 'file', file_path: item.filePath, title: item.title, description: item.description };
}

export const assetBuilderCalls = {
  create: (body: { presentationId: number; urls: string[]; filePaths: string[] }) =>
    api<AssetBuilderDraftWire>('/asset-builder', { method: 'POST', body }),
  /** Updates draft `key`; `assets` is the review (snake_case already, as the server defines it). */
  update: (key: number, body: { urls?: string[]; filePaths?: string[]; assets?: ProposedAssetInput[] }) =>
    api<AssetBuilderDraftWire>('/asset-builder', { method: 'POST', query: { key }, body }),
  generate: (key: number) =>
    api<AssetBuilderDraftWire>('/asset-builder/generate', { method: 'POST', body: { key } }),
  cancel: (key: number) =>
    api<AssetBuilderDraftWire>('/asset-builder/cancel', { method: 'DELETE', body: { key } }),
  add: (key: number) => api<{ assets: AssetWire[] }>('/asset-builder/add', { method: 'POST', body: { key } }),
};

/** The added assets shown at the end of the editor's list, as the server made them. */
export function showAdded(queryClient: QueryClient, presentationId: number, added: Camelize<AssetWire>[]) {
  queryClient.setQueryData<EditorPresentation>(
    editorKeys.presentation(presentationId),
    (old) => old && { ...old, assets: [...old.assets, ...added] },
  );
}
