import type { ClientAsset, ClientPresentation, GatedPresentation, ViewerGate } from '@folio/shared';
import type { AssetRow } from '../assets/assets.table.ts';
import { cleanTitle } from '../presentations/presentations.presenter.ts';
import type { PageRef } from './page-urls.ts';
import type { ViewerLink } from './viewer.repository.ts';

export type ViewerUrls = {
  /** Public files (logo, background, owner picture). */
  file: (key: string) => string;
  /** Page images: the file URL, or a signed short-lived one on prevent_download links. */
  page: (key: string, ref: PageRef) => string;
};

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

const branding = ({ owner }: ViewerLink, urls: ViewerUrls) => ({
  first_name: owner.firstName,
  last_name: owner.lastName,
  picture: owner.pictureKey ? urls.file(owner.pictureKey) : null,
  show_white_label: false,
  logo: owner.logoKey ? urls.file(owner.logoKey) : null,
  primary_color: null,
});

/** What a gate page may show: who sent it and its title; nothing of the content. */
export const presentGated = (v: ViewerLink, urls: ViewerUrls): GatedPresentation => ({
  title: v.presentation.title,
  clean_title: cleanTitle(v.presentation.title),
  type: v.presentation.type,
  is_indexable: v.link.isIndexable,
  user: branding(v, urls),
});

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
    file: row.fileKey && !preventDownload ? urls.file(row.fileKey) : null,
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
  urls: ViewerUrls,
): ClientPresentation {
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
    user: branding(v, urls),
    assets: rows.map((row) => presentClientAsset(row, urls, link.preventDownload)),
  };
}
