import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { createBatching } from '../../platform/batching.ts';
import type { Clock } from '../../platform/clock.ts';
import { notFound } from '../../platform/errors.ts';
import type { Events } from '../../platform/events.ts';
import { randomToken, sha256 } from '../../platform/tokens.ts';
import { isCrawler, isOwnPreview } from './activity.policy.ts';
import type { Identity, Viewer } from './activity.service.ts';

type Deps = { db: Db; clock: Clock; events: Pick<Events, 'flush'> };
/** Who the viewer said they are at the gates; `verified`: the e-mail was proven (verified e-mail gate). */
export type SessionIdentity = Identity & { verified?: boolean };
type Link = { id: number; presentationId: number; accessVersion: number };
type NewSession = {
  share_link_id: number;
  presentation_id: number;
  /** The presentation's owner: for the 'presentation.viewed' event recorded with the session. */
  owner_id: number;
  token_hash: string;
  email: string | null;
  phone: string | null;
  name: string | null;
  email_verified: boolean;
  viewer_user_id: number | null;
  user_agent: string;
  source: string | null;
  client_hash: string;
  /** The link's access version the gates were passed under. */
  access_version: number;
  created_at: string;
};

/** Sessions opened together in one statement at most. */
const MAX_GROUP = 200;

/**
 * A repeated open joins the view it repeats: same link, same client (address and user agent), same
 * person (signed-in user and what the gates were given), within this many minutes of that view's last
 * activity (its opening or its latest beacon).
 */
export const REPEAT_VIEW_MINUTES = 30;

/**
 * Opens sessions of many views in one statement and one commit, each view's answer waiting for it,
 * with each new session's 'presentation.viewed' event in the outbox (so a crash after the answer loses
 * no notification or e-mail of the view):
 * the link rows are locked first (`locked` feeds the insert, so no id is drawn before its link is
 * held), hence sessions of one link get ids in the order they commit, across instances too, which the
 * owner's view e-mail relies on. It also counts the accesses on their presentations. A view that
 * repeats one of the last REPEAT_VIEW_MINUTES gets a token of that session instead (`joined`), unless the
 * link's gates were tightened since that session passed them (its access version).
 */
async function insertSessions(db: Db, sessions: NewSession[]) {
  const rows = JSON.stringify(sessions.map((s, n) => ({ ...s, n })));
  const linkIds = [...new Set(sessions.map((s) => s.share_link_id))].join(',');
  const result = (await db.execute(sql`
    with v as (
      select * from json_to_recordset(${rows}::json) as v(n int, share_link_id int, presentation_id int,
        owner_id int, token_hash text, email text, phone text, name text, email_verified boolean, viewer_user_id int, user_agent text,
        source text, client_hash text, access_version int, created_at timestamptz)
    ), locked as (
      select id from share_links where id = any(string_to_array(${linkIds}, ',')::int[])
      order by id for no key update
    ), repeated as (
      select distinct on (v.n) v.n, vs.id from v
      join view_sessions vs on vs.share_link_id = v.share_link_id and vs.client_hash = v.client_hash
        and vs.last_seen_at > v.created_at - make_interval(mins => ${REPEAT_VIEW_MINUTES})
        and vs.viewer_user_id is not distinct from v.viewer_user_id and vs.email is not distinct from v.email
        and vs.phone is not distinct from v.phone and vs.name is not distinct from v.name
        and vs.email_verified = v.email_verified and vs.access_version = v.access_version
      order by v.n, vs.id desc
    ), inserted as (
      insert into view_sessions (share_link_id, presentation_id, token_hash, email, phone, name, email_verified,
        viewer_user_id, user_agent, source, client_hash, access_version, created_at, last_seen_at, view_counted_to,
        video_counted_to)
      select v.share_link_id, v.presentation_id, v.token_hash, v.email, v.phone, v.name, v.email_verified,
        v.viewer_user_id, v.user_agent, v.source, v.client_hash, v.access_version, v.created_at, v.created_at,
        v.created_at, v.created_at
      from v join locked on locked.id = v.share_link_id
      where not exists (select 1 from repeated r where r.n = v.n)
      order by v.n
      returning id, token_hash, presentation_id, created_at
    ), announced as (
      insert into outbox_events (name, payload)
      select 'presentation.viewed', json_build_object('sessionId', i.id, 'shareLinkId', v.share_link_id,
        'presentationId', v.presentation_id, 'ownerId', v.owner_id, 'createdAt', v.created_at,
        'viewer', json_build_object('name', v.name, 'email', v.email, 'phone', v.phone))
      from inserted i join v on v.token_hash = i.token_hash
      order by i.id
    ), joined as (
      insert into view_session_tokens (token_hash, session_id, created_at)
      select v.token_hash, r.id, v.created_at from v join repeated r on r.n = v.n
        join locked on locked.id = v.share_link_id
      returning token_hash, session_id
    ), counted as (
      update presentations p set number_of_access = p.number_of_access + c.views, last_access = c.last
      from (select presentation_id, count(*)::int as views, max(created_at) as last
        from inserted group by presentation_id) c
      where p.id = c.presentation_id
    )
    select id, token_hash, false as repeated from inserted
    union all select session_id, token_hash, true from joined`)) as unknown as {
    rows: { id: number; token_hash: string; repeated: boolean }[];
  };
  return new Map(result.rows.map((r) => [r.token_hash, { id: Number(r.id), repeated: r.repeated }]));
}

/**
 * Opening a view session (group commit): views that come while a write is under way go into the next
 * one, so concurrent views share a statement and a commit; a lone view is written at once. No view is
 * answered before its session is committed.
 */
export function createSessionOpening({ db, clock, events }: Deps) {
  const insert = createBatching(
    async (sessions: NewSession[]) => {
      const ids = await insertSessions(db, sessions);
      return sessions.map((s) => ids.get(s.token_hash));
    },
    { maxGroup: MAX_GROUP },
  );

  /**
   * Opens a session and answers its token, or null when this view is not counted: the owner's own
   * preview, or a crawler or link unfurler. A repeated open (REPEAT_VIEW_MINUTES) answers a new token
   * of the session it repeats, and is neither counted nor announced again.
   */
  return async (link: Link, ownerId: number, viewer: Viewer, identity: SessionIdentity) => {
    if (isOwnPreview(viewer.userId, ownerId) || isCrawler(viewer.userAgent)) return null;
    const token = randomToken(256);
    const session: NewSession = {
      share_link_id: link.id,
      presentation_id: link.presentationId,
      owner_id: ownerId,
      token_hash: sha256(token),
      email: identity.email || null,
      phone: identity.phone || null,
      name: identity.name || null,
      email_verified: identity.verified === true,
      viewer_user_id: viewer.userId,
      user_agent: (viewer.userAgent ?? '').slice(0, 512),
      source: viewer.source ?? null,
      client_hash: sha256(`${viewer.ip}\n${viewer.userAgent ?? ''}`),
      access_version: link.accessVersion,
      created_at: clock.now().toISOString(),
    };
    const opened = await insert(session);
    // The link was deleted meanwhile.
    if (opened === undefined) throw notFound();
    // A new session's event is committed: its listeners may run now.
    if (!opened.repeated) events.flush();
    return token;
  };
}

export type SessionOpening = ReturnType<typeof createSessionOpening>;
