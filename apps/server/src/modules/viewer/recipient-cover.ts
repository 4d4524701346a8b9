import { DEFAULT_ASSET_TITLE, DEFAULT_ITEM_TITLE, gradientStops, isDarkColor } from '@folio/shared';
import { escapeHtml } from '../../platform/html.ts';
import { sanitizeRichText } from '../../platform/rich-text.ts';
import { DEFAULT_PRIMARY_COLOR } from '../accounts/accounts.presenter.ts';
import type { FileSigner } from './file-capabilities.ts';
import type { FirstPicture } from './first-picture.ts';
import type { ViewerLink } from './viewer.repository.ts';

/*
 * The top of a public link's page as static HTML, written into recipient.html's root so that a phone
 * paints the cover and the first picture before any script has run; React then renders the same
 * elements in their place. The markup and classes copy the web's components (recipient-page.tsx,
 * recipient-header.tsx, ui/logo.tsx, viewer/presentation-view.tsx, presentation-header.tsx,
 * rich-html.tsx, uploaded-asset-view.tsx): a change there must be made here too, and
 * tests/e2e/recipient-cover.spec.ts fails when the two no longer line up.
 */

const HEX = /^#[\da-f]{6}$/i;

/** As viewer/rich-html.tsx: the typography of rich text, and whether a text is blank. */
const RICH_TEXT_CLASS = [
  'text-base leading-relaxed break-words',
  '[&_p]:min-h-[1.5em] [&_p+p]:mt-2 [&_a]:text-theme [&_a]:underline [&_a]:underline-offset-2',
  '[&_ul]:list-disc [&_ul]:pl-6 [&_ol]:list-decimal [&_ol]:pl-6 [&_li_p]:min-h-0',
  '[&_h1]:text-2xl [&_h1]:font-semibold [&_h2]:text-xl [&_h2]:font-semibold [&_h3]:font-semibold',
  '[&_blockquote]:border-l-4 [&_blockquote]:border-mist [&_blockquote]:pl-4',
].join(' ');
const isBlankHtml = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .trim() === '';

const LOGO =
  '<span class="inline-flex items-center gap-2 font-semibold tracking-tight">' +
  '<svg viewBox="0 0 32 32" class="size-8" aria-hidden="true">' +
  '<rect width="32" height="32" rx="8" fill="var(--theme)"></rect>' +
  '<path d="M10 8h12v4h-8v4h7v4h-7v4h-4z" fill="#fff"></path>' +
  '<circle cx="23" cy="23" r="3" fill="#e82f72"></circle></svg>' +
  '<span class="text-xl text-ink max-[360px]:sr-only">Folio</span></span>';

const BUTTON =
  'inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors select-none ' +
  'disabled:cursor-not-allowed disabled:opacity-50 aria-disabled:cursor-not-allowed aria-disabled:opacity-50';

/** As recipient-header.tsx for a visitor who is not signed in (the page's script drops it for one who is). */
const accountLinks = (hash: string) => {
  const query = new URLSearchParams({ hash });
  return (
    '<nav aria-label="Folio account" class="flex shrink-0 items-center gap-2">' +
    `<a href="/login?${query}" class="${BUTTON} text-ink hover:bg-theme-lightest h-8 px-3 text-sm">Log in</a>` +
    `<a href="/sign-up?${query}" class="${BUTTON} bg-theme text-white hover:bg-theme-dark active:bg-theme-darkest h-8 px-3 text-sm">Sign up</a>` +
    '</nav>'
  );
};

function coverHeader(v: ViewerLink, sign: FileSigner) {
  const p = v.presentation;
  const color = p.backgroundColor ?? DEFAULT_PRIMARY_COLOR;
  const background = (p.backgroundCroppedKey ?? p.backgroundKey) ? sign({ kind: 'background' }) : null;
  const [from, to] = gradientStops(p.backgroundOpacity);
  const style = background
    ? `background-color:${color};background-image:linear-gradient(to top, rgba(0, 0, 0, ${from}), rgba(0, 0, 0, ${to})), url(${JSON.stringify(background)});background-size:cover;background-position:center`
    : `background-color:${color}`;
  const tone = background || isDarkColor(color) ? 'text-white' : 'text-ink';
  const name = p.userNameIsHidden ? '' : [v.owner.firstName, v.owner.lastName].filter(Boolean).join(' ');
  const showTitle = !p.titleIsHidden && p.title.trim() !== '';
  const createdBy =
    p.createdByText &&
    `<p class="break-words"${p.createdByTextColor ? ` style="color:${p.createdByTextColor}"` : ''}>${escapeHtml(p.createdByText)}</p>`;
  return [
    `<header data-testid="presentation-header" style="${escapeHtml(style)}" class="flex min-h-56 flex-col justify-end gap-4 px-5 py-8 wide:min-h-72 wide:px-10 wide:py-12 ${tone}">`,
    p.logoKey &&
      `<img src="${escapeHtml(sign({ kind: 'logo' }))}" alt="Logo" class="mb-auto h-14 w-auto max-w-48 self-start rounded-lg bg-white/90 object-contain p-2 wide:h-16">`,
    showTitle &&
      `<h1 class="text-3xl leading-tight font-bold tracking-tight break-words wide:text-5xl">${escapeHtml(p.title)}</h1>`,
    (name.trim() || createdBy) &&
      `<div class="flex flex-col gap-1">${name.trim() ? `<p class="text-lg font-semibold">${escapeHtml(name)}</p>` : ''}${createdBy || ''}</div>`,
    '</header>',
  ]
    .filter(Boolean)
    .join('');
}

function pictureHtml(picture: FirstPicture) {
  const title = picture.title.trim();
  const alt = title === DEFAULT_ASSET_TITLE || title === DEFAULT_ITEM_TITLE ? '' : title;
  const { image } = picture;
  return (
    `<div data-asset-type="image" data-asset-id="${picture.id}"><figure class="flex flex-col gap-3">` +
    `<img src="${escapeHtml(image.href)}"` +
    (image.srcset ? ` srcset="${escapeHtml(image.srcset)}" sizes="${escapeHtml(image.sizes ?? '')}"` : '') +
    ` alt="${escapeHtml(alt)}" loading="eager" fetchpriority="high"` +
    (picture.width && picture.height ? ` width="${picture.width}" height="${picture.height}"` : '') +
    ' class="h-auto w-full rounded-xl bg-paper"></figure></div>'
  );
}

/**
 * The page's top for a link that opens without a gate, or null where the page's script must decide
 * what shows: the sender's white label (their colours and logo) or hidden header, an Unsplash cover
 * (its credit), a cover with a header video, picture, category or another layout, or colours that are
 * not plain hex.
 */
export function recipientCover(v: ViewerLink, picture: FirstPicture | null, sign: FileSigner): string | null {
  const p = v.presentation;
  if (
    v.owner.showWhiteLabel ||
    v.brandTeam?.showWhiteLabel ||
    v.owner.hideRecipientHeader ||
    p.unsplashAuthor ||
    p.backgroundVideoKey ||
    p.backgroundVideoUrl ||
    p.pictureKey ||
    p.category ||
    p.style !== 'classic'
  )
    return null;
  if (
    (p.backgroundColor && !HEX.test(p.backgroundColor)) ||
    (p.createdByTextColor && !HEX.test(p.createdByTextColor))
  )
    return null;
  const opening = sanitizeRichText(p.openingMsg);
  return (
    '<div class="flex min-h-dvh flex-col bg-paper pr-[env(safe-area-inset-right)] pl-[env(safe-area-inset-left)]">' +
    '<header data-testid="recipient-header" class="flex h-16 shrink-0 items-center justify-between gap-4 border-b border-mist/70 bg-white px-4 wide:px-6">' +
    `${LOGO}${accountLinks(v.link.hash)}</header>` +
    '<main class="flex-1 bg-paper pb-[calc(5rem+env(safe-area-inset-bottom))] [--viewer-sticky-bottom:calc(4.5rem+env(safe-area-inset-bottom))] wide:px-4 wide:pt-8">' +
    '<div class="mx-auto max-w-4xl small:[&>article]:rounded-none small:[&>article]:ring-0">' +
    '<article class="overflow-clip rounded-2xl bg-white text-ink shadow-sm ring-1 ring-mist/60">' +
    coverHeader(v, sign) +
    '<div class="mx-auto flex max-w-3xl flex-col gap-10 px-5 py-8 wide:px-10 wide:py-12">' +
    (isBlankHtml(opening) ? '' : `<div class="${RICH_TEXT_CLASS}">${opening}</div>`) +
    (picture ? pictureHtml(picture) : '') +
    '</div></article></div></main></div>'
  );
}
