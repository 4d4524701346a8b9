import type { ActivityEvent, LinkSource } from '@folio/shared';
import type { Db } from '../../db/client.ts';
import { createBatching } from '../../platform/batching.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Events } from '../../platform/events.ts';
import { activityBatchSize } from '../../platform/metrics.ts';
import { sha256 } from '../../platform/tokens.ts';
import { planBatch } from './activity.batch.ts';
import { invalidViewToken } from './activity.errors.ts';
import { createKeptMap } from './activity.kept.ts';
import {
  type ActivityRepository,
  type BatchId,
  createActivityRepository,
  type LiveSession,
  type RecordEntry,
} from './activity.repository.ts';

type Deps = { db: Db; clock: Clock; events: Events };
export type Identity = { email?: string; phone?: string; name?: string };
export type Viewer = {
  userId: number | null;
  userAgent: string | undefined;
  ip: string;
  /** Where the link was opened from when its URL said so (`?src=qr`: its QR code). */
  source?: LinkSource | null;
};
type Link = { id: number; presentationId: number; accessVersion: number };

/** Sessions kept between batches (by token hash); each write checks its row is still as kept. */
const KEPT_SESSIONS = 10_000;
/** Tries of a batch: without a lock first, the last two holding the session's row. */
const MAX_TRIES = 5;
/** Beacons of different sessions written together at most. */
const MAX_GROUP = 100;
/** Group writes under way at a time (on PostgreSQL, 2 measured best: one fills while one commits). */
const WRITERS = 2;

/** Viewing sessions (spec issue §6): opened per view, fed by the recipient's beacon through its view token. */
export function createActivityService({ db, clock, events }: Deps) {
  const repo = createActivityRepository(db);
  const emit = events.emit.bind(events);
  const sessions = createKeptMap<string, LiveSession>(KEPT_SESSIONS);
  const write = createBatching(
    async (entries: RecordEntry[]) => {
      activityBatchSize.observe(entries.length);
      const recorded = await repo.record(entries);
      return entries.map((e) => recorded.get(e.session.id));
    },
    { keyOf: (e) => e.session.id, concurrency: WRITERS, maxGroup: MAX_GROUP },
  );

  return {
    /**
     * The session a view token names, when it is live, of this link, and opened under the link's access
     * version (a gate turned on or tightened since asks its viewer again): a reload of the same tab sends it
     * back so it does not count twice.
     */
    async resume(link: Pick<Link, 'id' | 'accessVersion'>, token: string | undefined) {
      if (!token) return undefined;
      const session = (await repo.findLive(sha256(token)))?.session;
      return session?.shareLinkId === link.id && session.accessVersion === link.accessVersion
        ? session
        : undefined;
    },

    /** The live session of a token with its link, or 403. */
    async live(token: string) {
      const found = await repo.findLive(sha256(token));
      if (!found) throw invalidViewToken();
      return found;
    },

    /**
     * Records a batch of events (see planBatch): usually one statement, from the session as this
     * process last wrote it. When another batch or a change of the link came in between, it reads
     * the session again; batches of one session that keep racing wait for each other under a lock.
     * A batch with an id (its tab's and its number there) that the session recorded before is
     * answered as it was and writes nothing: a client resends a batch whose answer it did not get.
     */
    async record(token: string, events: ActivityEvent[], batchId?: BatchId) {
      const tokenHash = sha256(token);
      const now = clock.now();
      const attempt = async (r: ActivityRepository | undefined, known?: LiveSession) => {
        const session = known ?? (await (r ?? repo).live(tokenHash, { lock: r !== undefined, batchId }));
        if (!session) throw invalidViewToken();
        const entry = { session, batch: planBatch(events, session, now), batchId, now };
        if (session.recorded) return { ...entry, recorded: null };
        const recorded = r ? (await r.record([entry])).get(session.id) : await write(entry);
        return recorded && { ...entry, recorded };
      };
      let known = sessions.get(tokenHash);
      for (let tries = 0; tries < MAX_TRIES; tries += 1) {
        const lock = tries >= MAX_TRIES - 2;
        const done = lock
          ? await db.transaction((tx) => attempt(createActivityRepository(tx)))
          : await attempt(undefined, known);
        known = undefined;
        if (!done) {
          sessions.delete(tokenHash);
          continue;
        }
        const { session, batch, recorded } = done;
        const answer = { accepted: events.length - batch.dropped, dropped: batch.dropped };
        if (!recorded) return answer;
        sessions.set(tokenHash, {
          ...session,
          version: recorded.version,
          lastSeenAt: now,
          totalSeconds: recorded.totalSeconds,
          videoSeconds: recorded.videoSeconds,
          viewCountedTo: batch.totals.viewCountedTo,
          videoCountedTo: batch.totals.videoCountedTo,
          recorded: false,
        });
        // Only what changes the owner's notification of the visit: an asset new to the session, more
        // pages, more play, or another whole minute of viewing.
        const assetIds = batch.assetIds.filter(
          (id) =>
            !recorded.seenBefore.includes(id) ||
            recorded.firstPagesOf.includes(id) ||
            batch.playedAssetIds.includes(id),
        );
        const about = {
          sessionId: session.id,
          presentationId: session.presentationId,
          ownerId: recorded.ownerId,
        };
        emit('activity.recorded', about);
        const minutes = (seconds: number) => Math.floor(seconds / 60);
        if (assetIds.length > 0 || minutes(recorded.totalSeconds) > minutes(session.totalSeconds))
          emit('asset.viewed', {
            sessionId: session.id,
            presentationId: session.presentationId,
            ownerId: recorded.ownerId,
            assetIds,
          });
        return answer;
      }
      throw new Error('activity: the session kept changing while its batch was recorded');
    },
  };
}

export type ActivityService = ReturnType<typeof createActivityService>;
