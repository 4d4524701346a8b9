import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { AuthLayer } from '../../platform/auth.ts';
import type { Clock } from '../../platform/clock.ts';
import type { SessionCache } from '../accounts/session-cache.ts';
import { apiKeyRefusedHere } from './api-keys.errors.ts';
import { apiKeysRoutes } from './api-keys.routes.ts';
import { isSessionOnly } from './api-keys.scope.ts';
import { createApiKeysService, isApiKey } from './api-keys.service.ts';

/** Personal API keys: their routes, and their acceptance as bearer tokens on the rest of the API. */
export async function registerApiKeys(
  app: FastifyInstance,
  deps: { db: Db; clock: Clock; auth: AuthLayer; cache: SessionCache },
) {
  const apiKeys = createApiKeysService(deps);
  deps.auth.acceptBearer({
    scheme: 'apiKey',
    recognises: isApiKey,
    resolve: apiKeys.resolve,
    refuses: isSessionOnly,
    refusal: apiKeyRefusedHere,
  });
  await app.register(apiKeysRoutes, { apiKeys });
}
