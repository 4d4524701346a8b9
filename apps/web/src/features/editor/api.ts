import type {
  Asset as AssetWire,
  ClipboardItem as ClipboardItemWire,
  PresentationDetail as PresentationDetailWire,
  User as UserWire,
} from '@folio/shared';
import { queryOptions } from '@tanstack/react-query';
import { api, toFormData } from '../../lib/api.ts';
import type { AssetChanges, AssetCreate, ConvertedFilesWire, CoverChanges } from './types.ts';

/** Unsplash's credit, sent with a header image taken from Unsplash. */
export type PhotoCredit = { unsplashAuthor?: string; unsplashAuthorLink?: string };

/** Query keys of the editor; invalidation uses only these. */
export const editorKeys = {
  presentation: (id: number) => ['presentation', id] as const,
  clipboard: ['clipboard'] as const,
};

/** GET /api/presentations/{id}. The editor owns this data while open: no refetch on focus. */
export const presentationQuery = (id: number) =>
  queryOptions({
    queryKey: editorKeys.presentation(id),
    queryFn: () => api<PresentationDetailWire>(`/presentations/${id}`),
    refetchOnWindowFocus: false,
  });

const base = (id: number) => `/presentations/${id}`;

export const presentationCalls = {
  update: (id: number, body: CoverChanges) =>
    api<PresentationDetailWire>(base(id), { method: 'PATCH', body }),
  /** PATCH multipart with the file `logo` or `background` (jpg, png, bmp, webp; 10 MB). */
  uploadImage: (id: number, field: 'logo' | 'background', file: Blob, credit: PhotoCredit = {}) =>
    api<PresentationDetailWire>(base(id), {
      method: 'PATCH',
      body: toFormData({ [field]: file, ...credit }),
    }),
};

export const assetCalls = {
  create: (id: number, body: AssetCreate) => api<AssetWire>(`${base(id)}/assets`, { method: 'POST', body }),
  update: (id: number, assetId: number, body: AssetChanges) =>
    api<AssetWire>(`${base(id)}/assets/${assetId}`, { method: 'PATCH', body }),
  remove: (id: number, assetId: number) => api<void>(`${base(id)}/assets/${assetId}`, { method: 'DELETE' }),
  order: (id: number, positionList: number[]) =>
    api<{ results: AssetWire[] }>(`${base(id)}/assets-order`, { method: 'POST', body: { positionList } }),
  /** Converts the asset's file again from the first page (the 'Try again' of a failed conversion). */
  convert: (id: number, assetId: number) =>
    api<AssetWire>(`${base(id)}/assets/${assetId}/convert`, { method: 'POST', body: {} }),
  /** The pages converted so far, to catch up on progress the socket did not bring. */
  converted: (id: number, assetId: number) =>
    api<ConvertedFilesWire>(`${base(id)}/assets/${assetId}/converted`),
  copyToClipboard: (id: number, assetId: number) =>
    api<ClipboardItemWire>(`${base(id)}/assets/${assetId}/add-to-clipboard`, { method: 'POST' }),
};

export const clipboardCalls = {
  /** Pastes the item at the end of the presentation. */
  use: (clipboardId: number, presentationId: number) =>
    api<AssetWire>(`/clipboard/${clipboardId}/use`, { method: 'POST', body: { presentationId } }),
  remove: (clipboardId: number) => api<void>(`/clipboard/${clipboardId}`, { method: 'DELETE' }),
};

/** Makes an uploaded presentation logo the user's default logo (PATCH /api/user, multipart `logo`). */
export const setDefaultLogo = (file: Blob) =>
  api<UserWire>('/user', { method: 'PATCH', body: toFormData({ logo: file }) });
