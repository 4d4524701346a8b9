import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { presentations } from '../presentations/presentations.table.ts';
import { shareLinks } from '../share-links/share-links.table.ts';
import { assetTime, pageViews, viewSessions } from './activity.table.ts';

export type NewViewSession = typeof viewSessions.$inferInsert;
export type TimeRow = { assetId: number | null; page: number; kind: 'view' | 'video'; seconds: number };

/** View sessions and what they saw. A session is only reachable through its token hash. */
export function createActivityRepository(db: Db) {
  return {
    /** The live session of this token: its link exists and is enabled. */
    async findLive(tokenHash: string, options: { forUpdate?: boolean } = {}) {
      const query = db
        .select({ session: viewSessions, link: shareLinks })
        .from(viewSessions)
        .innerJoin(shareLinks, eq(shareLinks.id, viewSessions.shareLinkId))
        .where(and(eq(viewSessions.tokenHash, tokenHash), eq(shareLinks.disabled, false)));
      const [row] = await (options.forUpdate ? query.for('update', { of: viewSessions }) : query);
      return row;
    },

    /** Opens a session and counts the access on the presentation. */
    async insert(values: NewViewSession & { createdAt: Date }) {
      const [row] = await db.insert(viewSessions).values(values).returning();
      await db
        .update(presentations)
        .set({ numberOfAccess: sql`${presentations.numberOfAccess} + 1`, lastAccess: values.createdAt })
        .where(eq(presentations.id, values.presentationId));
      return row!;
    },

    setTotals(id: number, values: { totalSeconds: number; videoSeconds: number; lastSeenAt: Date }) {
      return db.update(viewSessions).set(values).where(eq(viewSessions.id, id));
    },

    /** Records pages once: a page seen again is a no-op. One statement. */
    async addPageViews(sessionId: number, pages: { assetId: number; page: number }[], at: Date) {
      if (pages.length === 0) return;
      await db
        .insert(pageViews)
        .values(pages.map((p) => ({ sessionId, assetId: p.assetId, page: p.page, firstSeenAt: at })))
        .onConflictDoNothing();
    },

    /** Adds seconds per (asset, page, kind). One statement; the key includes a null asset as 0. */
    async addTime(sessionId: number, rows: TimeRow[]) {
      if (rows.length === 0) return;
      const values = sql.join(
        rows.map((r) => sql`(${sessionId}, ${r.assetId}::integer, ${r.page}, ${r.kind}, ${r.seconds}::real)`),
        sql`, `,
      );
      await db.execute(
        sql`insert into ${assetTime} (session_id, asset_id, page, kind, seconds) values ${values}
            on conflict (session_id, coalesce(asset_id, 0), page, kind)
            do update set seconds = ${assetTime}.seconds + excluded.seconds`,
      );
    },
  };
}
