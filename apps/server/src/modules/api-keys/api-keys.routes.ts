import {
  API_KEY_PREFIX,
  API_KEYS_MAX,
  type ApiKey,
  apiKeyCreatedSchema,
  apiKeyCreateSchema,
  apiKeyListSchema,
} from '@folio/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireSession } from '../../platform/auth.ts';
import { idParams } from '../../platform/params.ts';
import { perUserRateLimit } from '../imports/imports.routes.ts';
import type { ApiKeyRow } from './api-keys.repository.ts';
import type { ApiKeysService } from './api-keys.service.ts';

const present = (row: ApiKeyRow): ApiKey => ({
  id: row.id,
  name: row.name,
  prefix: row.prefix,
  created_at: row.createdAt.toISOString(),
  last_used_at: row.lastUsedAt?.toISOString() ?? null,
});

const CREATES_PER_MINUTE = 30;
const SESSION_ONLY =
  'Signed in with a session (cookie or its bearer token); an API key gets 403 session_required.';

/** Spec §7 rollout: the user's personal API keys. */
export async function apiKeysRoutes(base: FastifyInstance, { apiKeys }: { apiKeys: ApiKeysService }) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['api keys'];

  app.get(
    '/api/rollout',
    {
      schema: {
        tags,
        operationId: 'listApiKeys',
        summary: "List the user's API keys",
        description: `The live (unrevoked) keys, newest first; never the key itself. ${SESSION_ONLY}`,
        response: { 200: apiKeyListSchema },
      },
    },
    async (request) => (await apiKeys.list(requireSession(request).user.id)).map(present),
  );

  app.post(
    '/api/rollout',
    {
      config: perUserRateLimit(CREATES_PER_MINUTE),
      schema: {
        tags,
        operationId: 'createApiKey',
        summary: 'Create an API key',
        description:
          `Answers the key in \`rollout_key\` (\`${API_KEY_PREFIX}\` and 256 random bits) this once: only its ` +
          'SHA-256 is stored. Send it as `Authorization: Bearer <key>` to any operation that lists the ' +
          `apiKey security scheme. At most ${API_KEYS_MAX} live keys (400 non_field_errors). ${SESSION_ONLY}`,
        body: apiKeyCreateSchema,
        response: { 201: apiKeyCreatedSchema },
      },
    },
    async (request, reply) => {
      const { row, key } = await apiKeys.create(requireSession(request).user.id, request.body.name);
      return reply.status(201).send({ ...present(row), rollout_key: key });
    },
  );

  app.delete(
    '/api/rollout/:id',
    {
      schema: {
        tags,
        operationId: 'revokeApiKey',
        summary: 'Revoke an API key',
        description: `The key stops working at once (401 token_not_valid). ${SESSION_ONLY}`,
        params: idParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await apiKeys.revoke(requireSession(request).user.id, request.params.id);
      return reply.status(204).send(null);
    },
  );
}
