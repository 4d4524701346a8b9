import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';

/** How long taking a connection waits for a PostgreSQL that is restarting or failing over. */
export const CONNECT_WAIT_MS = 15_000;

/**
 * A connection attempt that the server turned away or that found nobody listening: refused, reset, or
 * PostgreSQL's "cannot connect now" (57P03: starting up or shutting down). Nothing was sent, so trying
 * again is safe.
 */
function unreachable(error: unknown) {
  const { code, message } = error as { code?: string; message?: string };
  return (
    code === 'ECONNREFUSED' ||
    code === 'ECONNRESET' ||
    code === '57P03' ||
    /^Connection terminated/.test(message ?? '')
  );
}

type Done = (release?: unknown) => void;
type Callback = (err: Error | undefined, client?: pg.PoolClient, done?: Done) => void;

/**
 * A pool whose connections wait through a restart of the server (up to CONNECT_WAIT_MS, trying again
 * after 100 ms, 200 ms … 1 s) instead of failing the request at once. Only once the server has answered:
 * a wrong address fails the start at once. Statements under way when the server goes are not run again:
 * whether they committed cannot be known.
 */
export class WaitingPool extends pg.Pool {
  private reached = false;

  override connect(): Promise<pg.PoolClient>;
  override connect(callback: Callback): void;
  override connect(callback?: Callback): Promise<pg.PoolClient> | undefined {
    const waited = (async () => {
      const deadline = Date.now() + CONNECT_WAIT_MS;
      for (let delay = 100; ; delay = Math.min(1000, delay * 2)) {
        try {
          const client = await super.connect();
          this.reached = true;
          return client;
        } catch (error) {
          const wait = this.reached && unreachable(error) && !this.ending;
          if (!wait || Date.now() + delay > deadline) throw error;
          await sleep(delay);
        }
      }
    })();
    if (!callback) return waited;
    waited.then(
      (client) => callback(undefined, client, (release) => client.release(release as Error | undefined)),
      (error: Error) => callback(error),
    );
    return undefined;
  }
}
