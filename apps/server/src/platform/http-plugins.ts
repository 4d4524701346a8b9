import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit, { type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import { contentSecurityPolicy, openerPolicy } from './csp.ts';
import { registerEmbeddablePages } from './embedding.ts';
import { AppError } from './errors.ts';
import { registerApiDocument } from './openapi.ts';
import { apiKeyRateLimitKey } from './rate-limit-store.ts';
import { registerRequestMetrics } from './request-metrics.ts';
import type { BlobStore } from './storage/storage.ts';

/**
 * The HTTP layer every route sits on: security headers, compression, cookies, multipart, rate limit, the
 * API document. `rateLimitStore`: where limits are counted (platform/rate-limit-store.ts), memory if none.
 */
export async function registerHttpPlugins(
  app: FastifyInstance,
  config: Config,
  blobStore: BlobStore,
  rateLimitStore?: FastifyRateLimitStoreCtor,
) {
  registerRequestMetrics(app, config.logLevel);
  // An S3 bucket is another origin the browser posts uploads to.
  const probe = await blobStore.createUploadPost({
    key: 'uploads/csp-probe.pdf',
    contentType: 'application/pdf',
    maxBytes: 1,
    expiresInSeconds: 1,
  });
  const uploadOrigin = probe.url.startsWith('/') ? null : new URL(probe.url).origin;
  await app.register(helmet, {
    contentSecurityPolicy: { directives: contentSecurityPolicy(config, uploadOrigin) },
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: { policy: openerPolicy(config) },
  });
  // JSON and pages the server writes, brotli or gzip as the client accepts, from 1 KB: a recipient's phone
  // gets the presentation in a third of the bytes. The built scripts and styles are already compressed
  // (spa.ts), byte ranges (206) are sent as they are, and stored files opt out (STORED_FILE_ROUTE).
  registerEmbeddablePages(app, config.embedOrigins);
  await app.register(compress, { encodings: ['br', 'gzip'], threshold: 1024, globalDecompression: false });
  await app.register(cookie);
  await app.register(multipart);
  // A request made with an API key counts against the key (the auth layer has read it before any route's
  // limiter runs); any other against its address.
  const keyId = (request: FastifyRequest) => (request.auth?.via === 'api_key' ? request.auth.apiKeyId : null);
  await app.register(rateLimit, {
    store: rateLimitStore,
    max: (request) => (keyId(request) === null ? config.rateLimitMax : config.apiKeyRateLimit),
    keyGenerator: (request) => {
      const id = keyId(request);
      return id === null ? request.ip : apiKeyRateLimitKey(id);
    },
    timeWindow: '1 minute',
    // The app's own scripts and styles are not counted: one page load fetches dozens of them. A route
    // outside /api with a limit of its own (POST /verify) is counted.
    allowList: (request) => !request.url.startsWith('/api/') && !request.routeOptions.config.rateLimit,
    errorResponseBuilder: (_request, context) =>
      new AppError(context.statusCode, { detail: `Too many requests. Try again in ${context.after}.` }),
  });
  await registerApiDocument(app, config);
}
