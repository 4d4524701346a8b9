import type {
  ClientAsset,
  ClientPresentation,
  GatedPresentation,
  ViewerAgent,
  ViewerGate,
} from '@folio/shared';
import { storedKeyOf } from '../../platform/storage/storage.ts';
import type { AssetRow } from '../assets/assets.table.ts';
import { requiresVerification } from '../link-verification/link-verification.rules.ts';
import { cleanTitle } from '../presentations/presentations.presenter.ts';
import type { Brand } from '../teams/team-brand.ts';
import type { FileRef, FileSigner } from './file-capabilities.ts';
import type { ViewerLink } from './viewer.repository.ts';

/** The brand the owner's shares carry (team-brand.ts: the team's or their own). */
export type ViewerContext = { sign: FileSigner; brand: Brand };

/** The gates this link still asks for, or null when it has none. */
export function gateOf({ link, agreement }: ViewerLink): ViewerGate | null {
  const gate = {
    require_email: link.requireEmail,
    require_email_message: link.requireEmail ? link.requireEmailMessage : '',
    require_phone_number: link.requirePhoneNumber,
    require_phone_number_message: link.requirePhoneNumber ? link.requirePhoneNumberMessage : '',
    password: link.passwordHash !== null,
    verify_email: requiresVerification(link),
    verified_email: null,
    agreement: agreement && { id: agreement.id, text: agreement.text },
  };
  return gate.require_email ||
    gate.require_phone_number ||
    gate.password ||
    gate.verify_email ||
    gate.agreement
    ? gate
    : null;
}

/** The sender as recipients see them; the primary colour only with white label (else Folio's theme). */
const branding = ({ owner }: ViewerLink, { sign, brand }: ViewerContext) => ({
  first_name: owner.firstName,
  last_name: owner.lastName,
  picture: owner.pictureKey ? sign({ kind: 'picture' }) : null,
  show_white_label: brand.whiteLabel,
  logo: brand.logoKey ? sign({ kind: 'brand_logo' }) : null,
  primary_color: brand.primaryColor,
  hide_header: brand.hideHeader,
});

/** The agent's card: the owner's public profile fields they filled, never anything else of the account. */
const agentOf = ({ owner, company }: ViewerLink, sign: FileSigner): ViewerAgent => ({
  name: [owner.firstName, owner.lastName]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' '),
  picture: owner.pictureKey ? sign({ kind: 'picture' }) : null,
  company: company?.trim() || null,
  phone: owner.mobilePhone.trim() || null,
  email: owner.email,
});

/** What a gate page may show: who sent it and its title; nothing of the content. */
export const presentGated = (v: ViewerLink, context: ViewerContext): GatedPresentation => ({
  title: v.presentation.title,
  clean_title: cleanTitle(v.presentation.title),
  type: v.presentation.type,
  is_indexable: v.link.isIndexable,
  user: branding(v, context),
});

/** The original file: never on prevent_download links, but a video plays there (inline only). */
function fileOf(row: AssetRow, sign: FileSigner, preventDownload: boolean) {
  if (!row.fileKey || (preventDownload && row.type !== 'video')) return null;
  return sign({ kind: 'original', assetId: row.id });
}

function presentClientAsset(row: AssetRow, sign: FileSigner, preventDownload: boolean): ClientAsset {
  const assetId = row.id;
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    description: row.description,
    position: row.position,
    website: row.website,
    // A stored thumbnail through the link; another site's picture (a link preview, a video's) as it is.
    thumbnail: row.thumbnail && storedKeyOf(row.thumbnail) ? sign({ kind: 'cover', assetId }) : row.thumbnail,
    contact: row.contact,
    map: row.map,
    attributes: { height: row.height },
    file: fileOf(row, sign, preventDownload),
    filename: row.filename,
    number_of_pages: row.numberOfPages,
    converted_files: row.convertedFiles.map((_, page) => sign({ kind: 'page', assetId, page })),
    page_thumbnails: row.pageThumbnails.map((_, page) => sign({ kind: 'thumbnail', assetId, page })),
    page_sizes: row.pageSizes,
  };
}

/** The header video while the owner has premium (after a downgrade the header image shows instead). */
function headerVideo(p: ViewerLink['presentation'], { sign, brand }: ViewerContext) {
  const video = p.backgroundVideoKey ? sign({ kind: 'background_video' }) : p.backgroundVideoUrl;
  if (!brand.premium || !video) return { background_video_url: null, background_video_poster: null };
  const poster = p.backgroundVideoPosterKey ? sign({ kind: 'background_video_poster' }) : null;
  return { background_video_url: video, background_video_poster: poster };
}

/** A tracked forward makes a new link, which would skip this one's view limits and agreement. */
const trackedForwardSkipsLimits = ({ link, agreement }: ViewerLink) =>
  link.forwardTracking && (link.maxViews !== null || link.maxViewers !== null || agreement !== null);

/** The recipient's presentation once every gate is passed. */
export function presentClientPresentation(
  v: ViewerLink,
  rows: AssetRow[],
  context: ViewerContext,
): ClientPresentation {
  const { sign } = context;
  const { presentation: p, link, owner } = v;
  const url = (key: string | null, ref: FileRef) => (key ? sign(ref) : null);
  return {
    title: p.title,
    clean_title: cleanTitle(p.title),
    title_is_hidden: p.titleIsHidden,
    type: p.type,
    opening_msg: p.openingMsg,
    closing_msg: p.closingMsg,
    background: url(p.backgroundCroppedKey ?? p.backgroundKey, { kind: 'background' }),
    background_thumbnail: url(p.backgroundThumbnailKey, { kind: 'background_thumbnail' }),
    background_color: p.backgroundColor,
    background_opacity: p.backgroundOpacity,
    ...headerVideo(p, context),
    picture: url(p.pictureKey, { kind: 'cover_picture' }),
    picture_position: p.picturePosition,
    style: p.style,
    category: p.category,
    border_color: p.borderColor,
    logo: url(p.logoKey, { kind: 'logo' }),
    user_name: p.userNameIsHidden ? '' : [owner.firstName, owner.lastName].filter(Boolean).join(' '),
    created_by_text: p.createdByText,
    created_by_text_color: p.createdByTextColor,
    unsplash_author: p.unsplashAuthor,
    unsplash_author_link: p.unsplashAuthorLink,
    is_indexable: link.isIndexable,
    prevent_download: link.preventDownload,
    prevent_feedback: link.preventFeedback,
    prevent_printing: link.preventPrinting,
    // Forwarding e-mails a stranger in the owner's name: not before the owner proved their address.
    disable_forwarding: p.disableForwarding || !owner.emailVerifiedAt || trackedForwardSkipsLimits(v),
    user: branding(v, context),
    agent: agentOf(v, sign),
    recipient: link.email ? { name: link.name, email: link.email } : null,
    assets: rows.map((row) => presentClientAsset(row, sign, link.preventDownload)),
  };
}
