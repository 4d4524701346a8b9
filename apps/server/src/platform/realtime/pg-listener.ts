import pg from 'pg';
import type { HubLog } from './hub.ts';

const MAX_RETRY_MS = 30_000;

/**
 * One dedicated connection that LISTENs on a channel (pooled connections cannot: LISTEN belongs to its
 * session). When it drops it reconnects after 1 s, 2 s, 4 s … at most 30 s; notifications sent while it
 * is away are lost, which the realtime hub accepts (its messages are progress events, and a reconnecting
 * browser refetches).
 */
export async function createPgListener(options: {
  config: pg.ClientConfig;
  channel: string;
  onNotification(payload: string): void;
  log: HubLog;
}) {
  const { config, channel, onNotification, log } = options;
  let current: pg.Client | null = null;
  let retry: NodeJS.Timeout | undefined;
  let failures = 0;
  let closed = false;

  async function start() {
    const client = new pg.Client(config);
    let lost = false;
    const onLost = (err: unknown) => {
      if (lost) return;
      lost = true;
      if (current === client) current = null;
      client.end().catch(() => {});
      if (closed) return;
      const delay = Math.min(MAX_RETRY_MS, 1000 * 2 ** failures);
      failures += 1;
      log.warn({ err, retryInMs: delay }, 'realtime LISTEN connection lost; reconnecting');
      retry = setTimeout(start, delay);
      retry.unref();
    };
    client.on('error', onLost);
    client.on('end', () => onLost(new Error('connection ended')));
    client.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) onNotification(message.payload);
    });
    try {
      await client.connect();
      await client.query(`listen ${channel}`);
    } catch (err) {
      onLost(err);
      return;
    }
    if (closed) {
      await client.end().catch(() => {});
      return;
    }
    current = client;
    failures = 0;
  }

  await start();
  return {
    async close() {
      closed = true;
      clearTimeout(retry);
      await current?.end().catch(() => {});
      current = null;
    },
  };
}
