import {
  type Folder,
  folderPresentationsSchema,
  folderSchema,
  folderWriteSchema,
  pageOf,
  searchPageQuerySchema,
} from '@folio/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../platform/auth.ts';
import { pageLinks } from '../../platform/pagination.ts';
import { idParams } from '../../platform/params.ts';
import type { FoldersService } from './folders.service.ts';

const PAGE_SIZE = 20;
type FolderRow = { id: number; name: string; createdAt: Date; numberOfPresentations: number };
const present = (row: FolderRow): Folder => ({
  id: row.id,
  name: row.name,
  number_of_presentations: row.numberOfPresentations,
  created_at: row.createdAt.toISOString(),
});

export async function foldersRoutes(base: FastifyInstance, { folders }: { folders: FoldersService }) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['folders'];
  const description = 'Premium (or trial): free users get 403 with code premium_required.';

  app.get(
    '/api/folders',
    {
      schema: {
        tags,
        operationId: 'listFolders',
        summary: 'List folders',
        description,
        querystring: searchPageQuerySchema,
        response: { 200: pageOf(folderSchema) },
      },
    },
    async (request) => {
      const size = request.query.page_size ?? PAGE_SIZE;
      const { rows, count } = await folders.list(
        requireAuth(request).user,
        request.query.search,
        request.query.page,
        size,
      );
      return { ...pageLinks(request, count, size), results: rows.map(present) };
    },
  );

  app.post(
    '/api/folders',
    {
      schema: {
        tags,
        operationId: 'createFolder',
        summary: 'Create a folder',
        description,
        body: folderWriteSchema,
        response: { 201: folderSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(present(await folders.create(requireAuth(request).user, request.body.name))),
  );

  app.get(
    '/api/folders/:id',
    {
      schema: {
        tags,
        operationId: 'getFolder',
        summary: 'Read a folder',
        description,
        params: idParams,
        response: { 200: folderSchema },
      },
    },
    async (request) => present(await folders.get(requireAuth(request).user, request.params.id)),
  );

  for (const [method, operationId, summary] of [
    ['PUT', 'putFolder', 'Update a folder (PUT form of PATCH)'],
    ['PATCH', 'updateFolder', 'Update a folder'],
  ] as const)
    app.route({
      method,
      url: '/api/folders/:id',
      schema: {
        tags,
        operationId,
        summary,
        description,
        params: idParams,
        body: folderWriteSchema,
        response: { 200: folderSchema },
      },
      handler: async (request) =>
        present(await folders.rename(requireAuth(request).user, request.params.id, request.body.name)),
    });

  app.delete(
    '/api/folders/:id',
    {
      schema: {
        tags,
        operationId: 'deleteFolder',
        summary: 'Delete a folder',
        description: `${description} Its presentations go back to the main list.`,
        params: idParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await folders.delete(requireAuth(request).user, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/folders/:id/add-presentations',
    {
      schema: {
        tags,
        operationId: 'addPresentationsToFolder',
        summary: 'Add presentations to a folder',
        description: `${description} Moves the presentations into this folder.`,
        params: idParams,
        body: folderPresentationsSchema,
        response: { 200: folderSchema },
      },
    },
    async (request) =>
      present(
        await folders.addPresentations(
          requireAuth(request).user,
          request.params.id,
          request.body.presentations,
        ),
      ),
  );

  app.post(
    '/api/folders/:id/remove-presentations',
    {
      schema: {
        tags,
        operationId: 'removePresentationsFromFolder',
        summary: 'Remove presentations from a folder',
        description,
        params: idParams,
        body: folderPresentationsSchema,
        response: { 200: folderSchema },
      },
    },
    async (request) =>
      present(
        await folders.removePresentations(
          requireAuth(request).user,
          request.params.id,
          request.body.presentations,
        ),
      ),
  );
}
