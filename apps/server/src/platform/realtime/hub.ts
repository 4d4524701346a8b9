import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { createBatching } from '../batching.ts';
import { createPgListener } from './pg-listener.ts';

/** A message pushed to a user's open sockets: `type` names it, the rest is its data (snake_case). */
export type RealtimeMessage = { type: string } & Record<string, unknown>;

/** Something a socket can be sent text through (a `ws` WebSocket, in practice). */
export type SocketLike = {
  send(data: string): void;
  readyState: number;
  close?(code: number, reason: string): void;
};

/**
 * The message that ends a user's sockets (their account was deleted): each socket gets it, then closes
 * with 4401 (sign in again), on every instance, without waiting for the heartbeat's next session check.
 */
export const SESSION_ENDED = 'session.ended';
const SESSION_ENDED_CLOSE = 4401;

export interface RealtimeHub {
  /** Delivers to every socket of the user, on this instance and (on PostgreSQL) on the others. */
  publish(userId: number, message: RealtimeMessage): Promise<void>;
  /** Registers an open socket of the user; the returned function unregisters it. */
  connect(userId: number, socket: SocketLike): () => void;
  /** Open sockets on this instance. */
  connections(): number;
  close(): Promise<void>;
}

export type HubLog = Pick<FastifyBaseLogger, 'warn' | 'error'>;

/** The PostgreSQL channel every instance LISTENs on. */
declare module 'fastify' {
  interface FastifyInstance {
    /** The instance's hub: what modules publish through, and tests too. */
    realtime: RealtimeHub;
  }
}

export const REALTIME_CHANNEL = 'folio_realtime';
/** PostgreSQL refuses a NOTIFY payload of 8000 bytes or more; the same limit holds on PGlite so it shows in tests. */
export const MAX_NOTIFY_BYTES = 7999;

const OPEN = 1;
const silent: HubLog = { warn: () => {}, error: () => {} };

/**
 * What travels through NOTIFY: `origin` lets an instance skip what it has already delivered itself;
 * `seq` makes each payload unique, as PostgreSQL delivers equal payloads of one transaction once.
 */
type Envelope = { origin: string; seq: number; userId: number; message: RealtimeMessage };

/**
 * Fans messages out to the sockets of this instance, keyed by user. On PostgreSQL it also NOTIFYs the
 * other instances, which deliver to theirs; the publishing instance delivers at once and ignores its own
 * notification, so every socket gets a message exactly once. PGlite is one process: in-process only.
 */
export async function createRealtimeHub(deps: { database: Database; log?: HubLog }): Promise<RealtimeHub> {
  const { database, log = silent } = deps;
  const sockets = new Map<number, Set<SocketLike>>();
  const deliver = (userId: number, message: RealtimeMessage) => {
    const set = sockets.get(userId);
    if (!set) return;
    const text = JSON.stringify(message);
    for (const socket of set) if (socket.readyState === OPEN) socket.send(text);
    if (message.type === SESSION_ENDED)
      for (const socket of set) socket.close?.(SESSION_ENDED_CLOSE, 'Session ended');
  };

  const origin = randomUUID();
  let seq = 0;
  // Messages published together (a burst of notifications) share one statement.
  const notify = createBatching(async (payloads: string[]) => {
    await database.executeSql(
      'select pg_notify($1, p) from (select p from unnest($2::text[]) with ordinality t(p, n) order by n) s',
      [REALTIME_CHANNEL, payloads],
    );
    return payloads.map(() => undefined);
  });
  const listener =
    database.kind === 'postgres' && database.pool
      ? await createPgListener({
          config: database.pool.options,
          channel: REALTIME_CHANNEL,
          log,
          onNotification(payload) {
            const envelope = parseEnvelope(payload);
            if (!envelope) log.warn({ payload: payload.slice(0, 200) }, 'unreadable realtime notification');
            else if (envelope.origin !== origin) deliver(envelope.userId, envelope.message);
          },
        })
      : null;

  return {
    async publish(userId, message) {
      seq += 1;
      const payload = JSON.stringify({ origin, seq, userId, message } satisfies Envelope);
      const bytes = Buffer.byteLength(payload);
      if (bytes > MAX_NOTIFY_BYTES) {
        log.error({ type: message.type, userId, bytes }, 'realtime message over the NOTIFY limit: dropped');
        return;
      }
      deliver(userId, message);
      if (!listener) return;
      try {
        await notify(payload);
      } catch (err) {
        // Progress events are best effort: a failed NOTIFY must not fail the job that reported progress.
        log.error({ err, type: message.type }, 'realtime NOTIFY failed');
      }
    },
    connect(userId, socket) {
      const set = sockets.get(userId) ?? new Set();
      set.add(socket);
      sockets.set(userId, set);
      return () => {
        set.delete(socket);
        if (set.size === 0 && sockets.get(userId) === set) sockets.delete(userId);
      };
    },
    connections() {
      let count = 0;
      for (const set of sockets.values()) count += set.size;
      return count;
    },
    async close() {
      sockets.clear();
      await listener?.close();
    },
  };
}

function parseEnvelope(payload: string): Envelope | null {
  try {
    const value = JSON.parse(payload) as Partial<Envelope>;
    const ok =
      typeof value.origin === 'string' &&
      Number.isInteger(value.userId) &&
      typeof value.message === 'object' &&
      value.message !== null &&
      typeof value.message.type === 'string';
    return ok ? (value as Envelope) : null;
  } catch {
    return null;
  }
}
