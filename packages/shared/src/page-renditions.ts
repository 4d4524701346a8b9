/**
 * Smaller copies of the page images (spec: pages are stored at most 1600 px wide): a phone's screen
 * needs about 800 px, so a recipient's first picture arrives in a quarter of the bytes. The server
 * makes each copy on first request and keeps it; only these widths exist, so no request can make it
 * resize to arbitrary sizes. Zod-free: the recipient's light entry imports it.
 */
export const PAGE_RENDITION_WIDTHS = [800] as const;

/** How wide a page image is drawn: the whole screen on phones, the viewer's column (688 px) beyond. */
export const PAGE_IMAGE_SIZES = '(max-width: 480px) 100vw, 688px';

/** A stored page image's key in its public URL (signed prevent_download URLs are not among them). */
const PAGE_FILE_URL = /\/api\/files\/(pages\/[a-z0-9_-]+\/page-\d{4}\.jpg)$/;

/** Whether `key` names a page image the converter stored (pages/{file}/page-0001.jpg). */
export const isPageImageKey = (key: string) => /^pages\/[a-z0-9_-]+\/page-\d{4}\.jpg$/.test(key);

/** The path under which the server answers a page image's copy `width` px wide. */
export const pageRenditionPath = (width: number, key: string) => `/api/renditions/${width}/${key}`;

/**
 * The srcset of a page image `width` px wide: its smaller copies and itself; null when none is
 * smaller or the URL is not a stored page image's. The server's preload of the first picture writes
 * the same string, so the browser uses the preloaded file.
 */
export function pageImageSrcset(url: string, width: number | undefined): string | null {
  const match = PAGE_FILE_URL.exec(url);
  if (!match?.[1] || !width) return null;
  const origin = url.slice(0, match.index);
  const smaller = PAGE_RENDITION_WIDTHS.filter((w) => w < width);
  if (!smaller.length) return null;
  return [
    ...smaller.map((w) => `${origin}${pageRenditionPath(w, match[1]!)} ${w}w`),
    `${url} ${width}w`,
  ].join(', ');
}
