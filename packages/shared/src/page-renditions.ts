/**
 * Smaller copies of the page images (spec: pages are stored at most 1600 px wide): a phone's screen
 * needs about 800 px, so a recipient's first picture arrives in a quarter of the bytes. The server
 * makes each copy on first request and keeps it; only these widths exist, so no request can make it
 * resize to arbitrary sizes. Zod-free: the recipient's light entry imports it.
 */
export const PAGE_RENDITION_WIDTHS = [800] as const;

/** How wide a page image is drawn: the whole screen on phones, the viewer's column (688 px) beyond. */
export const PAGE_IMAGE_SIZES = '(max-width: 480px) 100vw, 688px';

/** A page image's key: pages/{random}.jpg, or as earlier conversions stored them, pages/{file}/page-0001.jpg. */
const PAGE_KEY = '(pages/[a-z0-9]{32}\\.jpg|pages/[a-z0-9_-]+/page-\\d{4}\\.jpg)';
/** A page image's URL in the owner's app (its key in it) … */
const OWNER_PAGE_URL = new RegExp(`/api/files/${PAGE_KEY}$`);
/** … and in a recipient's answer: a file URL of the link that names a page (`.p{asset}-{page}.`). */
const RECIPIENT_PAGE_URL = /\/api\/client\/files\/[0-9a-f]{40}\.p\d+-\d+\.[\w.-]+$/;

/** Whether `key` names a page image the converter stored. */
export const isPageImageKey = (key: string) => new RegExp(`^${PAGE_KEY}$`).test(key);

/** The path under which the server answers the owner a page image's copy `width` px wide. */
export const pageRenditionPath = (width: number, key: string) => `/api/renditions/${width}/${key}`;

/** The URL of a page image's copy `width` px wide, or null when `url` is not a page image's. */
function renditionUrl(url: string, width: number) {
  if (RECIPIENT_PAGE_URL.test(url)) return `${url}?w=${width}`;
  const match = OWNER_PAGE_URL.exec(url);
  return match?.[1] ? `${url.slice(0, match.index)}${pageRenditionPath(width, match[1])}` : null;
}

/**
 * The srcset of a page image `width` px wide: its smaller copies and itself; null when none is
 * smaller or the URL is not a stored page image's. The server's preload of the first picture writes
 * the same string, so the browser uses the preloaded file.
 */
export function pageImageSrcset(url: string, width: number | undefined): string | null {
  if (!width) return null;
  const smaller = PAGE_RENDITION_WIDTHS.filter((w) => w < width);
  const copies = smaller.map((w) => [renditionUrl(url, w), w] as const);
  if (!copies.length || copies.some(([copy]) => copy === null)) return null;
  return [...copies.map(([copy, w]) => `${copy} ${w}w`), `${url} ${width}w`].join(', ');
}
