import { ASSET_BUILDER_TEXTS, isValidImageUrl } from '@folio/shared';
import sanitizeHtml from 'sanitize-html';
import { decodeEntities, metaContent } from '../../platform/html.ts';
import { safeFetch, UnsafeFetchError } from '../../platform/safe-fetch.ts';

/** What the model reads of one listing page: never its markup, scripts or styles. */
export type ListingPage = {
  url: string;
  title: string;
  description: string;
  /** Key facts: structured data (schema.org JSON-LD) and the page's term/value pairs. */
  facts: string[];
  text: string;
  /** Pictures of the page (https only), candidates for the listing link's thumbnail. */
  images: string[];
};

/** Why a page could not be read, in words for its owner. */
export class ListingPageError extends Error {}

const PAGE_BYTES = 2_000_000;
const TEXT_MAX = 12_000;
const FACTS_MAX = 40;
const IMAGES_MAX = 8;

const squash = (text: string) => text.replace(/[ \t\f\v\u00a0]+/g, ' ').trim();

/** Text only: scripts, styles, navigation and other non-content dropped, block ends kept as line breaks. */
function readableText(html: string) {
  const text = sanitizeHtml(
    html.replace(/<\/(p|div|li|h[1-6]|tr|td|th|dt|dd|section|article|br)\s*>|<br\s*\/?>/gi, '$&\n'),
    {
      allowedTags: [],
      allowedAttributes: {},
      nonTextTags: [
        'script',
        'style',
        'noscript',
        'template',
        'textarea',
        'option',
        'svg',
        'head',
        'nav',
        'footer',
      ],
    },
  );
  return decodeEntities(text).split('\n').map(squash).filter(Boolean).join('\n');
}

/** Leaf values of schema.org data as 'path: value' lines (a listing's price, rooms, address…). */
function structuredFacts(html: string) {
  const facts: string[] = [];
  const visit = (value: unknown, path: string) => {
    if (facts.length >= FACTS_MAX) return;
    if (Array.isArray(value)) {
      for (const item of value) visit(item, path);
    } else if (value && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value))
        if (!key.startsWith('@') && key !== 'image' && key !== 'url')
          visit(inner, path ? `${path} ${key}` : key);
    } else if ((typeof value === 'string' || typeof value === 'number') && String(value).trim()) {
      facts.push(`${path}: ${squash(String(value)).slice(0, 300)}`);
    }
  };
  for (const [, json] of html.matchAll(/<script[^>]+application\/ld\+json[^>]*>([\s\S]*?)<\/script>/gi)) {
    try {
      visit(JSON.parse(json ?? ''), '');
    } catch {
      // Broken structured data is skipped; the page's text still says what it says.
    }
  }
  for (const [, term, value] of html.matchAll(
    /<(?:dt|th)[^>]*>([\s\S]*?)<\/(?:dt|th)>\s*<(?:dd|td)[^>]*>([\s\S]*?)<\/(?:dd|td)>/gi,
  ))
    if (facts.length < FACTS_MAX)
      facts.push(`${readableText(term ?? '')}: ${readableText(value ?? '')}`.slice(0, 300));
  return facts;
}

function pictures(html: string, base: string) {
  const sources = [metaContent(html, ['og:image', 'og:image:url', 'twitter:image']) ?? ''];
  for (const [, src] of html.matchAll(/<img[^>]+src=["']([^"']+)["']/gi))
    sources.push(decodeEntities(src ?? ''));
  const found = new Set<string>();
  for (const source of sources) {
    if (!source || found.size >= IMAGES_MAX) continue;
    try {
      const url = new URL(source, base);
      if (url.protocol === 'https:' && isValidImageUrl(url.href)) found.add(url.href);
    } catch {
      // Not an address: skipped.
    }
  }
  return [...found];
}

/** Fetches a listing page through the SSRF-safe fetcher and keeps what a reader of it would see. */
export async function readListingPage(
  url: string,
  options: { allowLoopback: boolean },
): Promise<ListingPage> {
  let response: Awaited<ReturnType<typeof safeFetch>>;
  try {
    response = await safeFetch(url, {
      maxBytes: PAGE_BYTES,
      timeoutMs: 8_000,
      allowLoopback: options.allowLoopback,
    });
  } catch (error) {
    if (error instanceof UnsafeFetchError) throw new ListingPageError(ASSET_BUILDER_TEXTS.privateAddress);
    throw new ListingPageError('the site did not answer.');
  }
  if (response.status >= 400) throw new ListingPageError(`the site answered ${response.status}.`);
  const type = String(response.headers['content-type'] ?? '');
  if (!/html|text\/plain/i.test(type)) throw new ListingPageError('it is not a web page.');
  const html = response.body.toString('utf8');
  const main = /<(main|article)[\s>][\s\S]*<\/\1>/i.exec(html)?.[0];
  const titleTag = /<title[^>]*>([^<]*)<\/title>/i.exec(html)?.[1];
  return {
    url: response.url,
    title: (metaContent(html, ['og:title']) || squash(decodeEntities(titleTag ?? ''))).slice(0, 300),
    description: squash(metaContent(html, ['description', 'og:description']) ?? '').slice(0, 1000),
    facts: structuredFacts(html),
    text: readableText(main ?? html).slice(0, TEXT_MAX),
    images: pictures(html, response.url),
  };
}
