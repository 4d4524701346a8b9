import type { Presentation } from '@folio/shared';
import { shareLinkUrl } from '../share-links/share-links.presenter.ts';
import type { PresentationListRow } from './presentations.repository.ts';

/** A slug of the title for pretty recipient links: "Ocean View Villa" → "ocean-view-villa". */
export const cleanTitle = (title: string) =>
  title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80) || 'presentation';

/**
 * A presentation in its recipient's received tab says who sent what, and nothing of its content: no
 * pictures (files reach a recipient only through their link's URLs), messages, or the owner's counts and
 * folder. `share_url` is null once the link is disabled: the item then opens nothing. The content opens
 * only at `share_url`, through the link's gates.
 */
function asReceived(row: PresentationListRow, shown: Presentation, publicUrl: string): Presentation {
  const link = row.receivedLink?.disabled === false ? row.receivedLink : null;
  return {
    ...shown,
    logo: null,
    background: null,
    background_thumbnail: null,
    background_cropped: null,
    background_meta: null,
    background_video_url: null,
    background_video_poster: null,
    picture: null,
    category: '',
    unsplash_author: null,
    unsplash_author_link: null,
    opening_msg: '',
    closing_msg: '',
    favorite: false,
    archived: false,
    folder: null,
    company: null,
    is_webpage: false,
    times_cloned: 0,
    number_of_assets: 0,
    number_of_access: 0,
    number_of_invites: 0,
    number_of_feedback: 0,
    last_access: null,
    share_url: link ? shareLinkUrl(publicUrl, link, row.presentation) : null,
    thumbnail: null,
  };
}

/** The only place that shapes a presentation for the API. */
export function presentPresentation(
  row: PresentationListRow,
  fileUrl: (key: string) => string,
  publicUrl: string,
): Presentation {
  const p = row.presentation;
  const url = (key: string | null) => (key ? fileUrl(key) : null);
  const userName = [row.owner.firstName, row.owner.lastName].filter(Boolean).join(' ');
  const shown: Presentation = {
    id: p.id,
    title: p.title,
    clean_title: cleanTitle(p.title),
    title_is_hidden: p.titleIsHidden,
    type: p.type,
    logo: url(p.logoKey),
    background: url(p.backgroundKey),
    background_thumbnail: url(p.backgroundThumbnailKey),
    background_color: p.backgroundColor,
    background_cropped: url(p.backgroundCroppedKey),
    background_meta: p.backgroundMeta,
    background_video_url: url(p.backgroundVideoKey) ?? p.backgroundVideoUrl,
    background_video_poster: url(p.backgroundVideoPosterKey),
    picture: url(p.pictureKey),
    picture_position: p.picturePosition,
    style: p.style,
    category: p.category,
    unsplash_author: p.unsplashAuthor,
    unsplash_author_link: p.unsplashAuthorLink,
    background_opacity: p.backgroundOpacity,
    border_color: p.borderColor,
    opening_msg: p.openingMsg,
    closing_msg: p.closingMsg,
    user_name: userName,
    user_name_is_hidden: p.userNameIsHidden,
    created_by_text: p.createdByText,
    created_by_text_color: p.createdByTextColor,
    favorite: p.favorite,
    archived: p.archived,
    deleted: p.deletedAt !== null,
    template: p.isTemplate,
    starter_template: p.starterTemplate,
    company: p.companyId,
    folder: row.folder?.id ? { id: row.folder.id, name: row.folder.name } : null,
    is_webpage: p.isWebpage,
    times_cloned: p.timesCloned,
    number_of_assets: row.assetSummary.numberOfAssets,
    number_of_access: p.numberOfAccess,
    number_of_invites: p.numberOfInvites,
    number_of_feedback: p.numberOfFeedback,
    last_access: p.lastAccess?.toISOString() ?? null,
    share_date: p.shareDate?.toISOString() ?? null,
    read: row.receipt?.read ?? true,
    shared_by: row.receipt ? userName : null,
    thumbnail: url(p.backgroundThumbnailKey) ?? row.assetSummary.firstThumbnail,
    user: {
      id: row.owner.id,
      first_name: row.owner.firstName,
      last_name: row.owner.lastName,
      picture: url(row.owner.pictureKey),
    },
    created_at: p.createdAt.toISOString(),
    updated_at: p.updatedAt.toISOString(),
  };
  return row.receipt ? asReceived(row, shown, publicUrl) : shown;
}
