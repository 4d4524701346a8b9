import pg from 'pg';
import type { SqlResult } from './client.ts';

/**
 * One PostgreSQL connection of its own for the readiness probe, beside the pool: a probe never queues
 * behind requests that hold every pooled connection, so a busy but healthy instance still answers ready.
 * It is opened on the first probe and again after any failure (a server that went away, a statement that
 * took too long), so a probe always asks the server as it is now: a database that died is never answered
 * for by a connection that was fine before. Connecting and each statement give up after `timeoutMs` (the
 * first probe's: the probe always asks with the same).
 */
export function openProbeConnection(url: string) {
  let current: Promise<pg.Client> | null = null;

  function connect(timeoutMs: number) {
    const client = new pg.Client({
      connectionString: url,
      connectionTimeoutMillis: timeoutMs,
      query_timeout: timeoutMs,
      application_name: 'folio readiness probe',
    });
    const opened = client.connect().then(() => client);
    // An idle connection the server closed: the next probe opens another.
    const lost = () => {
      if (current === opened) current = null;
    };
    client.on('error', lost);
    client.on('end', lost);
    return opened;
  }

  function drop(connection: Promise<pg.Client>) {
    if (current === connection) current = null;
    return connection.then((client) => client.end()).catch(() => {});
  }

  return {
    async query(text: string, timeoutMs: number): Promise<SqlResult> {
      current ??= connect(timeoutMs);
      const connection = current;
      try {
        return await (await connection).query(text);
      } catch (error) {
        void drop(connection);
        throw error;
      }
    },
    async close() {
      if (current) await drop(current);
    },
  };
}
