import { and, eq, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { assets } from '../assets/assets.table.ts';
import { presentations } from '../presentations/presentations.table.ts';
import { shareLinks } from '../share-links/share-links.table.ts';
import type { Batch, Counted } from './activity.batch.ts';
import {
  assetTime,
  pageViews,
  viewSessionBatches,
  viewSessions,
  viewSessionTokens,
} from './activity.table.ts';

/**
 * A live session as a beacon sees it; `version` is its row's xmin when it was read or last written;
 * `recorded`: the batch asked about was recorded before.
 */
export type LiveSession = Counted & {
  id: number;
  presentationId: number;
  version: string;
  recorded?: boolean;
};

/** A batch as its tab numbers it (activitySchema's tab_id and seq). */
export type BatchId = { tabId: string; seq: number };

export type Recorded = {
  version: string;
  ownerId: number;
  totalSeconds: number;
  videoSeconds: number;
  firstPagesOf: number[];
  seenBefore: number[];
};

/** One beacon to record: the session as last seen, its batch and the batch's id if it has one, when it came. */
export type RecordEntry = { session: LiveSession; batch: Batch; batchId?: BatchId; now: Date };

/**
 * The assets a presentation shows, each as `id:pages:video` (Counted.visibleAssets): what a beacon's
 * events are checked against, and compared again when its batch is written.
 */
const visibleAssetsOf = (presentationId: SQL) => sql<string[]>`array(select a.id || ':' ||
  greatest(a.number_of_pages, jsonb_array_length(a.converted_files)) || ':' ||
  (a.type in ('video', 'video_url'))::int from ${assets} a
  where a.presentation_id = ${presentationId} and not a.is_hidden order by a.id)`;

/** The session of a token: its first token, or one given to a repeated open that joined it. */
const tokenOf = (tokenHash: string) =>
  or(
    eq(viewSessions.tokenHash, tokenHash),
    eq(
      viewSessions.id,
      sql`(select ${viewSessionTokens.sessionId} from ${viewSessionTokens} where ${viewSessionTokens.tokenHash} = ${tokenHash})`,
    ),
  );

/** View sessions and what they saw. A session is only reachable through its token hashes. */
export function createActivityRepository(db: Db) {
  return {
    /** The live session of this token: its link exists and is enabled. */
    /** A recipient who signs up or in from their tab: its session of this link, if anonymous, becomes theirs. */
    async claim(tokenHash: string, shareLinkId: number, userId: number) {
      await db
        .update(viewSessions)
        .set({ viewerUserId: userId })
        .where(
          and(
            tokenOf(tokenHash),
            eq(viewSessions.shareLinkId, shareLinkId),
            sql`${viewSessions.viewerUserId} is null`,
          ),
        );
    },

    async findLive(tokenHash: string) {
      const [row] = await db
        .select({ session: viewSessions, link: shareLinks, ownerId: presentations.userId })
        .from(viewSessions)
        .innerJoin(shareLinks, eq(shareLinks.id, viewSessions.shareLinkId))
        .innerJoin(presentations, eq(presentations.id, viewSessions.presentationId))
        .where(and(tokenOf(tokenHash), eq(shareLinks.disabled, false)));
      return row;
    },

    /**
     * The live session of this token as a beacon needs it: its counters, the assets visible in its
     * presentation and its row version (xmin), which `record` checks, and whether the batch `batchId` was
     * recorded. `lock` holds it until the transaction ends.
     */
    async live(
      tokenHash: string,
      { lock = false, batchId }: { lock?: boolean; batchId?: BatchId } = {},
    ): Promise<LiveSession | undefined> {
      const query = db
        .select({
          id: viewSessions.id,
          presentationId: viewSessions.presentationId,
          createdAt: viewSessions.createdAt,
          lastSeenAt: viewSessions.lastSeenAt,
          totalSeconds: viewSessions.totalSeconds,
          videoSeconds: viewSessions.videoSeconds,
          viewCountedTo: viewSessions.viewCountedTo,
          videoCountedTo: viewSessions.videoCountedTo,
          version: sql<string>`${viewSessions}.xmin::text`,
          recorded: batchId
            ? sql<boolean>`exists (select 1 from ${viewSessionBatches} b where b.session_id = ${viewSessions.id}
                and b.tab_id = ${batchId.tabId} and b.seq = ${batchId.seq})`
            : sql<boolean>`false`,
          visibleAssets: visibleAssetsOf(sql`${viewSessions.presentationId}`),
        })
        .from(viewSessions)
        .innerJoin(shareLinks, eq(shareLinks.id, viewSessions.shareLinkId))
        .innerJoin(presentations, eq(presentations.id, viewSessions.presentationId))
        .where(and(tokenOf(tokenHash), eq(shareLinks.disabled, false)));
      const [row] = await (lock ? query.for('update', { of: viewSessions }) : query);
      return row;
    },

    /**
     * The writes of beacons of different sessions in one statement, each made only if its session is
     * still as `session` says (same row version, link enabled, same visible assets) and its batch id was
     * not recorded yet (the id is recorded with the writes), so the caller may
     * have read it without a lock or kept it from its last batch. Answers, by session id, the new
     * version and counters and what notifications need: the assets with pages seen for the first time
     * and those the session had rows of before; a session missing from the answer wrote nothing.
     */
    async record(entries: RecordEntry[]): Promise<Map<number, Recorded>> {
      const ints = (values: (number | null)[]) => sql`${sql.param(values)}::integer[]`;
      const texts = (values: string[]) => sql`${sql.param(values)}::text[]`;
      const reals = (values: number[]) => sql`${sql.param(values)}::real[]`;
      const each = <T>(rows: (e: RecordEntry) => T[]) =>
        entries.flatMap((e) => rows(e).map((row) => ({ id: e.session.id, row })));
      const pages = each((e) => e.batch.pages);
      const time = each((e) => e.batch.time);
      const named = each((e) => e.batch.assetIds);
      const result = (await db.execute(sql`with x as (
          select * from unnest(${ints(entries.map((e) => e.session.id))},
            ${texts(entries.map((e) => e.session.version))},
            ${reals(entries.map((e) => e.batch.totals.totalSeconds))},
            ${reals(entries.map((e) => e.batch.totals.videoSeconds))},
            ${texts(entries.map((e) => e.now.toISOString()))},
            ${texts(entries.map((e) => `{${e.session.visibleAssets.join(',')}}`))},
            ${texts(entries.map((e) => e.batch.totals.viewCountedTo.toISOString()))},
            ${texts(entries.map((e) => e.batch.totals.videoCountedTo.toISOString()))},
            ${sql.param(entries.map((e) => e.batchId?.tabId ?? null))}::text[],
            ${ints(entries.map((e) => e.batchId?.seq ?? null))})
            as x(id, version, total_seconds, video_seconds, seen_at, visible, view_counted_to, video_counted_to,
              tab_id, seq)
        ), s as (
          update ${viewSessions} vs set total_seconds = x.total_seconds, video_seconds = x.video_seconds,
            last_seen_at = x.seen_at::timestamptz, view_counted_to = x.view_counted_to::timestamptz,
            video_counted_to = x.video_counted_to::timestamptz
          from x
          where vs.id = x.id and vs.xmin = x.version::xid
            and exists (select 1 from ${shareLinks} l where l.id = vs.share_link_id and not l.disabled)
            and ${visibleAssetsOf(sql`vs.presentation_id`)} = x.visible::text[]
            and not exists (select 1 from ${viewSessionBatches} b
              where b.session_id = vs.id and b.tab_id = x.tab_id and b.seq = x.seq)
          returning vs.id, vs.xmin::text as version, vs.total_seconds, vs.video_seconds, vs.last_seen_at,
            (select p.user_id from ${presentations} p where p.id = vs.presentation_id) as owner_id
        ), batches as (
          insert into ${viewSessionBatches} (session_id, tab_id, seq)
          select s.id, x.tab_id, x.seq from s join x on x.id = s.id where x.tab_id is not null
        ), pages as (
          insert into ${pageViews} (session_id, asset_id, page, first_seen_at)
          select s.id, u.asset_id, u.page, s.last_seen_at
          from s join unnest(${ints(pages.map((p) => p.id))}, ${ints(pages.map((p) => p.row.assetId))},
            ${ints(pages.map((p) => p.row.page))}) as u(session_id, asset_id, page) on u.session_id = s.id
          on conflict do nothing
          returning session_id, asset_id
        ), seconds as (
          insert into ${assetTime} (session_id, asset_id, page, kind, seconds)
          select s.id, u.asset_id, u.page, u.kind, u.seconds
          from s join unnest(${ints(time.map((r) => r.id))}, ${ints(time.map((r) => r.row.assetId))},
            ${ints(time.map((r) => r.row.page))}, ${texts(time.map((r) => r.row.kind))},
            ${reals(time.map((r) => r.row.seconds))}) as u(session_id, asset_id, page, kind, seconds)
            on u.session_id = s.id
          on conflict (session_id, coalesce(asset_id, 0), page, kind)
          do update set seconds = ${assetTime}.seconds + excluded.seconds
        ), named as (
          select * from unnest(${ints(named.map((n) => n.id))}, ${ints(named.map((n) => n.row))})
            as m(session_id, asset_id)
        )
        select s.id, s.version, s.owner_id as "ownerId", s.total_seconds as "totalSeconds",
          s.video_seconds as "videoSeconds",
          array(select distinct p.asset_id from pages p where p.session_id = s.id) as "firstPagesOf",
          -- Read from the snapshot the statement started with: rows of earlier batches only.
          array(select v.asset_id from ${pageViews} v join named m using (session_id, asset_id) where v.session_id = s.id
            union select t.asset_id from ${assetTime} t join named m using (session_id, asset_id)
            where t.session_id = s.id) as "seenBefore"
        from s`)) as unknown as { rows: (Recorded & { id: number })[] };
      return new Map(result.rows.map(({ id, ...recorded }) => [id, recorded]));
    },
  };
}

export type ActivityRepository = ReturnType<typeof createActivityRepository>;
