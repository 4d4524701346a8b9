import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sessions, users } from '../../modules/accounts/accounts.table.ts';
import type { Clock } from '../clock.ts';

const CHUNK = 1000;

/**
 * The ids among `ids` whose session is still live: not revoked, not expired, its user still active.
 * One query per 1000 sockets per heartbeat; unlike `sessions.resolve` it never renews a session, so an
 * idle tab with an open socket does not keep its session alive.
 */
export function createLiveSessions(db: Db, clock: Clock) {
  return async (ids: number[]) => {
    const live = new Set<number>();
    for (let i = 0; i < ids.length; i += CHUNK) {
      const rows = await db
        .select({ id: sessions.id })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(
          and(
            inArray(sessions.id, ids.slice(i, i + CHUNK)),
            isNull(sessions.revokedAt),
            gt(sessions.expiresAt, clock.now()),
            eq(users.isActive, true),
          ),
        );
      for (const row of rows) live.add(row.id);
    }
    return live;
  };
}

export type LiveSessions = ReturnType<typeof createLiveSessions>;
