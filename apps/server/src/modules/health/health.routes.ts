import { timingSafeEqual } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { notFound, unauthorized } from '../../platform/errors.ts';
import { createInstanceMetrics } from '../../platform/metrics.ts';
import { NO_CREDENTIALS } from '../../platform/openapi.ts';
import type { RealtimeHub } from '../../platform/realtime/hub.ts';
import type { Shutdown } from '../../platform/shutdown.ts';
import type { BlobStore } from '../../platform/storage/storage.ts';
import { sha256 } from '../../platform/tokens.ts';

type Deps = {
  database: Database;
  store: BlobStore;
  realtime: RealtimeHub;
  shutdown: Pick<Shutdown, 'draining' | 'probed'>;
  /** Unset: /metrics answers 404. */
  metricsToken: string | undefined;
};

const tags = ['health'];
/** A load balancer's probe waits a few seconds: a part slower than this is as good as down. */
const READY_TIMEOUT_MS = 2000;
const NO_ANSWER = `no answer within ${READY_TIMEOUT_MS} ms`;
const withinTimeout = (work: Promise<unknown>) =>
  Promise.race([
    work,
    sleep(READY_TIMEOUT_MS, undefined, { ref: false }).then(() => {
      throw new Error(NO_ANSWER);
    }),
  ]);
/**
 * Why a part failed, short and safe to show anyone (the probe needs no credentials): that it was too
 * slow, or the error's code (ECONNREFUSED, a PostgreSQL SQLSTATE…), never its message or an address.
 */
function reasonOf(error: unknown) {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (message === NO_ANSWER || /timeout/i.test(String(message))) return NO_ANSWER;
  return typeof code === 'string' && /^[A-Z0-9_]{2,40}$/.test(code) ? `failed (${code})` : 'failed';
}
const PARTS = ['database', 'queue', 'storage'] as const;
const readySchema = z.object({
  status: z.enum(['ready', 'unavailable', 'draining']),
  failing: z.array(z.enum(PARTS)).describe('The parts that did not answer.'),
  reasons: z
    .partialRecord(z.enum(PARTS), z.string())
    .optional()
    .describe(`Why each failing part failed: "${NO_ANSWER}", or "failed (<error code>)".`),
});

/** What a load balancer and Prometheus ask: alive, ready to serve, and the instance's metrics. */
export async function healthRoutes(
  base: FastifyInstance,
  { database, store, realtime, shutdown, metricsToken }: Deps,
) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const metrics = createInstanceMetrics({
    async queueDepth() {
      const { rows } = await database.executeSql(
        "select name as job, state, count(*)::int as count from pgboss.job where state in ('created', 'retry', 'active') group by name, state",
        [],
      );
      return rows as { job: string; state: string; count: number }[];
    },
    sockets: () => realtime.connections(),
    pool: () =>
      database.pool
        ? {
            total: database.pool.totalCount,
            idle: database.pool.idleCount,
            waiting: database.pool.waitingCount,
          }
        : null,
  });
  // Not through the request pool: with every pooled connection busy, a healthy database is still ready.
  const checks: Record<(typeof PARTS)[number], () => Promise<unknown>> = {
    database: () => database.probe('select 1', READY_TIMEOUT_MS),
    queue: () => database.probe('select version from pgboss.version', READY_TIMEOUT_MS),
    // A key that never exists: the store answers "none" when it is reachable, and throws when it is not.
    storage: () => store.head('health/ready-check.txt', 0),
  };

  app.get(
    '/api/health',
    {
      config: { rateLimit: false },
      schema: {
        tags,
        operationId: 'getHealth',
        summary: 'Check that the server process answers (liveness; the database is /api/ready)',
        security: NO_CREDENTIALS,
        response: { 200: z.object({ status: z.literal('ok'), database: z.string() }) },
      },
    },
    // Nothing is awaited: a supervisor restarts a process whose liveness fails, which would not help a
    // busy pool or a database that is down (readiness tells the balancer those).
    async () => ({ status: 'ok' as const, database: database.kind }),
  );

  app.get(
    '/api/ready',
    {
      config: { rateLimit: false },
      schema: {
        tags,
        operationId: 'getReadiness',
        summary: 'Check that the database, the job queue and the file store answer (readiness)',
        description:
          'A load balancer sends traffic to an instance only while this answers 200. From the moment the instance ' +
          "begins to shut down (SIGTERM) it answers 503 `{status: 'draining'}` while it finishes what it has. " +
          `It asks the database on a connection of its own, never queued behind requests, and answers within ` +
          `about ${READY_TIMEOUT_MS} ms: 503 \`{status: 'unavailable'}\` names each part that failed and why.`,
        security: NO_CREDENTIALS,
        response: { 200: readySchema, 503: readySchema },
      },
    },
    async (_request, reply) => {
      shutdown.probed();
      if (shutdown.draining) return reply.code(503).send({ status: 'draining', failing: [] });
      const answers = await Promise.allSettled(PARTS.map((part) => withinTimeout(checks[part]())));
      const reasons: Partial<Record<(typeof PARTS)[number], string>> = {};
      PARTS.forEach((part, i) => {
        const answer = answers[i];
        if (answer?.status === 'rejected') reasons[part] = reasonOf(answer.reason);
      });
      const failing = PARTS.filter((part) => part in reasons);
      if (failing.length > 0) return reply.code(503).send({ status: 'unavailable', failing, reasons });
      return { status: 'ready' as const, failing };
    },
  );

  const expected = metricsToken ? Buffer.from(sha256(metricsToken)) : null;
  app.get(
    '/metrics',
    {
      config: { rateLimit: false },
      schema: {
        tags,
        operationId: 'getMetrics',
        summary: "The instance's metrics in Prometheus text format",
        description:
          'Sent with `Authorization: Bearer <METRICS_TOKEN>`; 404 while METRICS_TOKEN is not set. Requests by ' +
          'route, jobs by kind, queue depth, conversion pages, activity batch sizes, sockets, database pool.',
        security: NO_CREDENTIALS,
        produces: ['text/plain'],
        response: { 200: z.string().describe('Prometheus text exposition format 0.0.4.') },
      },
    },
    async (request, reply) => {
      if (!expected) throw notFound();
      const sent = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
      if (!timingSafeEqual(Buffer.from(sha256(sent)), expected)) throw unauthorized();
      return reply
        .type(metrics.contentType)
        .header('cache-control', 'no-store')
        .send(await metrics.text());
    },
  );
}
