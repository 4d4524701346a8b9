import { CLONE_TEXTS, hasLinkLimits, SHARE_LINK_HASH_PATTERN } from '@folio/shared';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { forbidden, notFound } from '../../platform/errors.ts';
import { asksAgreement } from '../link-agreements/link-agreements.repository.ts';
import { requiresVerification } from '../link-verification/link-verification.rules.ts';
import { shareLinks } from '../share-links/share-links.table.ts';
import { presentations } from './presentations.table.ts';

/**
 * The presentation a signed-in user may clone through a share link: the hash must be an enabled link of
 * that very presentation (else 404). A link behind a gate (password, e-mail, phone) or with downloads
 * prevented, expiry or view limits, or an agreement to accept is refused (403): a copy would hand over what the sender kept behind it.
 */
export async function cloneableThroughLink(db: Db, presentationId: number, hash: string) {
  const [row] = SHARE_LINK_HASH_PATTERN.test(hash)
    ? await db
        .select({ link: shareLinks, presentation: presentations })
        .from(shareLinks)
        .innerJoin(presentations, eq(presentations.id, shareLinks.presentationId))
        .where(
          and(
            eq(shareLinks.hash, hash),
            eq(shareLinks.presentationId, presentationId),
            eq(shareLinks.disabled, false),
            isNull(presentations.deletedAt),
          ),
        )
    : [];
  if (!row) throw notFound();
  const { link } = row;
  if (
    link.passwordHash ||
    link.requireEmail ||
    link.requirePhoneNumber ||
    link.preventDownload ||
    requiresVerification(link) ||
    hasLinkLimits(link) ||
    (await asksAgreement(db, link.id)) ||
    link.watermark
  )
    throw forbidden(CLONE_TEXTS.protectedLink);
  return row.presentation;
}
