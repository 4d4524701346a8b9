import type {
  Asset as AssetWire,
  BackgroundMeta,
  ClipboardItem as ClipboardItemWire,
  GeocodeResult as GeocodeResultWire,
  MapSettings as MapSettingsWire,
  PresentationDetail as PresentationDetailWire,
  User as UserWire,
} from '@folio/shared';
import { queryOptions } from '@tanstack/react-query';
import { api, toFormData } from '../../lib/api.ts';
import type { AssetChanges, AssetCreate, ConvertedFilesWire, CoverChanges } from './types.ts';

/** A custom thumbnail: the picture chosen, the picture editor's cut of it and its crop. */
export type ThumbnailUpload = { picture: Blob; cropped: Blob; crop: BackgroundMeta };
export type ThumbnailChoice =
  | { selectedThumbnail: number }
  | { isUsingScreenshot: boolean; retakeScreenshot?: true }
  | { thumbnailIsOriginal: true };

/** Unsplash's credit, sent with a header image taken from Unsplash. */
export type PhotoCredit = { unsplashAuthor?: string; unsplashAuthorLink?: string };
/** What goes with a cover file: a photo's credit, the header's crop and its meta, a video's poster. */
export type CoverUploadExtra = PhotoCredit & {
  backgroundCropped?: Blob;
  backgroundMeta?: string;
  backgroundVideoPoster?: Blob;
};

/** Query keys of the editor; invalidation uses only these. */
export const editorKeys = {
  presentation: (id: number) => ['presentation', id] as const,
  clipboard: ['clipboard'] as const,
  mapSettings: ['map-settings'] as const,
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
  /**
   * PATCH multipart (spec §7) with one cover file (`logo`, `background`, `background_cropped`, `picture`:
   * jpg, png, bmp, webp, 10 MB; `background_video_url`: a video, 100 MB) and what goes with it.
   */
  uploadImage: (id: number, field: string, file: Blob, extra: CoverUploadExtra = {}) =>
    api<PresentationDetailWire>(base(id), {
      method: 'PATCH',
      body: toFormData({ [field]: file, ...extra }),
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
  /** Summarizes the document again (the 'Try again' of a failed summary). */
  summarize: (id: number, assetId: number) =>
    api<AssetWire>(`${base(id)}/assets/${assetId}/summarizer`, { method: 'POST', body: {} }),
  /** Ignores the summary: clears its suggestion and flags (the title and description stay). */
  ignoreSummary: (id: number, assetId: number) =>
    api<AssetWire>(`${base(id)}/assets/${assetId}/summarizer`, { method: 'DELETE' }),
  /** PATCH multipart: the uploaded `thumbnail`, the picture editor's `thumbnail_cropped` and its crop. */
  uploadThumbnail: (id: number, assetId: number, upload: ThumbnailUpload) =>
    api<AssetWire>(`${base(id)}/assets/${assetId}`, {
      method: 'PATCH',
      body: toFormData({
        thumbnail: upload.picture,
        thumbnailCropped: upload.cropped,
        thumbnailMeta: JSON.stringify(upload.crop),
      }),
    }),
  /** PATCH JSON: a page as thumbnail, the website's screenshot, or back to the original. */
  chooseThumbnail: (id: number, assetId: number, choice: ThumbnailChoice) =>
    api<AssetWire>(`${base(id)}/assets/${assetId}`, { method: 'PATCH', body: choice }),
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

/** The map services of the server (GET /api/maps/settings): fixed while the server runs. */
export const mapSettingsQuery = queryOptions({
  queryKey: editorKeys.mapSettings,
  queryFn: () => api<MapSettingsWire>('/maps/settings'),
  staleTime: Number.POSITIVE_INFINITY,
});

/** Places for an address from the server's geocoder (503 when it has none). */
export const geocode = (query: string) =>
  api<GeocodeResultWire>(`/maps/geocode?${new URLSearchParams({ q: query })}`);
