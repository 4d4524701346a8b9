import type { WebhookEventData } from '@folio/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { shareLinkUrl } from '../share-links/share-links.presenter.ts';

type SessionRow = {
  session_id: number;
  name: string | null;
  email: string | null;
  total_seconds: number;
  created_at: string | Date;
  presentation_id: number;
  title: string;
  type: 'presentation' | 'document';
  link_id: number;
  link_name: string;
  hash: string;
  is_public: boolean;
  new_viewer: boolean;
};

const iso = (value: string | Date) => new Date(value).toISOString();

/**
 * A view session as its owner sees it in insights, and whether its link had seen this viewer before:
 * the same e-mail when one was given, else the same signed-in user, else the same name and phone,
 * else the same browser (address and user agent).
 */
const SESSION = (where: ReturnType<typeof sql>) => sql`
  select vs.id as session_id, vs.name, vs.email, vs.total_seconds, vs.created_at,
    p.id as presentation_id, p.title, p.type, l.id as link_id, l.name as link_name, l.hash, l.is_public,
    not exists (select 1 from view_sessions o where o.share_link_id = vs.share_link_id and o.id < vs.id and
      case when vs.email is not null then o.email = vs.email
        when vs.viewer_user_id is not null then o.viewer_user_id = vs.viewer_user_id
        when vs.name is not null or vs.phone is not null
          then o.name is not distinct from vs.name and o.phone is not distinct from vs.phone
        else o.client_hash = vs.client_hash end) as new_viewer
  from view_sessions vs join share_links l on l.id = vs.share_link_id
    join presentations p on p.id = vs.presentation_id
  where ${where}`;

/** Reads what each event's payload says, from the rows the event is about. */
export function createPayloads(db: Db, publicUrl: string) {
  async function session(sessionId: number) {
    const { rows } = (await db.execute(SESSION(sql`vs.id = ${sessionId}`))) as unknown as {
      rows: SessionRow[];
    };
    const row = rows[0];
    if (!row) return undefined;
    return {
      row,
      about: {
        presentation: { id: row.presentation_id, title: row.title },
        link: {
          id: row.link_id,
          name: row.link_name,
          url: shareLinkUrl(publicUrl, { hash: row.hash, isPublic: row.is_public }, row),
        },
        viewer: { name: row.name, email: row.email },
      },
    };
  }

  return {
    async viewed(sessionId: number) {
      const found = await session(sessionId);
      if (!found) return undefined;
      const data: WebhookEventData['presentation.viewed'] = {
        ...found.about,
        session_id: sessionId,
        viewed_at: iso(found.row.created_at),
      };
      return { data, newViewer: found.row.new_viewer };
    },

    async assetViewed(sessionId: number, assetIds: number[]) {
      const found = await session(sessionId);
      if (!found) return undefined;
      const { rows } = (await db.execute(sql`
        select a.id, a.title,
          array(select pv.page from page_views pv where pv.session_id = ${sessionId} and pv.asset_id = a.id
            order by pv.page) as pages,
          coalesce((select sum(t.seconds) from asset_time t where t.session_id = ${sessionId}
            and t.asset_id = a.id and t.kind = 'view'), 0)::float8 as seconds
        from assets a where a.id = any(${sql.param(assetIds)}::int[]) order by a.id`)) as unknown as {
        rows: { id: number; title: string; pages: number[]; seconds: number }[];
      };
      const data: WebhookEventData['asset.viewed'] = {
        ...found.about,
        session_id: sessionId,
        total_seconds: Math.round(found.row.total_seconds),
        assets: rows.map((a) => ({
          id: a.id,
          title: a.title,
          pages_viewed: a.pages.map(Number),
          seconds: Math.round(Number(a.seconds)),
        })),
      };
      return data;
    },

    async feedback(feedbackId: number, sessionId: number) {
      const found = await session(sessionId);
      const { rows } = (await db.execute(
        sql`select id, comment, emoji, created_at from feedback where id = ${feedbackId}`,
      )) as unknown as { rows: { id: number; comment: string; emoji: string | null; created_at: string }[] };
      const row = rows[0];
      if (!found || !row) return undefined;
      const data: WebhookEventData['feedback.received'] = {
        ...found.about,
        feedback: { id: row.id, comment: row.comment, emoji: row.emoji, created_at: iso(row.created_at) },
      };
      return data;
    },

    async forwarded(forwardId: number) {
      const { rows } = (await db.execute(
        sql`select view_session_id, name, email, created_at from link_forwards where id = ${forwardId}`,
      )) as unknown as {
        rows: { view_session_id: number | null; name: string; email: string; created_at: string }[];
      };
      const row = rows[0];
      const found = row?.view_session_id ? await session(row.view_session_id) : undefined;
      if (!row || !found) return undefined;
      const data: WebhookEventData['presentation.forwarded'] = {
        ...found.about,
        forwarded_to: { name: row.name, email: row.email },
        forwarded_at: iso(row.created_at),
      };
      return data;
    },
  };
}

export type Payloads = ReturnType<typeof createPayloads>;
