import { type ShareLink, stopEmailsPath } from '@folio/shared';
import { presentLimits } from '../link-limits/link-limits.columns.ts';
import { cleanTitle } from '../presentations/presentations.presenter.ts';
import type { LinkAuthor } from './share-links.repository.ts';
import type { ShareLinkRow } from './share-links.table.ts';

type Presentation = { type: 'presentation' | 'document'; title: string };

/** The slug of the title, or '' when the title has nothing to slug (cleanTitle would answer its fallback). */
const slug = (title: string) => (/[a-z0-9]/i.test(title.normalize('NFKD')) ? cleanTitle(title) : '');

/** The address recipients open: `/presentations/{hash}` for the public link, `/c/p|d/{hash}/{clean_title}` otherwise. */
export function shareLinkUrl(
  publicUrl: string,
  link: Pick<ShareLinkRow, 'hash' | 'isPublic'>,
  p: Presentation,
) {
  if (link.isPublic) return `${publicUrl}/presentations/${link.hash}`;
  const kind = p.type === 'document' ? 'd' : 'p';
  const title = slug(p.title);
  return `${publicUrl}/c/${kind}/${link.hash}${title ? `/${title}` : ''}`;
}

/** The recipient's page that stops the e-mails of their link (reminders and follow-ups). */
export const stopEmailsUrl = (publicUrl: string, link: Pick<ShareLinkRow, 'hash'>) =>
  `${publicUrl}${stopEmailsPath(link.hash)}`;

export type LinkUrls = { publicUrl: string; fileUrl: (key: string) => string };

/** The only place that shapes a share link for the API: the password hash is never part of it. */
export function presentShareLink(
  row: ShareLinkRow,
  p: Presentation,
  author: LinkAuthor,
  { publicUrl, fileUrl }: LinkUrls,
): ShareLink {
  return {
    id: row.id,
    share_link: shareLinkUrl(publicUrl, row, p),
    hash: row.hash,
    presentation_id: row.presentationId,
    name: row.name,
    is_public: row.isPublic,
    is_indexable: row.isIndexable,
    submitted_to_gallery: row.submittedToGallery,
    disabled: row.disabled,
    archived: row.archived,
    activity_email_updates: row.activityEmailUpdates,
    require_email: row.requireEmail,
    require_email_message: row.requireEmailMessage,
    require_phone_number: row.requirePhoneNumber,
    require_phone_number_message: row.requirePhoneNumberMessage,
    forward_tracking: row.forwardTracking,
    prevent_download: row.preventDownload,
    prevent_feedback: row.preventFeedback,
    prevent_printing: row.preventPrinting,
    password_protect: row.passwordHash !== null,
    verify_email: row.verifyEmail,
    allow_list: row.allowList,
    block_list: row.blockList,
    // Burned-in watermark (issue 18).
    watermark: row.watermark,
    watermark_opacity: row.watermarkOpacity,
    email: row.email,
    title: row.title,
    subject: row.subject,
    message: row.message,
    has_auto_reminder: row.hasAutoReminder,
    days_until_next_reminder: row.daysUntilNextReminder,
    reminder_interval: row.reminderInterval,
    forwarded_from_link_id: row.forwardedFromLinkId,
    ...presentLimits(row),
    author: {
      first_name: author.firstName,
      last_name: author.lastName,
      picture: author.pictureKey ? fileUrl(author.pictureKey) : null,
    },
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
