import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/**
 * A session's viewer as a 64-bit hash of their identity (the e-mail given, else the phone, else the signed-in
 * user, else the individual link's e-mail, else that link, else the session alone), stored on the session
 * (view_sessions.viewer_hash): grouping by it is far cheaper than by text. Needs the session as `vs`.
 */
export const identityHash = sql.raw('vs.viewer_hash');
/** A second hash of the identity, seeded apart: with the first it makes the 128-bit key. */
export const identityHash2 = sql.raw('vs.viewer_hash2');

const hex = (hash: SQL) => sql`lpad(to_hex(${hash}), 16, '0')`;
/** A viewer's key as URLs carry it: both hashes in 32 hex digits (no personal data in paths or logs). */
export const keyOf = (hash: SQL, hash2: SQL) => sql`(${hex(hash)} || ${hex(hash2)})`;
export const viewerKey = keyOf(identityHash, identityHash2);

/** The name and e-mail a session shows: what the viewer gave, else what the individual link says. */
export const sessionName = sql.raw(
  `coalesce(nullif(vs.name, ''), case when not sl.is_public then sl.name end)`,
);
export const sessionEmail = sql.raw(
  `coalesce(nullif(lower(vs.email), ''), case when not sl.is_public then nullif(sl.email, '') end)`,
);

/** Presentations of the owner that insights read: their own, not deleted. */
export const ownedPresentation = (userId: number, alias: string) =>
  sql`${sql.raw(alias)}.user_id = ${userId} and ${sql.raw(alias)}.deleted_at is null`;

/** Raw rows of a query; both drivers answer `{ rows }`. Counts and sums are cast in SQL to int or float8. */
export async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** Timestamps come as Date from columns and as strings from JSON aggregates. */
export const iso = (value: Date | string) => new Date(value).toISOString();
export const isoOrNull = (value: Date | string | null) => (value === null ? null : iso(value));
export const secs = (value: number | null | undefined) => Math.round(value ?? 0);

/** Ids as a SQL list; an empty list matches nothing. */
export const ints = (ids: number[]) =>
  ids.length
    ? sql.join(
        ids.map((i) => sql`${i}`),
        sql`, `,
      )
    : sql`null`;
