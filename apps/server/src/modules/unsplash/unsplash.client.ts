import { safeFetch } from '../../platform/safe-fetch.ts';
import { imageSearchUnavailable } from './unsplash.errors.ts';
import type { UnsplashPhoto } from './unsplash.presenter.ts';

export type UnsplashSettings = { accessKey: string; apiUrl: string };
export type UnsplashSearchAnswer = { total: number; total_pages: number; results: UnsplashPhoto[] };

/** Photos per page: a multiple of the library's three columns. */
export const PER_PAGE = 24;

/** The official Unsplash API (https://unsplash.com/documentation), called with the app's access key. */
export function createUnsplashClient({ accessKey, apiUrl }: UnsplashSettings, allowLoopback = false) {
  const apiOrigin = new URL(apiUrl).origin;

  async function get<T>(url: string): Promise<T> {
    if (new URL(url).origin !== apiOrigin) throw imageSearchUnavailable();
    try {
      const response = await safeFetch(url, {
        allowLoopback,
        timeoutMs: 10_000,
        headers: {
          authorization: `Client-ID ${accessKey}`,
          'accept-version': 'v1',
          accept: 'application/json',
        },
      });
      if (response.status !== 200) throw imageSearchUnavailable();
      return JSON.parse(response.body.toString('utf8')) as T;
    } catch {
      throw imageSearchUnavailable();
    }
  }

  return {
    apiOrigin,
    search(query: string, page: number) {
      const params = new URLSearchParams({
        query,
        page: String(page),
        per_page: String(PER_PAGE),
        content_filter: 'high',
      });
      return get<UnsplashSearchAnswer>(`${apiUrl}/search/photos?${params}`);
    },
    photo: (id: string) => get<UnsplashPhoto>(`${apiUrl}/photos/${encodeURIComponent(id)}`),
    /**
     * Tells Unsplash the photo is being used: its guidelines require calling the photo's
     * download_location (an API URL) whenever a user picks one.
     */
    trackDownload: (downloadLocation: string) => get<{ url?: string }>(downloadLocation),
  };
}

export type UnsplashClient = ReturnType<typeof createUnsplashClient>;
