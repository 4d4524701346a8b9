import { isValidImageUrl } from '@folio/shared';
import { decodeEntities, metaContent } from '../../platform/html.ts';
import { safeFetch } from '../../platform/safe-fetch.ts';

export type LinkPreview = { title: string | null; image: string | null };
export type LinkPreviewer = (url: string) => Promise<LinkPreview>;

/** Reads a page's title and preview image (Open Graph, then Twitter, then <title>) through the SSRF-safe fetcher. */
export function createLinkPreviewer(options: { allowLoopback?: boolean } = {}): LinkPreviewer {
  return async (url) => {
    try {
      const response = await safeFetch(url, {
        maxBytes: 512_000,
        timeoutMs: 4_000,
        allowLoopback: options.allowLoopback,
      });
      const type = String(response.headers['content-type'] ?? '');
      if (response.status >= 400 || !type.includes('html')) return { title: null, image: null };
      const html = response.body.toString('utf8');
      const titleTag = /<title[^>]*>([^<]*)<\/title>/i.exec(html)?.[1];
      const title =
        metaContent(html, ['og:title', 'twitter:title']) ??
        (titleTag ? decodeEntities(titleTag).trim() : null);
      const image = metaContent(html, ['og:image', 'og:image:url', 'twitter:image']);
      const imageUrl = image ? new URL(image, response.url) : null;
      return {
        title: title ? title.slice(0, 200) : null,
        image: imageUrl?.protocol === 'https:' && isValidImageUrl(imageUrl.href) ? imageUrl.href : null,
      };
    } catch {
      return { title: null, image: null };
    }
  };
}
