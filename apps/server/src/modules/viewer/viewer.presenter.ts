import type { ClientAsset, ClientPresentation, GatedPresentation, ViewerGate } from '@folio/shared';
import { DEFAULT_PRIMARY_COLOR } from '../accounts/accounts.presenter.ts';
import type { AssetRow } from '../assets/assets.table.ts';
import { cleanTitle } from '../presentations/presentations.presenter.ts';
import type { PageRef } from './page-urls.ts';
import type { ViewerLink } from './viewer.repository.ts';

export type ViewerUrls = {
  /** Public files (logo, background, owner picture). */
  file: (key: string) => string;
  /** Page images: the file URL, or a signed short-lived one on prevent_download links. */
  page: (key: string, ref: PageRef) => string;
  /** On prevent_download links: the signed short-lived URL of a video asset's file. */
  video?: (assetId: number) => string;
};

/** What the owner's branding shows: white label only while it is on and the owner has premium. */
export type ViewerContext = { urls: ViewerUrls; whiteLabel: boolean };

/** The gates this link still asks for, or null when it has none. */
export function gateOf({ link }: ViewerLink): ViewerGate | null {
  const gate = {
    require_email: link.requireEmail,
    require_email_message: link.requireEmail ? link.requireEmailMessage : '',
    require_phone_number: link.requirePhoneNumber,
    require_phone_number_message: link.requirePhoneNumber ? link.requirePhoneNumberMessage : '',
    password: link.passwordHash !== null,
  };
  return gate.require_email || gate.require_phone_number || gate.password ? gate : null;
}

/** The sender as recipients see them; the primary colour only with white label (else Folio's theme). */
const branding = ({ owner }: ViewerLink, { urls, whiteLabel }: ViewerContext) => ({
  first_name: owner.firstName,
  last_name: owner.lastName,
  picture: owner.pictureKey ? urls.file(owner.pictureKey) : null,
  show_white_label: whiteLabel,
  logo: owner.logoKey ? urls.file(owner.logoKey) : null,
  primary_color: whiteLabel ? (owner.primaryColor ?? DEFAULT_PRIMARY_COLOR) : null,
});

/** What a gate page may show: who sent it and its title; nothing of the content. */
export const presentGated = (v: ViewerLink, context: ViewerContext): GatedPresentation => ({
  title: v.presentation.title,
  clean_title: cleanTitle(v.presentation.title),
  type: v.presentation.type,
  is_indexable: v.link.isIndexable,
  user: branding(v, context),
});

/** The original file: never on prevent_download links, but a video plays there through its signed URL. */
function fileOf(row: AssetRow, urls: ViewerUrls, preventDownload: boolean) {
  if (!row.fileKey) return null;
  if (!preventDownload) return urls.file(row.fileKey);
  return row.type === 'video' && urls.video ? urls.video(row.id) : null;
}

function presentClientAsset(row: AssetRow, urls: ViewerUrls, preventDownload: boolean): ClientAsset {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    description: row.description,
    position: row.position,
    website: row.website,
    thumbnail: row.thumbnail,
    contact: row.contact,
    attributes: { height: row.height },
    file: fileOf(row, urls, preventDownload),
    filename: row.filename,
    number_of_pages: row.numberOfPages,
    converted_files: row.convertedFiles.map((key, page) =>
      urls.page(key, { assetId: row.id, page, kind: 'page' }),
    ),
    page_thumbnails: row.pageThumbnails.map((key, page) =>
      urls.page(key, { assetId: row.id, page, kind: 'thumbnail' }),
    ),
    page_sizes: row.pageSizes,
  };
}

/** The recipient's presentation once every gate is passed. */
export function presentClientPresentation(
  v: ViewerLink,
  rows: AssetRow[],
  context: ViewerContext,
): ClientPresentation {
  const { urls } = context;
  const { presentation: p, link, owner } = v;
  const url = (key: string | null) => (key ? urls.file(key) : null);
  return {
    title: p.title,
    clean_title: cleanTitle(p.title),
    title_is_hidden: p.titleIsHidden,
    type: p.type,
    opening_msg: p.openingMsg,
    closing_msg: p.closingMsg,
    background: url(p.backgroundKey),
    background_thumbnail: url(p.backgroundThumbnailKey),
    background_color: p.backgroundColor,
    background_opacity: p.backgroundOpacity,
    border_color: p.borderColor,
    logo: url(p.logoKey),
    user_name: p.userNameIsHidden ? '' : [owner.firstName, owner.lastName].filter(Boolean).join(' '),
    created_by_text: p.createdByText,
    created_by_text_color: p.createdByTextColor,
    unsplash_author: p.unsplashAuthor,
    unsplash_author_link: p.unsplashAuthorLink,
    is_indexable: link.isIndexable,
    prevent_download: link.preventDownload,
    prevent_feedback: link.preventFeedback,
    prevent_printing: link.preventPrinting,
    disable_forwarding: p.disableForwarding,
    user: branding(v, context),
    assets: rows.map((row) => presentClientAsset(row, urls, link.preventDownload)),
  };
}
