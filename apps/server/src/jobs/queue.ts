import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import type { z } from 'zod';
import type { Database, Db } from '../db/client.ts';

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

const STOP_TIMEOUT_MS = 10_000;

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
  stop(): Promise<void>;
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
      { pollingIntervalSeconds: 0.5, batchSize: 1, includeMetadata: true },
      async ([entry]) => {
        if (!entry) return;
        try {
          await pending.track(
            job.handler(job.schema.parse(entry.data), {
              lastAttempt: entry.retryCount >= entry.retryLimit,
              id: entry.id,
            }),
          );
        } finally {
          // A worker that just ran a job looks for the next one at once, not after its polling interval
          // (which caps a queue at two jobs a second); an empty fetch waits the interval as usual.
          const workerId = workers.get(job.name);
          if (workerId) boss.notifyWorker(workerId);
        }
      },
    );
    workers.set(job.name, workerId);
    if (job.cron) await boss.schedule(job.name, job.cron, {});
  }
  const wake = (job: JobDefinition) => {
    // A worker in this process starts at once instead of at its next poll.
    const workerId = workers.get(job.name);
    if (workerId) boss.notifyWorker(workerId);
  };
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
    async stop() {
      await boss.stop({ graceful: true, wait: true, timeout: STOP_TIMEOUT_MS });
      // pg-boss may resolve while a handler still runs, and it marks a finished job complete without
      // awaiting that query: both must settle before the caller closes the database under them.
      await pending.settled(STOP_TIMEOUT_MS);
    },
  };
}
