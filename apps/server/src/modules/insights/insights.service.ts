import {
  INSIGHTS_PAGE_SIZE,
  type PresentationInsights,
  REFUSED_ATTEMPTS_MAX,
  type RefusedAttempt,
  type ViewerInsights,
} from '@folio/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import type { UserRow } from '../accounts/accounts.table.ts';
import type { AssetRow } from '../assets/assets.table.ts';
import { createLinkVerificationRepository } from '../link-verification/link-verification.repository.ts';
import { createActivityFeedRepository, type Paging } from './activity-feed.repository.ts';
import { type AssetAnswer, average, createInsightsAnswers, type Opened } from './insights.answers.ts';
import { type AnswerCache, createAnswerCache } from './insights.cache.ts';
import { insightsNotFound, premiumRequired, viewerHasEmail } from './insights.errors.ts';
import { countsForCompletion, insightsAllowance, isLocked } from './insights.policy.ts';
import { type FileUrl, presentEvent, presentSession, presentViewer } from './insights.presenter.ts';
import { createInsightsRepository, type Finish, type PresentationRef } from './insights.repository.ts';
import { iso, isoOrNull, secs } from './insights.sql.ts';

type Deps = { db: Db; clock: Clock; fileUrl: FileUrl };
export type PageQuery = { page: number; page_size?: number };

const paging = ({ page, page_size }: PageQuery): Paging => {
  const limit = page_size ?? INSIGHTS_PAGE_SIZE;
  return { offset: (page - 1) * limit, limit };
};

/** A page of rows that carry the total as `count`; past the end the total is asked with a one-row page. */
async function paged<R extends { count: number }>(run: (p: Paging) => Promise<R[]>, p: Paging) {
  const rows = await run(p);
  if (rows.length > 0 || p.offset === 0) return { rows, count: rows[0]?.count ?? 0 };
  const [first] = await run({ offset: 0, limit: 1 });
  return { rows, count: first?.count ?? 0 };
}

/** Rows of a CSV export at most: a presentation with more viewers or sessions exports the most recent. */
export const EXPORT_MAX_ROWS = 50_000;

/** Answers kept per instance and route (each a presentation's, a viewer's or an asset's). */
const CACHED_ANSWERS = 200;

/** Insights of the owner's presentations (spec §2, §7): aggregates per presentation, viewer and asset. */
export function createInsightsService({ db, clock, fileUrl }: Deps) {
  const repo = createInsightsRepository(db);
  const compute = createInsightsAnswers(db, fileUrl);
  const feed = createActivityFeedRepository(db);
  const allowance = (user: UserRow) => insightsAllowance(user, clock.now());
  const answers = {
    presentation: createAnswerCache<PresentationInsights>(CACHED_ANSWERS),
    viewer: createAnswerCache<ViewerInsights>(CACHED_ANSWERS),
    asset: createAnswerCache<AssetAnswer>(CACHED_ANSWERS),
  };

  /** The presentation and its assets when its insights are open to the user: else 404, or 403 for a free user. */
  function opening(user: UserRow, ref: PresentationRef | undefined, assets: AssetRow[]): Opened {
    if (!ref) throw insightsNotFound();
    if (isLocked(ref.share_rank, allowance(user))) throw premiumRequired();
    const counted = assets.filter(countsForCompletion);
    const last = counted.at(-1);
    const finish: Finish = last
      ? { assetId: last.id, lastPage: last.numberOfPages > 0 ? last.numberOfPages - 1 : null }
      : null;
    return { ref, assets, finish, visibleAssetIds: counted.map((a) => a.id) };
  }

  /**
   * The presentation when it is the user's and its insights are open to them (see opening). `alongside`
   * is read at the same time (owner-filtered itself), so the check costs no round trip.
   */
  async function open<T = undefined>(user: UserRow, presentationId: number, alongside?: () => Promise<T>) {
    const [ref, assets, extra] = await Promise.all([
      repo.presentation(user.id, presentationId),
      repo.assets(user.id, presentationId),
      alongside?.(),
    ]);
    return { ...opening(user, ref, assets), extra };
  }

  /** The viewer's sessions with the opened presentation; 404 when the key names no viewer of it. */
  async function viewerSessions(user: UserRow, presentationId: number, key: string) {
    const opened = await open(user, presentationId, () => repo.sessionIdsOf(user.id, presentationId, key));
    const sessionIds = opened.extra ?? [];
    if (!sessionIds.length) throw insightsNotFound();
    return { opened, sessionIds };
  }

  /**
   * The opened presentation's answer under `key`: the kept one when nothing it is computed from
   * changed since, else computed and kept. The version is read with the presentation and its assets in
   * one statement, before anything else, so a kept answer is never older than its version; opening
   * (owner, lock) is checked on every call. Two steps in all (that statement, then the answer's, side by
   * side): while a burst of views keeps the pool busy it is each step's wait for a connection, not the
   * queries, that makes a refetch slow.
   */
  async function cached<T>(
    cache: AnswerCache<T>,
    user: UserRow,
    presentationId: number,
    key: string,
    answer: (opened: Opened) => Promise<T>,
  ): Promise<T> {
    const head = await repo.versioned(user.id, presentationId);
    if (!head) throw insightsNotFound();
    const opened = opening(user, head.ref, head.assets);
    const { version } = head;
    const cacheKey = `${user.id}:${presentationId}:${key}`;
    const kept = cache.get(cacheKey, version);
    if (kept) return kept;
    const computed = await answer(opened);
    cache.set(cacheKey, version, computed);
    return computed;
  }

  return {
    /** For the features built on insights (engagement): the same opening and viewer checks. */
    open: (user: UserRow, presentationId: number) => open(user, presentationId),
    viewerSessions,

    presentation(user: UserRow, presentationId: number, query: PageQuery): Promise<PresentationInsights> {
      const page = paging(query);
      const key = `presentation:${page.offset}:${page.limit}`;
      return cached(answers.presentation, user, presentationId, key, (opened) =>
        compute.presentation(opened, page),
      );
    },

    viewer(user: UserRow, presentationId: number, key: string): Promise<ViewerInsights> {
      return cached(answers.viewer, user, presentationId, `viewer:${key}`, async (opened) => {
        const sessionIds = await repo.sessionIdsOf(user.id, presentationId, key);
        if (!sessionIds.length) throw insightsNotFound();
        return compute.viewer(opened, sessionIds);
      });
    },

    /**
     * Gives an anonymous viewer an e-mail: every session of theirs gets it, so they become (or join) the
     * viewer of that e-mail, whose key is answered.
     */
    async addEmail(user: UserRow, presentationId: number, key: string, email: string) {
      const { opened, sessionIds } = await viewerSessions(user, presentationId, key);
      const row = await repo.viewer(opened.ref.id, sessionIds, opened);
      if (!row) throw insightsNotFound();
      if (row.email !== null) throw viewerHasEmail();
      await repo.addEmail(opened.ref.id, sessionIds, email);
      return this.viewer(user, presentationId, await repo.emailKey(email));
    },

    async sessions(
      user: UserRow,
      type: 'presentation' | 'document',
      id: number | undefined,
      query: PageQuery,
    ) {
      const where: SQL = sql`p.type = ${type} ${id === undefined ? sql`` : sql`and p.id = ${id}`}`;
      if (id !== undefined) await open(user, id);
      const result = await paged((p) => feed.sessions(user.id, allowance(user), where, p), paging(query));
      return { count: result.count, results: result.rows.map(presentSession) };
    },

    /** The addresses the presentation's allow or block lists refused, newest first (issue 18). */
    async refused(user: UserRow, presentationId: number): Promise<RefusedAttempt[]> {
      const { ref } = await open(user, presentationId);
      const rows = await createLinkVerificationRepository(db).refusalsOf(ref.id, REFUSED_ATTEMPTS_MAX);
      return rows.map(({ refusal, linkName }) => ({
        id: refusal.id,
        email: refusal.email,
        share_link: { id: refusal.shareLinkId, name: linkName },
        created_at: refusal.createdAt.toISOString(),
      }));
    },

    async events(user: UserRow, query: PageQuery) {
      const result = await paged((p) => feed.events(user.id, allowance(user), p), paging(query));
      return { count: result.count, results: result.rows.map(presentEvent) };
    },

    async durations(
      user: UserRow,
      query: PageQuery & { presentation?: number; type?: 'presentation' | 'document' },
    ) {
      const where = sql`${query.type ? sql`p.type = ${query.type}` : sql`true`}
        and ${query.presentation === undefined ? sql`true` : sql`p.id = ${query.presentation}`}`;
      const result = await paged((p) => feed.durations(user.id, allowance(user), where, p), paging(query));
      return {
        count: result.count,
        results: result.rows.map((r) => ({
          presentation: { id: r.id, title: r.title, type: r.type, share_date: iso(r.share_date) },
          views: r.views,
          unique_viewers: r.unique_viewers,
          total_seconds: secs(r.total_seconds),
          average_seconds: average(r.total_seconds, r.views),
          last_view: isoOrNull(r.last_view),
          insights_locked: r.locked,
        })),
      };
    },

    /** Every viewer (most recent first, at most EXPORT_MAX_ROWS) with the presentation, for the CSV export. */
    async allViewers(user: UserRow, presentationId: number) {
      const { ref, finish, visibleAssetIds } = await open(user, presentationId);
      const summary = await repo.overview(ref.id, {
        finish,
        visibleAssetIds,
        offset: 0,
        limit: EXPORT_MAX_ROWS,
      });
      return { presentation: ref, viewers: summary.viewers.map(presentViewer) };
    },

    /** Every session (newest first, at most EXPORT_MAX_ROWS) with the presentation, for the CSV export. */
    async allSessions(user: UserRow, presentationId: number) {
      const { ref } = await open(user, presentationId);
      const page = { offset: 0, limit: EXPORT_MAX_ROWS };
      const rows = await feed.sessions(user.id, allowance(user), sql`p.id = ${ref.id}`, page);
      return { presentation: ref, sessions: rows.map(presentSession) };
    },

    async asset(user: UserRow, assetId: number, query: PageQuery) {
      const owned = await feed.ownedAsset(user.id, assetId);
      if (!owned) throw insightsNotFound();
      const page = paging(query);
      const key = `asset:${assetId}:${page.offset}:${page.limit}`;
      return cached(answers.asset, user, owned.presentation_id, key, (opened) =>
        compute.asset(opened, assetId, page),
      );
    },
  };
}

export type InsightsService = ReturnType<typeof createInsightsService>;
