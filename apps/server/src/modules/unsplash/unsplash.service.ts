import type { ImageSearchPage, UnsplashDownload } from '@folio/shared';
import type { UserRow } from '../accounts/accounts.table.ts';
import type { FileImporter } from '../imports/file-importer.ts';
import { createUnsplashClient, type UnsplashSettings } from './unsplash.client.ts';
import { imageSearchNotConfigured, imageSearchUnavailable, noSearchText } from './unsplash.errors.ts';
import { authorOf, presentPhoto } from './unsplash.presenter.ts';

type Deps = { settings: UnsplashSettings | null; importer: FileImporter; allowLoopback?: boolean };

/** Where Unsplash serves its photos; a download goes nowhere else (and to the API host itself in tests). */
const IMAGE_HOSTS = new Set(['images.unsplash.com', 'plus.unsplash.com']);
/** Picked photos are stored this wide at most: sharp enough for a header, far below the upload limits. */
const STORED_WIDTH = '2400';
/** Users whose last search is remembered for `?page=n` without a query (oldest forgotten first). */
const REMEMBERED_USERS = 5_000;

/** The image library (spec §2, §7 "Image search"): Unsplash search and picking a photo. */
export function createUnsplashService({ settings, importer, allowLoopback = false }: Deps) {
  const client = settings ? createUnsplashClient(settings, allowLoopback) : null;
  const lastQueries = new Map<number, string>();
  const configured = () => {
    if (!client) throw imageSearchNotConfigured();
    return client;
  };

  function remember(userId: number, query: string) {
    lastQueries.delete(userId);
    lastQueries.set(userId, query);
    if (lastQueries.size > REMEMBERED_USERS) lastQueries.delete(lastQueries.keys().next().value as number);
  }

  /** The stored size of a photo: its raw URL with imgix's resize parameters. */
  function imageUrl(raw: string) {
    const url = new URL(raw);
    if (!IMAGE_HOSTS.has(url.hostname) && url.origin !== client?.apiOrigin) throw imageSearchUnavailable();
    url.searchParams.set('w', STORED_WIDTH);
    url.searchParams.set('fit', 'max');
    url.searchParams.set('fm', 'jpg');
    url.searchParams.set('q', '85');
    return url.toString();
  }

  return {
    configured: client !== null,

    /** One page of results; without a query it continues this user's last search. */
    async search(user: UserRow, query: string | undefined, page: number): Promise<ImageSearchPage> {
      const unsplash = configured();
      const text = query ?? lastQueries.get(user.id);
      if (!text) throw noSearchText();
      remember(user.id, text);
      const answer = await unsplash.search(text, page);
      return {
        results: (answer.results ?? []).map(presentPhoto),
        total_pages: answer.total_pages ?? 0,
        page,
      };
    },

    /**
     * Picks a photo: Unsplash is told through its download_location (its guidelines), then the photo is
     * fetched from Unsplash's image host and stored as the user's upload, with the credit to show.
     */
    async download(user: UserRow, photoId: string): Promise<UnsplashDownload> {
      const unsplash = configured();
      const photo = await unsplash.photo(photoId);
      const raw = photo.urls?.raw ?? photo.urls?.full;
      if (!raw) throw imageSearchUnavailable();
      const url = imageUrl(raw);
      if (photo.links?.download_location) await unsplash.trackDownload(photo.links.download_location);
      const stored = await importer.importUrl(user, url, `unsplash-${photo.id}.jpg`);
      const author = authorOf(photo);
      return { ...stored, unsplash_author: author.name, unsplash_author_link: author.link };
    },
  };
}

export type UnsplashService = ReturnType<typeof createUnsplashService>;
