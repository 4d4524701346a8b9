import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/**
 * The process's Prometheus metrics (issue 19): counters and histograms that the code paths observe
 * (requests, jobs, conversion pages, activity batches). They belong to the process, as Prometheus
 * scrapes a process; what an app instance reports on demand (queue depth, sockets, pool) is in its own
 * registry (createInstanceMetrics) and merged at scrape time.
 */
export const processMetrics = new Registry();
collectDefaultMetrics({ register: processMetrics, prefix: 'folio_' });

const SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export const httpDuration = new Histogram({
  name: 'folio_http_request_duration_seconds',
  help: 'HTTP requests by route pattern, method and status class, with their duration',
  labelNames: ['method', 'route', 'status'],
  buckets: SECONDS,
  registers: [processMetrics],
});

export const jobDuration = new Histogram({
  name: 'folio_job_duration_seconds',
  help: 'Background jobs run by this process, by kind and outcome',
  labelNames: ['job', 'outcome'],
  buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 15, 60, 180, 600],
  registers: [processMetrics],
});

export const conversionPages = new Counter({
  name: 'folio_conversion_pages_total',
  help: 'Pages drawn by the conversion pipeline (rate() gives pages per second)',
  registers: [processMetrics],
});

export const activityBatchSize = new Histogram({
  name: 'folio_activity_batch_size',
  help: 'Activity events written to the database in one statement',
  buckets: [1, 2, 5, 10, 20, 50, 100, 200, 500],
  registers: [processMetrics],
});

export type InstanceReadings = {
  /** Jobs waiting or running, by kind and state. */
  queueDepth(): Promise<{ job: string; state: string; count: number }[]>;
  sockets(): number;
  /** PostgreSQL's pool; null on PGlite (one connection inside the process). */
  pool(): { total: number; idle: number; waiting: number } | null;
};

/** One app instance's readings, taken when Prometheus scrapes. */
export function createInstanceMetrics(readings: InstanceReadings) {
  const registry = new Registry();
  new Gauge({
    name: 'folio_queue_jobs',
    help: 'Jobs in the queue that are not finished, by kind and state',
    labelNames: ['job', 'state'],
    registers: [registry],
    async collect() {
      this.reset();
      for (const { job, state, count } of await readings.queueDepth()) this.set({ job, state }, count);
    },
  });
  new Gauge({
    name: 'folio_websocket_connections',
    help: 'Open WebSocket connections to this instance',
    registers: [registry],
    collect() {
      this.set(readings.sockets());
    },
  });
  new Gauge({
    name: 'folio_database_pool_connections',
    help: "PostgreSQL pool connections by state ('total', 'idle', 'waiting' clients)",
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const pool = readings.pool();
      if (!pool) return;
      for (const [state, count] of Object.entries(pool)) this.set({ state }, count);
    },
  });
  return {
    contentType: registry.contentType,
    async text() {
      return Registry.merge([processMetrics, registry]).metrics();
    },
  };
}
