import { hasLinkLimits, linkLimitState, recipientPathHash, SHARE_LINK_HASH_PATTERN } from '@folio/shared';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import { escapeHtml } from '../../platform/html.ts';
import { storedKeyOf } from '../../platform/storage/storage.ts';
import type { FileCapabilities, FileSigner } from './file-capabilities.ts';
import { firstPicture, type PreloadImage } from './first-picture.ts';
import { recipientCover } from './recipient-cover.ts';
import { gateOf } from './viewer.presenter.ts';
import { createViewerRepository } from './viewer.repository.ts';

/**
 * What a link unfurler (iMessage, WhatsApp, Slack, Facebook) shows for a shared link, and the pictures
 * the recipient's page opens with, for the browser to fetch before the page's script asks for them.
 */
export type LinkCard = {
  title: string;
  description: string;
  image: string | null;
  indexable: boolean;
  preload: PreloadImage[];
  /** The page's top as static HTML (recipient-cover.ts), for a link without a gate. */
  cover: string | null;
};

/** The share hash in a recipient page's path, or null for any other page or a malformed hash. */
export function recipientHash(pathname: string) {
  const hash = recipientPathHash(pathname)?.toLowerCase();
  return hash && SHARE_LINK_HASH_PATTERN.test(hash) ? hash : null;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** Rich text as one line of plain text: blocks become spaces, inline tags vanish, entities are read. */
const plainText = (html: string) =>
  html
    .replace(/<\/?(p|div|br|li|ul|ol|h[1-6]|blockquote)\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name]!)
    .replace(/\s+/g, ' ')
    .trim();

/**
 * The card of a live link. Behind a gate it says only who shared what: the opening message and the
 * pictures wait for the recipient to pass the gate.
 */
export function createLinkCards({ db, files, clock }: { db: Db; files: FileCapabilities; clock: Clock }) {
  const repo = createViewerRepository(db);
  /** The first asset's thumbnail: a stored one through the link, another site's picture as it is. */
  async function firstThumbnail(presentationId: number, sign: FileSigner) {
    const first = await repo.firstThumbnail(presentationId);
    if (!first?.thumbnail) return null;
    return storedKeyOf(first.thumbnail) ? sign({ kind: 'cover', assetId: first.id }) : first.thumbnail;
  }

  return async (hash: string): Promise<LinkCard | null> => {
    const v = await repo.findByHash(hash);
    // An expired or used-up link has no card: its page says so (link-limits).
    if (!v || linkLimitState(v.link, clock.now()) !== 'open') return null;
    const p = v.presentation;
    const sender = `${v.owner.firstName} ${v.owner.lastName}`.trim() || 'Someone';
    const kind = p.type === 'document' ? 'a file' : 'a presentation';
    const shared = `${sender} shared ${kind} with you.`;
    // A link with limits shows its content only to the views it counts, as a gate does.
    const gated = gateOf(v) !== null || hasLinkLimits(v.link);
    const message = gated ? '' : plainText(p.openingMsg);
    // The same URLs as the link's answer gives (same link, same expiry): the page reuses what is preloaded.
    const sign = await files.signer(hash, { accessVersion: v.link.accessVersion });
    // Without a cover picture, the first asset's thumbnail; not for links that keep their pages from
    // being saved.
    const image = gated
      ? null
      : p.backgroundKey
        ? sign({ kind: 'background' })
        : p.logoKey
          ? sign({ kind: 'logo' })
          : v.link.preventDownload
            ? null
            : await firstThumbnail(p.id, sign);
    const background =
      p.backgroundKey && !gated ? { href: sign({ kind: 'background' }), srcset: null, sizes: null } : null;
    const picture = gated || v.link.preventDownload ? null : await firstPicture(db, p.id, sign);
    return {
      title: p.title.trim() || (p.type === 'document' ? 'Shared file' : 'Shared presentation'),
      description: (message || shared).slice(0, 200),
      image,
      indexable: v.link.isIndexable,
      preload: [background, picture?.image ?? null].filter((image) => image !== null),
      cover: gated ? null : recipientCover(v, picture, sign),
    };
  };
}

/** The page with the card's title, description, image and robots rule written into its head. */
export function withCard(html: string, card: LinkCard) {
  const meta = [
    `<meta name="description" content="${escapeHtml(card.description)}">`,
    `<meta property="og:title" content="${escapeHtml(card.title)}">`,
    `<meta property="og:description" content="${escapeHtml(card.description)}">`,
    '<meta property="og:type" content="website">',
    card.image && `<meta property="og:image" content="${escapeHtml(card.image)}">`,
    `<meta name="twitter:card" content="${card.image ? 'summary_large_image' : 'summary'}">`,
    `<meta name="robots" content="${card.indexable ? 'index, follow' : 'noindex, nofollow'}">`,
    ...card.preload.map(
      (image) =>
        `<link rel="preload" as="image" href="${escapeHtml(image.href)}"` +
        (image.srcset
          ? ` imagesrcset="${escapeHtml(image.srcset)}" imagesizes="${escapeHtml(image.sizes ?? '')}"`
          : '') +
        ' fetchpriority="high">',
    ),
  ]
    .filter(Boolean)
    .join('');
  // Replacer functions: with a string, a `$&`, `$'` or `` $` `` in a title would paste parts of the page.
  return html
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(card.title)}</title>`)
    .replace('</head>', () => `${meta}</head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${card.cover ?? ''}</div>`);
}
