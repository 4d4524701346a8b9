import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import type { z } from 'zod';
import type { Database, Db } from '../db/client.ts';
import { jobDuration } from '../platform/metrics.ts';

export type JobDefinition<S extends z.ZodType = z.ZodType> = {
  name: string;
  schema: S;
  /** `run.id` is the job's: the same on each retry (and the key's, for a keyed send). */
  handler: (payload: z.infer<S>, run: { lastAttempt: boolean; id?: string }) => Promise<void>;
  /** Cron expression (UTC) when the job also runs on a schedule. */
  cron?: string;
  retryLimit?: number;
  /** How long one run may hold the job before another worker may take it again (pg-boss default 15 min). */
  expireInSeconds?: number;
};

/**
 * On PGlite one process owns the database, so a job still 'active' at start was cut off by a crash or
 * a kill: it is failed at once, which retries it now instead of after its expiry.
 */
async function retryInterrupted(database: Database, boss: PgBoss) {
  const { rows } = await database.executeSql("select id, name from pgboss.job where state = 'active'", []);
  for (const row of rows as { id: string; name: string }[]) await boss.fail(row.name, row.id);
}

/**
 * How often one query looks for jobs ready in any queue — a retry come due, a delayed or scheduled job, one
 * another process sent — and wakes their workers. pg-boss's own polling is a query per queue and poll: on
 * the embedded database an idle server spent most of its time on those (31 queries a second).
 */
const LOOK_FOR_READY_MS = 500;
/** Each worker's own poll, a safety net under that look (sends from this process wake it at once). */
const WORKER_POLL_SECONDS = 30;
const READY_QUEUES = "select distinct name from pgboss.job where state < 'active' and start_after < now()";

/** Looks for ready jobs every LOOK_FOR_READY_MS until stopped; `ready` gets each queue name that has some. */
function watchReadyQueues(
  database: Database,
  pending: ReturnType<typeof createPending>,
  ready: (name: string) => void,
  onError: (error: Error) => void,
) {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const look = async () => {
    try {
      const { rows } = await pending.track(database.executeSql(READY_QUEUES));
      for (const row of rows) ready(row.name as string);
    } catch (error) {
      if (!stopped) onError(error as Error);
    }
    if (!stopped) timer = setTimeout(look, LOOK_FOR_READY_MS).unref();
  };
  timer = setTimeout(look, LOOK_FOR_READY_MS).unref();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}

/** The queue's handlers and queries still under way. */
function createPending() {
  const running = new Set<Promise<unknown>>();
  return {
    track<T>(work: Promise<T>): Promise<T> {
      running.add(work);
      const forget = () => running.delete(work);
      work.then(forget, forget);
      return work;
    },
    async settled(timeoutMs: number) {
      const deadline = Date.now() + timeoutMs;
      while (running.size > 0 && Date.now() < deadline) {
        await Promise.race([
          Promise.allSettled([...running]),
          sleep(deadline - Date.now(), undefined, { ref: false }),
        ]);
        // A handler's end starts pg-boss's completion query in the same turn: look again after it.
        await new Promise((resolve) => setImmediate(resolve));
      }
    },
  };
}

/** pg-boss's parameterised SQL ($1…$n) run through a drizzle transaction, on PGlite and PostgreSQL alike. */
function executeSqlIn(tx: Db) {
  return async (text: string, values: unknown[] = []) => {
    const parts = text.split(/\$(\d+)/);
    const chunks = parts.map((part, i) => {
      if (i % 2 === 0) return sql.raw(part);
      const value = values[Number(part) - 1];
      const isJson = typeof value === 'object' && value !== null && !(value instanceof Date);
      return sql`${isJson ? JSON.stringify(value) : (value ?? null)}`;
    });
    const result = (await tx.execute(sql.join(chunks, sql.raw('')))) as { rows: Record<string, unknown>[] };
    return { rows: result.rows };
  };
}

export const defineJob = <S extends z.ZodType>(job: JobDefinition<S>) => job;

/** The job id a key names (a UUID made from its hash): sending the same key twice queues one job. */
export function jobIdOf(key: string) {
  const hex = createHash('sha256').update(key).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export type SendOptions = {
  /**
   * What the job is for ('activity-viewed:42'): a second send with the same key while the first is kept
   * (pg-boss keeps finished jobs for hours) is a no-op, so an event delivered twice queues one job.
   */
  key?: string;
  /** Not before this time (the database's clock): a retry scheduled for later. */
  startAfter?: Date;
};

export interface Queue {
  send<S extends z.ZodType>(job: JobDefinition<S>, payload: z.infer<S>, options?: SendOptions): Promise<void>;
  /**
   * Queues the job inside the caller's transaction: it exists only if that transaction commits. Call
   * `wake` after the commit so a worker in this process starts at once.
   */
  sendInTransaction<S extends z.ZodType>(tx: Db, job: JobDefinition<S>, payload: z.infer<S>): Promise<void>;
  wake(job: JobDefinition): void;
  /**
   * Takes no more jobs and waits up to `timeoutMs` for those running; any still running then are failed,
   * which puts them back in the queue for their next try.
   */
  stop(timeoutMs?: number): Promise<void>;
}

/**
 * pg-boss on the app's own database. On PGlite it runs through the `db` option, so jobs
 * live in the same embedded database and survive a restart.
 */
export async function startQueue(
  database: Database,
  jobs: JobDefinition[],
  options: { work: boolean; onError: (error: Error) => void },
): Promise<Queue> {
  const pending = createPending();
  const boss = new PgBoss({
    db: { executeSql: (text, values) => pending.track(database.executeSql(text, values)) },
    schema: 'pgboss',
    supervise: options.work,
    schedule: options.work,
    migrate: true,
  });
  boss.on('error', options.onError);
  await boss.start();
  if (options.work && database.kind === 'pglite') await retryInterrupted(database, boss);
  const workers = new Map<string, string>();
  // A worker in this process starts at once instead of at its next poll.
  const wakeQueue = (name: string) => {
    const workerId = workers.get(name);
    if (workerId) boss.notifyWorker(workerId);
  };
  for (const job of jobs) {
    await boss.createQueue(job.name, {
      name: job.name,
      retryLimit: job.retryLimit ?? 5,
      retryDelay: 5,
      retryBackoff: true,
      ...(job.expireInSeconds && { expireInSeconds: job.expireInSeconds }),
    });
    if (!options.work) continue;
    const workerId = await boss.work(
      job.name,
      { pollingIntervalSeconds: WORKER_POLL_SECONDS, batchSize: 1, includeMetadata: true },
      async ([entry]) => {
        if (!entry) return;
        const timer = jobDuration.startTimer({ job: job.name });
        let outcome = 'failed';
        try {
          await pending.track(
            job.handler(job.schema.parse(entry.data), {
              lastAttempt: entry.retryCount >= entry.retryLimit,
              id: entry.id,
            }),
          );
          outcome = 'completed';
        } finally {
          timer({ outcome });
          // A worker that just ran a job looks for the next one at once, not after its polling interval
          // (which caps a queue at two jobs a second); an empty fetch waits the interval as usual.
          wakeQueue(job.name);
        }
      },
    );
    workers.set(job.name, workerId);
    if (job.cron) await boss.schedule(job.name, job.cron, {});
  }
  const wake = (job: JobDefinition) => wakeQueue(job.name);
  const stopWatching = options.work
    ? watchReadyQueues(database, pending, wakeQueue, options.onError)
    : () => {};
  return {
    async send(job, payload, { key, startAfter } = {}) {
      await boss.send(job.name, job.schema.parse(payload) as object, {
        ...(key && { id: jobIdOf(key) }),
        ...(startAfter && { startAfter }),
      });
      wake(job);
    },
    async sendInTransaction(tx, job, payload) {
      await boss.send(job.name, job.schema.parse(payload) as object, {
        db: { executeSql: executeSqlIn(tx) },
      });
    },
    wake,
    async stop(timeoutMs = 10_000) {
      stopWatching();
      const deadline = Date.now() + timeoutMs;
      await boss.stop({ graceful: true, wait: true, timeout: timeoutMs });
      // pg-boss may resolve while a handler still runs, and it marks a finished job complete without
      // awaiting that query: both must settle before the caller closes the database under them.
      await pending.settled(Math.max(1000, deadline - Date.now()));
    },
  };
}
