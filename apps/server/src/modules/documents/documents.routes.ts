import {
  DOCUMENT_PAGE_SIZE,
  documentConvertSchema,
  documentCreateSchema,
  documentListQuerySchema,
  documentSchema,
  documentStatsRequestSchema,
  documentStatsSchema,
  documentUpdateSchema,
  pageOf,
} from '@folio/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../platform/auth.ts';
import { pageLinks } from '../../platform/pagination.ts';
import { idParams } from '../../platform/params.ts';
import { presentDocument, presentDocumentStats } from './documents.presenter.ts';
import type { DocumentsService } from './documents.service.ts';

type Deps = { documents: DocumentsService; fileUrl: (key: string) => string };

/** The Documents calls of spec §7, under /api/document. */
export async function documentsRoutes(base: FastifyInstance, { documents, fileUrl }: Deps) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['documents'];
  const present = (row: Parameters<typeof presentDocument>[0]) => presentDocument(row, fileUrl);

  app.post(
    '/api/document',
    {
      schema: {
        tags,
        operationId: 'createDocument',
        summary: 'Create a document from an upload',
        description:
          'Creates a single-file document from a finished upload (POST /api/uploads/sign, same type and size ' +
          'rules as assets; videos are refused). The file is checked by its first bytes (415 when they do not ' +
          'match its type; no document is left behind) and converted to page images by a job whose progress ' +
          'arrives over /ws as `asset.progress` (with `presentation_id` = the document id), then ' +
          '`asset.converted` or `asset.failed`. The title defaults to the file name without its extension.',
        body: documentCreateSchema,
        response: { 201: documentSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(present(await documents.create(requireAuth(request).user, request.body))),
  );

  app.get(
    '/api/document',
    {
      schema: {
        tags,
        operationId: 'listDocuments',
        summary: 'List documents',
        description: `The user's documents, newest first, ${DOCUMENT_PAGE_SIZE} a page whatever page_size says; \`search\` matches titles that contain every one of its words, in any order.`,
        querystring: documentListQuerySchema,
        response: { 200: pageOf(documentSchema) },
      },
    },
    async (request) => {
      const { rows, count } = await documents.list(requireAuth(request).user, request.query);
      return { ...pageLinks(request, count, DOCUMENT_PAGE_SIZE), results: rows.map(present) };
    },
  );

  app.post(
    '/api/document/stats',
    {
      schema: {
        tags,
        operationId: 'getDocumentStats',
        summary: 'Read the counters of several documents',
        description: 'Counters and conversion state of the given documents (ids of others are left out).',
        body: documentStatsRequestSchema,
        response: { 200: z.object({ results: z.array(documentStatsSchema) }) },
      },
    },
    async (request) => ({
      results: (await documents.stats(requireAuth(request).user, request.body.ids)).map(presentDocumentStats),
    }),
  );

  app.post(
    '/api/document/convert',
    {
      schema: {
        tags,
        operationId: 'convertDocument',
        summary: "Convert a document's file again",
        description:
          'Converts the document’s file again from the first page. Body `{ id }`, or the spec’s ' +
          'upload-convert `{ presentation_id, asset_id }`.',
        body: documentConvertSchema,
        response: { 200: documentSchema },
      },
    },
    async (request) => present(await documents.convert(requireAuth(request).user, request.body)),
  );

  app.get(
    '/api/document/:id',
    {
      schema: {
        tags,
        operationId: 'getDocument',
        summary: 'Read a document',
        params: idParams,
        response: { 200: documentSchema },
      },
    },
    async (request) => present(await documents.owned(requireAuth(request).user, request.params.id)),
  );

  app.post(
    '/api/document/:id/update',
    {
      schema: {
        tags,
        operationId: 'renameDocument',
        summary: 'Rename a document',
        description: 'Renames the document (at most 100 characters).',
        params: idParams,
        body: documentUpdateSchema,
        response: { 200: documentSchema },
      },
    },
    async (request) =>
      present(await documents.rename(requireAuth(request).user, request.params.id, request.body.title)),
  );

  app.delete(
    '/api/document/:id',
    {
      schema: {
        tags,
        operationId: 'deleteDocument',
        summary: 'Delete a document',
        description:
          'Deletes the document for good, with its file and page images (documents have no archive).',
        params: idParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await documents.delete(requireAuth(request).user, request.params.id);
      return reply.status(204).send(null);
    },
  );
}
