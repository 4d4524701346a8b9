import type { FastifyInstance, FastifyRequest } from 'fastify';
import { httpDuration } from './metrics.ts';

/** A built script, style, font or image of the app: a path ending in a file extension, outside /api. */
const isStaticFile = (request: FastifyRequest) =>
  !request.url.startsWith('/api/') && /\.[a-z0-9]{1,8}(\?|$)/i.test(request.url);

/**
 * Each answered request is measured by its route pattern (not its URL: ids would make a series each) and
 * logged as one line, except static files that succeeded, which only debug logging shows: one page load
 * fetches dozens of them and would bury the API's lines.
 */
export function registerRequestMetrics(app: FastifyInstance, logLevel: string) {
  const logStatic = logLevel === 'debug' || logLevel === 'trace';
  app.addHook('onResponse', async (request, reply) => {
    const status = reply.statusCode;
    const route = request.routeOptions.url ?? 'unmatched';
    httpDuration.observe(
      { method: request.method, route, status: `${Math.floor(status / 100)}xx` },
      reply.elapsedTime / 1000,
    );
    if (status < 400 && !logStatic && isStaticFile(request)) return;
    request.log.info(
      { method: request.method, url: request.url, route, status, ms: Math.round(reply.elapsedTime) },
      'request completed',
    );
  });
}
