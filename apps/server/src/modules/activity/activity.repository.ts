import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { assets } from '../assets/assets.table.ts';
import { presentations } from '../presentations/presentations.table.ts';
import { shareLinks } from '../share-links/share-links.table.ts';
import type { Batch, Counted } from './activity.batch.ts';
import { assetTime, pageViews, viewSessions } from './activity.table.ts';

export type NewViewSession = typeof viewSessions.$inferInsert;

/** A live session as a beacon sees it; `version` is its row's xmin when it was read or last written. */
export type LiveSession = Counted & { id: number; presentationId: number; version: string };

export type Recorded = {
  version: string;
  ownerId: number;
  totalSeconds: number;
  videoSeconds: number;
  firstPagesOf: number[];
  seenBefore: number[];
};

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
     * The live session of this token as a beacon needs it: its counters, the ids of the assets visible
     * in its presentation and its row version (xmin), which `record` checks. `lock` holds it until the
     * transaction ends.
     */
    async live(tokenHash: string, { lock = false } = {}): Promise<LiveSession | undefined> {
      const query = db
        .select({
          id: viewSessions.id,
          presentationId: viewSessions.presentationId,
          createdAt: viewSessions.createdAt,
          totalSeconds: viewSessions.totalSeconds,
          videoSeconds: viewSessions.videoSeconds,
          version: sql<string>`${viewSessions}.xmin::text`,
          visibleAssetIds: sql<number[]>`array(select ${assets.id} from ${assets}
            where ${assets.presentationId} = ${viewSessions.presentationId} and not ${assets.isHidden}
            order by ${assets.id})`,
        })
        .from(viewSessions)
        .innerJoin(shareLinks, eq(shareLinks.id, viewSessions.shareLinkId))
        .innerJoin(presentations, eq(presentations.id, viewSessions.presentationId))
        .where(and(eq(viewSessions.tokenHash, tokenHash), eq(shareLinks.disabled, false)));
      const [row] = await (lock ? query.for('update', { of: viewSessions }) : query);
      return row;
    },

    /**
     * A beacon's writes in one statement, made only if the session is still as `session` says (same row
     * version, link enabled, same visible assets), so the caller may have read it without a lock or
     * kept it from its last batch: undefined otherwise, and nothing is written. Answers the session's
     * new version and counters, and what the notifications need: the assets with pages seen for the
     * first time and those the session had rows of before.
     */
    async record(session: LiveSession, batch: Batch, now: Date): Promise<Recorded | undefined> {
      const ints = (values: (number | null)[]) => sql`${sql.param(values)}::integer[]`;
      const result = (await db.execute(sql`with s as (
          update ${viewSessions} vs set total_seconds = ${batch.totals.totalSeconds}::real,
            video_seconds = ${batch.totals.videoSeconds}::real, last_seen_at = ${now}::timestamptz
          where vs.id = ${session.id} and vs.xmin = ${session.version}::xid
            and exists (select 1 from ${shareLinks} l where l.id = vs.share_link_id and not l.disabled)
            and array(select a.id from ${assets} a where a.presentation_id = vs.presentation_id
              and not a.is_hidden order by a.id) = ${ints([...session.visibleAssetIds])}
          returning vs.id, vs.xmin::text as version, vs.total_seconds, vs.video_seconds,
            (select p.user_id from ${presentations} p where p.id = vs.presentation_id) as owner_id
        ), pages as (
          insert into ${pageViews} (session_id, asset_id, page, first_seen_at)
          select s.id, u.asset_id, u.page, ${now}::timestamptz
          from s, unnest(${ints(batch.pages.map((p) => p.assetId))}, ${ints(batch.pages.map((p) => p.page))})
            as u(asset_id, page)
          on conflict do nothing
          returning asset_id
        ), seconds as (
          insert into ${assetTime} (session_id, asset_id, page, kind, seconds)
          select s.id, u.asset_id, u.page, u.kind, u.seconds
          from s, unnest(${ints(batch.time.map((r) => r.assetId))}, ${ints(batch.time.map((r) => r.page))},
            ${sql.param(batch.time.map((r) => r.kind))}::text[], ${sql.param(batch.time.map((r) => r.seconds))}::real[])
            as u(asset_id, page, kind, seconds)
          on conflict (session_id, coalesce(asset_id, 0), page, kind)
          do update set seconds = ${assetTime}.seconds + excluded.seconds
        )
        select s.version, s.owner_id as "ownerId", s.total_seconds as "totalSeconds",
          s.video_seconds as "videoSeconds",
          array(select distinct asset_id from pages) as "firstPagesOf",
          -- Read from the snapshot the statement started with: rows of earlier batches only.
          array(select asset_id from ${pageViews} where session_id = ${session.id}
              and asset_id = any(${ints(batch.assetIds)})
            union select asset_id from ${assetTime} where session_id = ${session.id}
              and asset_id = any(${ints(batch.assetIds)})) as "seenBefore"
        from s`)) as unknown as { rows: Recorded[] };
      return result.rows[0];
    },
  };
}

export type ActivityRepository = ReturnType<typeof createActivityRepository>;
