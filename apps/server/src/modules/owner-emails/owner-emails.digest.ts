import { DIGEST_HOUR, SHARE_EMAIL_TEXTS } from '@folio/shared';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { defineJob } from '../../jobs/queue.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Outbox } from '../../platform/mail/outbox.ts';
import { viewerLabel } from './owner-emails.listeners.ts';

type Owner = { id: number; email: string; time_zone: string | null; day_start: string; day_end: string };
type Visit = {
  created_at: string;
  total_seconds: number;
  name: string | null;
  email: string | null;
  phone: string | null;
  link_name: string;
  is_public: boolean;
  title: string;
  presentation_id: number;
};

/**
 * The owners whose digest is due: daily digest chosen, and DIGEST_HOUR in their time zone now; with the
 * day before in their zone (start and end as instants).
 */
async function dueOwners(db: Db, now: Date) {
  const local = sql`(${now.toISOString()}::timestamptz at time zone coalesce(time_zone, 'UTC'))`;
  const zone = sql`coalesce(time_zone, 'UTC')`;
  const result = (await db.execute(sql`
    select id, email, time_zone,
      (date_trunc('day', ${local}) - interval '1 day') at time zone ${zone} as day_start,
      date_trunc('day', ${local}) at time zone ${zone} as day_end
    from users
    where view_emails = 'daily' and is_active and extract(hour from ${local}) = ${DIGEST_HOUR}`)) as unknown as {
    rows: Owner[];
  };
  return result.rows;
}

/** The owner's visits in the period on links with activity e-mails on, oldest first. */
async function visitsOf(db: Db, owner: Owner) {
  const result = (await db.execute(sql`
    select vs.created_at, vs.total_seconds, vs.name, vs.email, vs.phone, sl.name as link_name, sl.is_public,
      p.title, p.id as presentation_id
    from view_sessions vs
    join share_links sl on sl.id = vs.share_link_id
    join presentations p on p.id = vs.presentation_id
    where p.user_id = ${owner.id} and p.deleted_at is null and sl.activity_email_updates
      and vs.created_at >= ${owner.day_start}::timestamptz and vs.created_at < ${owner.day_end}::timestamptz
    order by vs.created_at, vs.id`)) as unknown as { rows: Visit[] };
  return result.rows;
}

/**
 * Hourly: each owner who chose the daily digest gets, at DIGEST_HOUR in their time zone, one e-mail
 * listing the visits of the day before; none when there were none. Keyed by owner and day, so a run
 * repeated (another instance, a retry) sends it once.
 */
export const ownerDigestJob = (deps: { db: Db; clock: Clock; outbox: () => Outbox; publicUrl: string }) =>
  defineJob({
    name: 'owner-emails-digest',
    schema: z.object({}).passthrough(),
    cron: '0 * * * *',
    retryLimit: 2,
    async handler() {
      for (const owner of await dueOwners(deps.db, deps.clock.now())) {
        const visits = await visitsOf(deps.db, owner);
        if (visits.length === 0) continue;
        const timeZone = owner.time_zone;
        const start = new Date(owner.day_start);
        const day = new Intl.DateTimeFormat('en-US', {
          weekday: 'long',
          month: 'long',
          day: 'numeric',
          timeZone: timeZone || 'UTC',
        }).format(start);
        await deps.outbox().send(
          owner.email,
          'activity-digest',
          {
            day,
            timeZone,
            visits: visits.map((v) => ({
              viewer: viewerLabel(v, { name: v.link_name, isPublic: v.is_public }),
              title: v.title.trim() || SHARE_EMAIL_TEXTS.noTitle,
              viewedAt: new Date(v.created_at).toISOString(),
              seconds: Number(v.total_seconds),
              insightsUrl: `${deps.publicUrl}/insights/${v.presentation_id}`,
            })),
          },
          { key: `activity-digest:${owner.id}:${start.toISOString()}` },
        );
      }
    },
  });
