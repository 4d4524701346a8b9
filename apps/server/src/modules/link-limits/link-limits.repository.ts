import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { REPEAT_VIEW_MINUTES } from '../activity/activity.opening.ts';

export type ViewClaim = {
  linkId: number;
  /** Who views: one row of link_viewers per key (the max_viewers count). */
  viewerKey: string;
  /** The client (address and agent) and the person, as the view session will store them. */
  clientHash: string;
  userId: number | null;
  email: string | null;
  phone: string | null;
  name: string | null;
  now: Date;
};

/**
 * Counts a view against the link's limits in one statement, so views at once never pass the limit: the
 * link's row is updated only while it is open (not expired, views and viewers left), and the row lock
 * makes a concurrent view re-check the counts it left. A view that repeats one of the last
 * REPEAT_VIEW_MINUTES (the session it will join) uses no view; a viewer seen before uses no viewer.
 * Answers whether the view may open.
 */
export async function claimView(db: Db, c: ViewClaim) {
  const now = c.now.toISOString();
  const result = (await db.execute(sql`
    with prior as (
      select exists (
        select 1 from view_sessions vs where vs.share_link_id = ${c.linkId} and vs.client_hash = ${c.clientHash}
          and vs.last_seen_at > ${now}::timestamptz - make_interval(mins => ${REPEAT_VIEW_MINUTES})
          and vs.viewer_user_id is not distinct from ${c.userId}::int
          and vs.email is not distinct from ${c.email}::text and vs.phone is not distinct from ${c.phone}::text
          and vs.name is not distinct from ${c.name}::text
      ) as repeated,
      exists (
        select 1 from link_viewers lv where lv.share_link_id = ${c.linkId} and lv.viewer_key = ${c.viewerKey}
      ) as known
    ), claimed as (
      update share_links l set
        views_used = l.views_used + (case when prior.repeated then 0 else 1 end),
        viewers_used = l.viewers_used + (case when prior.known then 0 else 1 end),
        first_viewed_at = coalesce(l.first_viewed_at, ${now}::timestamptz)
      from prior
      where l.id = ${c.linkId}
        and (l.expires_at is null or l.expires_at > ${now}::timestamptz)
        and (l.expires_days_after_first_view is null or l.first_viewed_at is null
          or l.first_viewed_at + make_interval(days => l.expires_days_after_first_view) > ${now}::timestamptz)
        and (prior.repeated or l.max_views is null or l.views_used < l.max_views)
        and (prior.known or l.max_viewers is null or l.viewers_used < l.max_viewers)
      returning l.id
    ), seen as (
      insert into link_viewers (share_link_id, viewer_key, created_at)
      select id, ${c.viewerKey}, ${now}::timestamptz from claimed
      on conflict do nothing
    )
    select id from claimed`)) as unknown as { rows: { id: number }[] };
  return result.rows.length > 0;
}
