import { afterAll, describe, expect, it } from 'vitest';
import { restartablePostgres } from '../test/restartable-postgres.ts';
import { CONNECT_WAIT_MS, WaitingPool } from './waiting-pool.ts';

const target = process.env.TEST_DATABASE_URL;
const closes: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const close of closes) await close();
});

/** A port that forwards to the test server while up: down, it refuses connections and cuts those open. */
async function restartable() {
  const server = await restartablePostgres(target!);
  closes.push(server.close);
  return server;
}

describe.skipIf(!target)('the PostgreSQL pool while the server restarts (needs PostgreSQL)', () => {
  it('waits for the server to come back instead of failing the query, then answers', async () => {
    const server = await restartable();
    const pool = new WaitingPool({ connectionString: server.url, max: 2 });
    pool.on('error', () => {});
    try {
      await pool.query('select 1');
      await server.down();
      const back = setTimeout(() => void server.up(), 1500);
      const [plain, withClient] = await Promise.all([
        pool.query('select 1 as one'),
        pool.connect().then(async (client) => {
          const result = await client.query('select 2 as two');
          client.release();
          return result;
        }),
      ]);
      clearTimeout(back);
      expect([plain.rows, withClient.rows]).toEqual([[{ one: 1 }], [{ two: 2 }]]);
    } finally {
      await pool.end();
    }
  });

  it(`gives up after ${CONNECT_WAIT_MS / 1000} s with the connection's error; a server never reached fails at once`, async () => {
    const server = await restartable();
    const pool = new WaitingPool({ connectionString: server.url, max: 1 });
    pool.on('error', () => {});
    const never = new WaitingPool({ connectionString: server.url, max: 1 });
    try {
      await pool.query('select 1');
      await server.down();
      const started = Date.now();
      const settled: string[] = [];
      const waited = expect(pool.query('select 1'))
        .rejects.toMatchObject({ code: 'ECONNREFUSED' })
        .then(() => settled.push('pool'));
      await expect(never.query('select 1')).rejects.toMatchObject({ code: 'ECONNREFUSED' });
      settled.push('never reached');
      await waited;
      expect(settled).toEqual(['never reached', 'pool']);
      // Its last try comes at most 1 s before the deadline.
      expect(Date.now() - started).toBeGreaterThanOrEqual(CONNECT_WAIT_MS - 1000);
    } finally {
      await Promise.all([pool.end(), never.end()]);
    }
  });
});
