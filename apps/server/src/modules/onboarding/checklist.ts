import { CHECKLIST_STEPS, type Checklist } from '@folio/shared';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { UserRow } from '../accounts/accounts.table.ts';
import { presentations } from '../presentations/presentations.table.ts';
import { shareLinks } from '../share-links/share-links.table.ts';

/**
 * The first-run checklist, from what the account holds: a presentation of its own (a starter template renamed
 * counts), a photo and phone on the profile, something shared, a view received. Replaces notifications that
 * pointed to a guide and a video.
 */
export async function firstRunChecklist(db: Db, user: UserRow): Promise<Checklist> {
  const mine = and(eq(presentations.userId, user.id), isNull(presentations.deletedAt))!;
  const exists = async (query: Promise<unknown[]>) => (await query).length > 0;
  const [presentation, shared, viewed] = await Promise.all([
    exists(
      db
        .select({ id: presentations.id })
        .from(presentations)
        .where(and(mine, eq(presentations.isTemplate, false), isNull(presentations.starterTemplate)))
        .limit(1),
    ),
    exists(
      db
        .select({ id: shareLinks.id })
        .from(shareLinks)
        .innerJoin(presentations, eq(presentations.id, shareLinks.presentationId))
        .where(mine)
        .limit(1),
    ),
    exists(
      db
        .select({ id: presentations.id })
        .from(presentations)
        .where(and(mine, gt(presentations.numberOfAccess, 0)))
        .limit(1),
    ),
  ]);
  const done: Record<(typeof CHECKLIST_STEPS)[number], boolean> = {
    presentation,
    profile: Boolean(user.pictureKey) && user.mobilePhone.trim() !== '',
    shared,
    viewed,
  };
  return { steps: CHECKLIST_STEPS.map((key) => ({ key, done: done[key] })) };
}
