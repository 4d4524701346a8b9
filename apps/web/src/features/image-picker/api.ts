import type { ImageSearchPage, ImportedFile, ImportProviders, UnsplashDownload } from '@folio/shared';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

/** Query keys of the image picker; invalidation uses only these. */
export const imagePickerKeys = {
  providers: ['import-providers'] as const,
  search: (query: string) => ['image-search', query] as const,
  facebookAlbums: ['facebook-albums'] as const,
  facebookPhotos: (album: string | null) => ['facebook-photos', album] as const,
};

export const providersQuery = queryOptions({
  queryKey: imagePickerKeys.providers,
  queryFn: () => api<ImportProviders>('/imports/providers'),
  staleTime: Number.POSITIVE_INFINITY,
  retry: false,
});

/**
 * Pages of an Unsplash search. The query is sent with every page (`?page=n&query=…`) so that any server
 * instance can answer, not only the one that remembers this user's last search.
 */
export const imageSearchQuery = (query: string) =>
  infiniteQueryOptions({
    queryKey: imagePickerKeys.search(query),
    queryFn: ({ pageParam, signal }) =>
      api<ImageSearchPage>('/unsplash/search', { root: '', query: { query, page: pageParam }, signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page < last.totalPages ? last.page + 1 : undefined),
    enabled: query !== '',
    staleTime: 5 * 60_000,
    retry: false,
  });

export const downloadUnsplashPhoto = (photoId: string) =>
  api<UnsplashDownload>(`/unsplash/download/${encodeURIComponent(photoId)}`, { root: '' });

export const importFromDropbox = (body: { link: string; filename: string }) =>
  api<ImportedFile>('/imports/dropbox', { method: 'POST', body });

export const importFromGoogleDrive = (body: {
  fileId: string;
  accessToken: string;
  mimeType?: string;
  filename: string;
}) => api<ImportedFile>('/imports/google-drive', { method: 'POST', body });

/**
 * A stored picture as a File (a server-side import, or the user's default logo), so it goes on exactly as
 * a picture from the computer. lib/api reads JSON only; this is a plain same-origin GET of a file.
 */
export async function fileFromUrl(url: string, filename: string) {
  const response = await fetch(url, { credentials: 'same-origin' });
  if (!response.ok) throw { detail: 'The picture could not be loaded. Try again.' };
  const type = response.headers.get('content-type')?.split(';')[0] ?? '';
  return new File([await response.arrayBuffer()], filename, { type });
}

/** The stored upload behind a key (GET /api/files/{key}). */
export const fileFromUpload = (upload: { key: string; filename: string }) =>
  fileFromUrl(`/api/files/${upload.key}`, upload.filename);

/** POST /api/imports/facebook: the server fetches the photo's largest size from Graph with this token. */
export const importFromFacebook = (body: { photoId: string; accessToken: string }) =>
  api<ImportedFile>('/imports/facebook', { method: 'POST', body });
