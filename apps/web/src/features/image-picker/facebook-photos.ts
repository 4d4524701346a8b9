import { FACEBOOK_SDK } from '@folio/shared';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { facebookSdk, facebookToken } from '../accounts/social-tokens.ts';
import type { AuthProviders } from '../accounts/types.ts';
import { imagePickerKeys } from './api.ts';

export type FacebookApp = NonNullable<AuthProviders['facebook']>;
/** Where the photo browser is: the user's uploaded photos (`album: null`) or one album. */
export type FacebookPlace = { album: string | null; name: string };
export type FacebookAlbum = { id: string; name: string; count?: number };
type GraphImage = { width: number; height: number; source: string };
export type FacebookPhoto = { id: string; name?: string; images?: GraphImage[] };
type GraphPage<T> = { data?: T[]; paging?: { cursors?: { after?: string }; next?: string } };
type GraphError = { error?: { message?: string } };

/** Photos per page of the grid (Graph's `limit`). */
export const FACEBOOK_PAGE_SIZE = 24;
const GRAPH_FAILED = 'Facebook did not answer. Try again.';

/** The login pop-up asking for the user's photos (user_photos); the token lists them and imports one. */
export const facebookPhotosToken = (app: FacebookApp) => facebookToken(app, FACEBOOK_SDK.photosScope);

/** One Graph API GET through the SDK (FB.api) with this token; rejects `{ detail }` with Graph's message. */
async function graphGet<T>(app: FacebookApp, path: string, params: Record<string, string>) {
  const fb = await facebookSdk(app);
  const answer = await new Promise<unknown>((resolve) => fb.api(path, 'get', params, resolve));
  const error = (answer as GraphError | null)?.error;
  if (!answer || error) throw { detail: error?.message || GRAPH_FAILED };
  return answer as T;
}

/** The user's albums (one page of up to 100: more than anyone browses in a picker). */
export const facebookAlbumsQuery = (app: FacebookApp, token: string) => ({
  queryKey: imagePickerKeys.facebookAlbums,
  queryFn: async () => {
    const page = await graphGet<GraphPage<FacebookAlbum>>(app, '/me/albums', {
      access_token: token,
      fields: 'id,name,count',
      limit: '100',
    });
    return page.data ?? [];
  },
  retry: false,
  // The token is this dialog's: nothing is kept for another sign-in.
  gcTime: 0,
});

/** Pages of photos (the user's uploads, or an album's), following Graph's `after` cursor. */
export const facebookPhotosQuery = (app: FacebookApp, token: string, album: string | null) =>
  infiniteQueryOptions({
    queryKey: imagePickerKeys.facebookPhotos(album),
    queryFn: ({ pageParam }) =>
      graphGet<GraphPage<FacebookPhoto>>(app, album ? `/${album}/photos` : '/me/photos', {
        access_token: token,
        fields: 'id,name,images',
        limit: String(FACEBOOK_PAGE_SIZE),
        ...(album ? {} : { type: 'uploaded' }),
        ...(pageParam ? { after: pageParam } : {}),
      }),
    initialPageParam: '',
    getNextPageParam: (last) => (last.paging?.next && last.paging.cursors?.after) || undefined,
    retry: false,
    gcTime: 0,
  });

/** The smallest of a photo's sizes that still fills a grid cell sharply. */
export function thumbnailOf(photo: FacebookPhoto, width = 300) {
  const sizes = [...(photo.images ?? [])].sort((a, b) => a.width - b.width);
  return (sizes.find((s) => s.width >= width) ?? sizes[sizes.length - 1])?.source ?? null;
}
