import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories.ts';
import { restartablePostgres } from '../../test/restartable-postgres.ts';
import { createSecondInstance, createTestApp, type TestApp } from '../../test/test-app.ts';

const TOKEN = 'prometheus-scrapes-with-this';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { METRICS_TOKEN: TOKEN } });
});
afterAll(() => t.close());

const scrape = (token: string) =>
  t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${token}` } });

describe('readiness', () => {
  it('is ready when the database, the queue and the file store answer', async () => {
    const response = await t.app.inject({ url: '/api/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready', failing: [] });
  });

  it('answers 503 naming the file store when the bucket cannot be reached', async () => {
    const unreachable = await createTestApp({
      env: {
        S3_BUCKET: 'folio-files',
        S3_ENDPOINT: 'http://127.0.0.1:9',
        S3_FORCE_PATH_STYLE: 'true',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
      },
    });
    try {
      const response = await unreachable.app.inject({ url: '/api/ready' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        status: 'unavailable',
        failing: ['storage'],
        reasons: { storage: 'failed (ECONNREFUSED)' },
      });
      // Alive all the same: a load balancer restarts on liveness, and only stops routing on readiness.
      expect((await unreachable.app.inject({ url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await unreachable.close();
    }
  });

  it('answers 503 draining from the start of a shutdown, while every answer asks to close its connection', async () => {
    const leaving = await createTestApp();
    try {
      const before = await leaving.app.inject({ url: '/api/ready' });
      expect(before.headers.connection).not.toBe('close');
      // A balancer has just probed: draining waits for its next look, which this one is.
      const drained = leaving.app.shutdown.drain();
      const response = await leaving.app.inject({ url: '/api/ready' });
      await drained;
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 'draining', failing: [] });
      expect(response.headers.connection).toBe('close');
      const health = await leaving.app.inject({ url: '/api/health' });
      expect([health.statusCode, health.headers.connection]).toEqual([200, 'close']);
    } finally {
      await leaving.close();
    }
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('readiness on PostgreSQL (needs PostgreSQL)', () => {
  it('stays ready while slow requests hold every pooled connection', async () => {
    const pool = t.database.pool!;
    const held: pg.PoolClient[] = [];
    try {
      for (let i = 0; i < pool.options.max; i++) held.push(await pool.connect());
      // A request now waits for a connection; the probes do not.
      const response = await t.app.inject({ url: '/api/ready' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'ready', failing: [] });
      expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
    } finally {
      for (const client of held) client.release();
    }
  });

  it('answers 503 with the reason when the database is down or hangs, and ready again once it is back', async () => {
    const network = await restartablePostgres(t.database.pool!.options.connectionString!);
    const instance = await createSecondInstance(t, { url: network.url });
    const ready = async () => {
      const response = await instance.app.inject({ url: '/api/ready' });
      return { code: response.statusCode, body: response.json() };
    };
    const unavailable = (reason: string) => ({
      code: 503,
      body: {
        status: 'unavailable',
        failing: ['database', 'queue'],
        reasons: { database: reason, queue: reason },
      },
    });
    try {
      expect(await ready()).toEqual({ code: 200, body: { status: 'ready', failing: [] } });
      await network.down();
      expect(await ready()).toEqual(unavailable('failed (ECONNREFUSED)'));
      // Alive all the same: a supervisor restarting it would not bring the database back.
      expect((await instance.app.inject({ url: '/api/health' })).statusCode).toBe(200);
      await network.stall();
      expect(await ready()).toEqual(unavailable('no answer within 2000 ms'));
      await network.up();
      expect(await ready()).toEqual({ code: 200, body: { status: 'ready', failing: [] } });
    } finally {
      await instance.close();
      await network.close();
    }
  });
});

describe('/metrics', () => {
  it('is closed to a missing or wrong token', async () => {
    expect((await t.app.inject({ url: '/metrics' })).statusCode).toBe(401);
    expect((await scrape('prometheus-scrapes-with-that')).statusCode).toBe(401);
  });

  it('answers 404 on a server without METRICS_TOKEN', async () => {
    const closed = await createTestApp();
    try {
      const response = await closed.app.inject({
        url: '/metrics',
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(response.statusCode).toBe(404);
    } finally {
      await closed.close();
    }
  });

  it('counts requests by route pattern, not by id, and reports the queue and sockets', async () => {
    const user = await buildUser(t.app);
    for (const id of [1, 2, 3])
      await t.app.inject({ url: `/api/presentations/${id}`, headers: user.headers });
    const response = await scrape(TOKEN);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    const text = response.body;
    // The counters are the process's: other apps of this test process may have counted before.
    const count =
      /folio_http_request_duration_seconds_count\{method="GET",route="\/api\/presentations\/:id",status="4xx"\} (\d+)/.exec(
        text,
      );
    expect(Number(count?.[1])).toBeGreaterThanOrEqual(3);
    expect(text).not.toContain('route="/api/presentations/1"');
    expect(text).toContain('# TYPE folio_queue_jobs gauge');
    expect(text).toContain('folio_websocket_connections 0');
    expect(text).toContain('# TYPE folio_job_duration_seconds histogram');
    expect(text).toContain('# TYPE folio_conversion_pages_total counter');
    expect(text).toContain('# TYPE folio_activity_batch_size histogram');
    expect(text).toContain('folio_process_cpu_seconds_total');
  });
});
