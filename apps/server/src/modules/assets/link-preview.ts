import { safeFetch } from '../../platform/safe-fetch.ts';

export type LinkPreview = { title: string | null; image: string | null };
export type LinkPreviewer = (url: string) => Promise<LinkPreview>;

const decode = (s: string) =>
  s
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .trim();

function meta(html: string, names: string[]) {
  for (const name of names) {
    const tag = new RegExp(`<meta[^>]+(?:property|name)=["']${name}["'][^>]*>`, 'i').exec(html)?.[0];
    const content = tag && /content=["']([^"']*)["']/i.exec(tag)?.[1];
    if (content) return decode(content);
  }
  return null;
}

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
      const title = meta(html, ['og:title', 'twitter:title']) ?? (titleTag ? decode(titleTag) : null);
      const image = meta(html, ['og:image', 'og:image:url', 'twitter:image']);
      const imageUrl = image ? new URL(image, response.url) : null;
      return {
        title: title ? title.slice(0, 200) : null,
        image: imageUrl && imageUrl.protocol === 'https:' ? imageUrl.toString() : null,
      };
    } catch {
      return { title: null, image: null };
    }
  };
}
