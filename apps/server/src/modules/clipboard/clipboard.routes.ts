import {
  assetSchema,
  CLIPBOARD_PAGE_SIZE,
  type ClipboardItem,
  clipboardItemSchema,
  clipboardUseSchema,
  idSchema,
  pageOf,
  pageQuerySchema,
} from '@folio/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../platform/auth.ts';
import { pageLinks } from '../../platform/pagination.ts';
import { assetParams, idParams } from '../../platform/params.ts';
import { presentAsset } from '../assets/assets.presenter.ts';
import type { ClipboardService } from './clipboard.service.ts';
import type { clipboardItems } from './clipboard.table.ts';

type Deps = { clipboard: ClipboardService; fileUrl: (key: string) => string };

export async function clipboardRoutes(base: FastifyInstance, { clipboard, fileUrl }: Deps) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['clipboard'];
  const present = (row: typeof clipboardItems.$inferSelect): ClipboardItem => {
    const {
      id: _i,
      presentation_id: _p,
      position: _o,
      ...asset
    } = presentAsset(
      {
        ...row.asset,
        id: 0,
        presentationId: 0,
        position: 0,
        createdAt: row.createdAt,
        updatedAt: row.createdAt,
      },
      fileUrl,
    );
    return {
      id: row.id,
      presentation_id: row.sourcePresentationId,
      asset,
      created_at: row.createdAt.toISOString(),
    };
  };

  app.post(
    '/api/presentations/:id/assets/:assetId/add-to-clipboard',
    {
      schema: {
        tags,
        operationId: 'copyAssetToClipboard',
        summary: 'Copy an asset to the clipboard',
        params: assetParams,
        response: { 201: clipboardItemSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          present(await clipboard.add(requireAuth(request).user, request.params.id, request.params.assetId)),
        ),
  );

  app.post(
    '/api/presentations/:id/assets/:assetId/copy-from-clipboard',
    {
      schema: {
        tags,
        operationId: 'pasteClipboardItemAfterAsset',
        summary: 'Paste a clipboard item after an asset',
        description: 'Pastes clipboard item `clipboard_id` right after this asset.',
        params: assetParams,
        body: z.object({ clipboard_id: idSchema }),
        response: { 201: assetSchema },
      },
    },
    async (request, reply) => {
      const { id, assetId } = request.params;
      const row = await clipboard.pasteAfter(
        requireAuth(request).user,
        id,
        assetId,
        request.body.clipboard_id,
      );
      return reply.status(201).send(presentAsset(row, fileUrl));
    },
  );

  app.get(
    '/api/clipboard',
    {
      schema: {
        tags,
        operationId: 'listClipboardItems',
        summary: 'List the clipboard',
        querystring: pageQuerySchema,
        response: { 200: pageOf(clipboardItemSchema) },
      },
    },
    async (request) => {
      const size = request.query.page_size ?? CLIPBOARD_PAGE_SIZE;
      const { rows, count } = await clipboard.list(requireAuth(request).user, request.query.page, size);
      return { ...pageLinks(request, count, size), results: rows.map(present) };
    },
  );

  app.post(
    '/api/clipboard/:id/use',
    {
      schema: {
        tags,
        operationId: 'pasteClipboardItem',
        summary: 'Paste a clipboard item at the end of a presentation',
        description: 'Pastes the item at the end of `presentation_id`.',
        params: idParams,
        body: clipboardUseSchema,
        response: { 201: assetSchema },
      },
    },
    async (request, reply) => {
      const row = await clipboard.use(
        requireAuth(request).user,
        request.params.id,
        request.body.presentation_id,
      );
      return reply.status(201).send(presentAsset(row, fileUrl));
    },
  );

  app.delete(
    '/api/clipboard/:id',
    {
      schema: {
        tags,
        operationId: 'deleteClipboardItem',
        summary: 'Remove an item from the clipboard',
        params: idParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await clipboard.remove(requireAuth(request).user, request.params.id);
      return reply.status(204).send(null);
    },
  );
}
