import type { FastifyInstance } from 'fastify';
import { createShutdown, type Shutdown } from '../platform/shutdown.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The instance's graceful way out: main.ts drains it on SIGTERM before closing the app. */
    shutdown: Shutdown;
  }
}

/**
 * The app's side of a graceful shutdown: while draining, every answer closes its connection; when the app
 * closes, requests still under way at the end of the grace period are cut.
 */
export function registerShutdown(app: FastifyInstance, settings: { graceMs: number }) {
  const shutdown = createShutdown(settings);
  app.decorate('shutdown', shutdown);
  app.addHook('onSend', async (_request, reply) => {
    if (shutdown.draining) reply.header('connection', 'close');
  });
  let cut: NodeJS.Timeout | undefined;
  app.addHook('preClose', async () => {
    shutdown.begin();
    cut = setTimeout(() => app.server.closeAllConnections(), shutdown.msLeft());
    cut.unref();
  });
  app.addHook('onClose', async () => clearTimeout(cut));
  return shutdown;
}
