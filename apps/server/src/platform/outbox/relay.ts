import type { Database } from '../../db/client.ts';
import type { EventName, Events } from '../events.ts';

/** Events handed out per round; a burst of views fills a few rounds whose listeners share their queries. */
const BATCH = 200;
/** How long a relay holds the events it took: past it, another instance (or this one restarted) takes them. */
const LEASE_SECONDS = 60;
/** A failed delivery is tried again after 5 s, 10 s, 20 s … at most an hour; after this many it is dropped. */
const MAX_ATTEMPTS = 12;
const MAX_BACKOFF_SECONDS = 3600;

type Log = {
  error(details: object, message: string): void;
};

type Row = { id: string | number; name: EventName; payload: unknown; attempts: number };

/**
 * Delivers the outbox's events to their listeners: woken after a commit that recorded some (events.flush)
 * and polling for the rest (another instance's, a restart's, retries). Rows are taken with SKIP LOCKED
 * under a lease, so instances share the work; a row is deleted only once all its listeners succeeded.
 */
export function startOutboxRelay({
  database,
  events,
  log,
  pollMs = 1000,
}: {
  database: Database;
  events: Events;
  log: Log;
  pollMs?: number;
}) {
  let current: Promise<void> | null = null;
  let again = false;
  let stopped = false;

  async function round() {
    const { rows } = (await database.executeSql(
      `update outbox_events set attempts = attempts + 1,
         available_at = now() + make_interval(secs => $2)
       where id in (select id from outbox_events where available_at <= now()
         order by id limit $1 for update skip locked)
       returning id, name, payload, attempts`,
      [BATCH, LEASE_SECONDS],
    )) as unknown as { rows: Row[] };
    rows.sort((a, b) => Number(a.id) - Number(b.id));
    const results = await Promise.allSettled(
      rows.map((row) => events.deliver(row.name, row.payload, { eventId: Number(row.id) })),
    );
    const done: number[] = [];
    for (const [i, result] of results.entries()) {
      const row = rows[i]!;
      if (result.status === 'fulfilled' || row.attempts >= MAX_ATTEMPTS) done.push(Number(row.id));
      if (result.status === 'fulfilled') continue;
      log.error({ err: result.reason, event: row.name, attempts: row.attempts }, 'event listener failed');
      const seconds = Math.min(MAX_BACKOFF_SECONDS, 5 * 2 ** (row.attempts - 1));
      await database.executeSql(
        'update outbox_events set available_at = now() + make_interval(secs => $2) where id = $1',
        [row.id, seconds],
      );
    }
    if (done.length > 0)
      await database.executeSql(
        "delete from outbox_events where id = any(string_to_array($1, ',')::bigint[])",
        [done.join(',')],
      );
    return rows.length;
  }

  async function drain() {
    do {
      again = false;
      if ((await round()) === BATCH) again = true;
    } while (again && !stopped);
  }

  function run() {
    if (stopped) return;
    if (current) {
      again = true;
      return;
    }
    current = drain()
      .catch((error: unknown) => log.error({ err: error }, 'outbox relay failed'))
      .finally(() => {
        current = null;
      });
  }

  const timer = setInterval(run, pollMs);
  timer.unref();
  events.onFlush(run);

  return {
    /** On PGlite one process owns the database: leases held when it was killed are void at start. */
    async start() {
      if (database.kind === 'pglite')
        await database.executeSql(
          'update outbox_events set available_at = now() where available_at > now()',
          [],
        );
      run();
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      await current;
    },
  };
}
