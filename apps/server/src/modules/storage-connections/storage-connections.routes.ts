import {
  PROVIDER_ERROR_RESPONSES,
  STORAGE_RESULT_PARAMS,
  storageCallbackQuerySchema,
  storageConnectionsSchema,
  storageConnectQuerySchema,
  storageProviderSchema,
} from '@folio/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth, requireSession } from '../../platform/auth.ts';
import { notFound } from '../../platform/errors.ts';
import { perUserRateLimit } from '../imports/imports.routes.ts';
import type { CallbackOutcome, StorageConnectionsService } from './storage-connections.service.ts';

type Deps = { connections: StorageConnectionsService; publicUrl: string };

/** The path the user returns to, with the outcome for its toast (`storage=box`, `storage_error=…`). */
function backTo({ returnTo, error }: CallbackOutcome, publicUrl: string) {
  const url = new URL(returnTo, publicUrl);
  url.searchParams.set(STORAGE_RESULT_PARAMS.provider, 'box');
  if (error) url.searchParams.set(STORAGE_RESULT_PARAMS.error, error);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Both steps of the flow answer with a redirect (to /login when signed out). */
const redirect = z.null().describe('Redirect (Location header); to /login when signed out');

export async function storageConnectionsRoutes(base: FastifyInstance, { connections, publicUrl }: Deps) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['integrations'];

  app.get(
    '/api/integrations/storage',
    {
      schema: {
        tags,
        operationId: 'listStorageConnections',
        summary: 'List the connected cloud-storage accounts',
        description:
          'The cloud-storage accounts the user connected (provider, account, since when); never a token.',
        response: { 200: storageConnectionsSchema },
      },
    },
    async (request) => connections.list(requireAuth(request).user.id),
  );

  app.get(
    '/api/integrations/box/connect',
    {
      config: perUserRateLimit(10),
      schema: {
        tags,
        operationId: 'connectBox',
        summary: 'Start connecting Box',
        description:
          "Starts connecting Box: 302 to Box's consent page with a state bound to the signed-in user, good for " +
          'one use within 10 minutes. Box sends the user back to /api/integrations/box/callback, which returns ' +
          'them to `return_to` (a path of this site).',
        querystring: storageConnectQuerySchema,
        response: { 302: redirect, ...PROVIDER_ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      if (!request.auth) return reply.redirect('/login');
      const { user } = requireSession(request);
      return reply.redirect(await connections.connectUrl(user.id, request.query.return_to));
    },
  );

  app.get(
    '/api/integrations/box/callback',
    {
      config: perUserRateLimit(10),
      schema: {
        tags,
        operationId: 'completeBoxConnection',
        summary: 'Finish connecting Box',
        description:
          "Box's redirect back: the code is exchanged on the server and the tokens are stored sealed. 302 to " +
          'the path the flow started from, with `storage=box` and, when it failed, `storage_error` (a sentence).',
        querystring: storageCallbackQuerySchema,
        response: { 302: redirect, ...PROVIDER_ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      if (!request.auth) return reply.redirect('/login');
      const { user } = requireSession(request);
      return reply.redirect(backTo(await connections.callback(user.id, request.query), publicUrl));
    },
  );

  app.delete(
    '/api/integrations/storage/:provider',
    {
      schema: {
        tags,
        operationId: 'disconnectStorageProvider',
        summary: 'Disconnect a cloud-storage account',
        description: 'Disconnects a provider: its tokens are revoked there and deleted here.',
        params: z.object({ provider: storageProviderSchema }),
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const { user } = requireSession(request);
      if (!(await connections.disconnect(user.id, request.params.provider))) throw notFound();
      return reply.status(204).send(null);
    },
  );
}
