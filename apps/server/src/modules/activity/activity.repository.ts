import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { assets } from '../assets/assets.table.ts';
import { presentations } from '../presentations/presentations.table.ts';
import { shareLinks } from '../share-links/share-links.table.ts';
import { assetTime, pageViews, viewSessions } from './activity.table.ts';

export type NewViewSession = typeof viewSessions.$inferInsert;
export type TimeRow = { assetId: number | null; page: number; kind: 'view' | 'video'; seconds: number };

/** View sessions and what they saw. A session is only reachable through its token hash. */
export function createActivityRepository(db: Db) {
  return {
    /** The live session of this token: its link exists and is enabled. */
    async findLive(tokenHash: string) {
      const [row] = await db
        .select({ session: viewSessions, link: shareLinks, ownerId: presentations.userId })
        .from(viewSessions)
        .innerJoin(shareLinks, eq(shareLinks.id, viewSessions.shareLinkId))
        .innerJoin(presentations, eq(presentations.id, viewSessions.presentationId))
        .where(and(eq(viewSessions.tokenHash, tokenHash), eq(shareLinks.disabled, false)));
      return row;
    },

    /**
     * Holds the link until the transaction ends, so sessions of one link are inserted one at a time:
     * their ids follow their commits and the owner's view e-mail decides from committed rows only.
     */
    async lockLink(shareLinkId: number) {
      await db
        .select({ id: shareLinks.id })
        .from(shareLinks)
        .where(eq(shareLinks.id, shareLinkId))
        .for('no key update');
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

    /**
     * The live session of this token, locked until the transaction ends, with the ids of the assets
     * visible in its presentation: what a beacon needs, in one round trip.
     */
    async lockLiveWithVisibleAssets(tokenHash: string) {
      const [row] = await db
        .select({
          session: viewSessions,
          ownerId: presentations.userId,
          visibleAssetIds: sql<number[]>`array(select ${assets.id} from ${assets}
            where ${assets.presentationId} = ${viewSessions.presentationId} and not ${assets.isHidden})`,
        })
        .from(viewSessions)
        .innerJoin(shareLinks, eq(shareLinks.id, viewSessions.shareLinkId))
        .innerJoin(presentations, eq(presentations.id, viewSessions.presentationId))
        .where(and(eq(viewSessions.tokenHash, tokenHash), eq(shareLinks.disabled, false)))
        .for('update', { of: viewSessions });
      return row;
    },

    /**
     * A beacon's writes in one statement: pages seen once, seconds added per (asset, page, kind), the
     * session's totals. Each part as its own statement would cost a round trip to the database.
     */
    async record(
      sessionId: number,
      {
        pages,
        time,
        totals,
      }: {
        pages: { assetId: number; page: number }[];
        time: TimeRow[];
        totals: { totalSeconds: number; videoSeconds: number; lastSeenAt: Date };
      },
    ) {
      const parts: SQL[] = [];
      if (pages.length > 0) {
        const values = sql.join(
          pages.map(
            (p) =>
              sql`(${sessionId}, ${p.assetId}::integer, ${p.page}::integer, ${totals.lastSeenAt}::timestamptz)`,
          ),
          sql`, `,
        );
        parts.push(sql`pages as (insert into ${pageViews} (session_id, asset_id, page, first_seen_at)
          values ${values} on conflict do nothing)`);
      }
      if (time.length > 0) {
        const values = sql.join(
          time.map(
            (r) =>
              sql`(${sessionId}, ${r.assetId}::integer, ${r.page}::integer, ${r.kind}, ${r.seconds}::real)`,
          ),
          sql`, `,
        );
        parts.push(sql`seconds as (insert into ${assetTime} (session_id, asset_id, page, kind, seconds)
          values ${values}
          on conflict (session_id, coalesce(asset_id, 0), page, kind)
          do update set seconds = ${assetTime}.seconds + excluded.seconds)`);
      }
      const update = sql`update ${viewSessions} set total_seconds = ${totals.totalSeconds}::real,
        video_seconds = ${totals.videoSeconds}::real, last_seen_at = ${totals.lastSeenAt}::timestamptz
        where ${viewSessions.id} = ${sessionId}`;
      await db.execute(parts.length > 0 ? sql`with ${sql.join(parts, sql`, `)} ${update}` : update);
    },
  };
}
