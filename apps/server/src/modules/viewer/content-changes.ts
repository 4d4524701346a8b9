import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { HubLog } from '../../platform/realtime/hub.ts';
import { createPgListener } from '../../platform/realtime/pg-listener.ts';

/** The PostgreSQL channel on which instances tell each other whose links changed. */
export const CONTENT_CHANNEL = 'folio_recipient_content';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * "Something this owner's recipients see may have changed": heard at once by this instance and, on
 * PostgreSQL, through NOTIFY by the others (a notification lost while an instance reconnects is made up
 * for by the content cache's short life). PGlite is one process: in-process only.
 */
export async function createContentChanges({ database, log }: { database: Database; log: HubLog }) {
  const listeners: ((ownerId: number) => void)[] = [];
  const hear = (ownerId: number) => {
    for (const listener of listeners) listener(ownerId);
  };
  const origin = randomUUID();
  const channel =
    database.kind === 'postgres' && database.pool
      ? await createPgListener({
          config: database.pool.options,
          channel: CONTENT_CHANNEL,
          log,
          onNotification(payload) {
            const [from, ownerId] = payload.split(' ');
            if (from !== origin && Number.isInteger(Number(ownerId))) hear(Number(ownerId));
          },
        })
      : null;

  return {
    onChange(listener: (ownerId: number) => void) {
      listeners.push(listener);
    },
    async changed(ownerId: number) {
      hear(ownerId);
      if (!channel) return;
      try {
        await database.executeSql('select pg_notify($1, $2)', [CONTENT_CHANNEL, `${origin} ${ownerId}`]);
      } catch (err) {
        log.error({ err, ownerId }, 'recipient content NOTIFY failed');
      }
    },
    close: async () => channel?.close(),
  };
}

export type ContentChanges = Awaited<ReturnType<typeof createContentChanges>>;

/**
 * Every write a signed-in user makes (any method but GET, HEAD and OPTIONS, outside the recipient API)
 * counts as a change to what their recipients see: links, presentations, assets, profile and branding
 * are only ever changed by their owner, so no write can be forgotten. Heard before the answer leaves, so
 * the next read of a link sees it. Must be registered before the routes.
 */
export function registerContentChanges(app: FastifyInstance, changes: ContentChanges) {
  app.addHook('onSend', async (request) => {
    const userId = request.auth?.user.id;
    if (userId === undefined || READS.has(request.method) || request.url.startsWith('/api/client/')) return;
    await changes.changed(userId);
  });
}
