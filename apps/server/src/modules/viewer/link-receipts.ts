import { SHARE_LINK_HASH_PATTERN } from '@folio/shared';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sha256 } from '../../platform/tokens.ts';
import { users } from '../accounts/accounts.table.ts';
import { createActivityRepository } from '../activity/activity.repository.ts';
import { presentationReceipts, presentations } from '../presentations/presentations.table.ts';
import { shareLinks } from '../share-links/share-links.table.ts';

/** What a sign-up or sign-in from a shared presentation carries (spec accounts §3): its link and the tab's view token. */
export type FromLink = { hash?: string; user_token?: string };

/**
 * A recipient who signs up or signs in from a shared link (spec accounts §2): the presentation lands in
 * their Received tab, opened through that link, and the tab's viewing session (`user_token`, its view
 * token) becomes theirs, so the sender's insights name them. Holding the link is what they prove, so the
 * receipt shows before the address is verified. A document, a disabled link or their own is left alone.
 */
export async function receiveFromLink(tx: Db, userId: number, { hash, user_token }: FromLink) {
  if (!hash || !SHARE_LINK_HASH_PATTERN.test(hash)) return;
  const [link] = await tx
    .select({
      id: shareLinks.id,
      presentationId: presentations.id,
      ownerId: presentations.userId,
      type: presentations.type,
    })
    .from(shareLinks)
    .innerJoin(presentations, eq(presentations.id, shareLinks.presentationId))
    .where(and(eq(shareLinks.hash, hash), eq(shareLinks.disabled, false), isNull(presentations.deletedAt)));
  if (!link || link.ownerId === userId) return;
  if (user_token) await createActivityRepository(tx).claim(sha256(user_token), link.id, userId);
  if (link.type !== 'presentation') return;
  await tx
    .insert(presentationReceipts)
    .values({
      userId,
      presentationId: link.presentationId,
      sharedByUserId: link.ownerId,
      shareLinkId: link.id,
      byLink: true,
    })
    .onConflictDoUpdate({
      target: [presentationReceipts.userId, presentationReceipts.presentationId],
      set: { byLink: true },
    });
  await tx.update(users).set({ hasNewReceivedPresentation: true }).where(eq(users.id, userId));
}
