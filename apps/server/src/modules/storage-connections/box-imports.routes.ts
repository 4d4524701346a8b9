import {
  boxImportSchema,
  boxItemsQuerySchema,
  boxItemsSchema,
  importedFileSchema,
  PROVIDER_ERROR_RESPONSES,
} from '@folio/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAuth } from '../../platform/auth.ts';
import { perUserRateLimit } from '../imports/imports.routes.ts';
import type { BoxImports } from './box-imports.service.ts';

const NOT_CONNECTED =
  'Without a Box connection (or when Box no longer accepts it) the answer is 400 with code storage_not_connected.';

export async function boxImportsRoutes(base: FastifyInstance, { imports }: { imports: BoxImports }) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/imports/box/items',
    {
      config: perUserRateLimit(60),
      schema: {
        tags: ['imports'],
        operationId: 'listBoxItems',
        summary: 'List the files and folders of a Box folder',
        description: `The files and folders of one of the user's Box folders (0 is All Files). ${NOT_CONNECTED}`,
        querystring: boxItemsQuerySchema,
        response: { 200: boxItemsSchema, ...PROVIDER_ERROR_RESPONSES },
      },
    },
    async (request) => imports.folderItems(requireAuth(request).user, request.query.folder_id),
  );
  app.post(
    '/api/imports/box',
    {
      config: perUserRateLimit(20),
      schema: {
        tags: ['imports'],
        operationId: 'importFromBox',
        summary: 'Import a file from Box',
        description:
          "Downloads a Box file (GET /2.0/files/{id}/content with the user's stored Box token, refreshed when " +
          'it has expired) and stores it as an upload; create the asset with `upload_key: key`. The extension ' +
          `is checked first. ${NOT_CONNECTED}`,
        body: boxImportSchema,
        response: { 201: importedFileSchema, ...PROVIDER_ERROR_RESPONSES },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await imports.importFile(requireAuth(request).user, request.body)),
  );
}
