import {
  assetConvertSchema,
  assetCreateSchema,
  assetSchema,
  assetsOrderSchema,
  assetUpdateSchema,
  convertedFilesSchema,
  nonEmptyUpdate,
} from '@folio/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../platform/auth.ts';
import { assetParams, idParams } from '../../platform/params.ts';
import type { PresentationsService } from '../presentations/presentations.service.ts';
import { presentAsset, presentConverted } from './assets.presenter.ts';
import type { AssetsService } from './assets.service.ts';

type Deps = { assets: AssetsService; presentations: PresentationsService; fileUrl: (key: string) => string };

export async function assetsRoutes(base: FastifyInstance, { assets, presentations, fileUrl }: Deps) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['assets'];
  const present = (row: Parameters<typeof presentAsset>[0]) => presentAsset(row, fileUrl);
  /** Every asset call first proves the presentation is the user's: another user's id is a 404. */
  const ownedPresentation = async (request: Parameters<typeof requireAuth>[0], id: number) =>
    presentations.owned(requireAuth(request).user, id);

  app.post(
    '/api/presentations/:id/assets',
    {
      schema: {
        tags,
        description:
          'Adds an asset (at `position`, or last). A `website` becomes `video_url` for YouTube and Vimeo links, ' +
          'otherwise `link` with the page title and preview image. `file`, `image` and `video` take the ' +
          '`upload_key` of a finished upload (POST /api/uploads/sign); the file is checked by its first bytes ' +
          '(415 when they do not match its type; 400 "Can\'t load the PDF file." for a .pdf whose bytes are no known format) and converted to page images by a job whose progress ' +
          'arrives over /ws as `asset.progress`, then `asset.converted` or `asset.failed`.',
        params: idParams,
        body: assetCreateSchema,
        response: { 201: assetSchema },
      },
    },
    async (request, reply) => {
      const { user } = requireAuth(request);
      await presentations.owned(user, request.params.id);
      return reply.status(201).send(present(await assets.create(user, request.params.id, request.body)));
    },
  );

  for (const method of ['PATCH', 'PUT'] as const)
    app.route({
      method,
      url: '/api/presentations/:id/assets/:assetId',
      schema: {
        tags,
        params: assetParams,
        body: nonEmptyUpdate(assetUpdateSchema),
        response: { 200: assetSchema },
      },
      handler: async (request) => {
        await ownedPresentation(request, request.params.id);
        return present(await assets.update(request.params.id, request.params.assetId, request.body));
      },
    });

  app.delete(
    '/api/presentations/:id/assets/:assetId',
    { schema: { tags, params: assetParams, response: { 204: z.null() } } },
    async (request, reply) => {
      await ownedPresentation(request, request.params.id);
      await assets.delete(request.params.id, request.params.assetId);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/presentations/:id/assets/:assetId/convert',
    {
      schema: {
        tags,
        description: 'Converts the asset’s file again from the first page (after a failure, say).',
        params: assetParams,
        body: assetConvertSchema,
        response: { 200: assetSchema },
      },
    },
    async (request) => {
      await ownedPresentation(request, request.params.id);
      return present(await assets.reconvert(request.params.id, request.params.assetId));
    },
  );

  app.get(
    '/api/presentations/:id/assets/:assetId/converted',
    {
      schema: {
        tags,
        description: 'The page images converted so far, with their thumbnails and sizes.',
        params: assetParams,
        response: { 200: convertedFilesSchema },
      },
    },
    async (request) => {
      await ownedPresentation(request, request.params.id);
      return presentConverted(await assets.converted(request.params.id, request.params.assetId), fileUrl);
    },
  );

  app.post(
    '/api/presentations/:id/assets-order',
    {
      schema: {
        tags,
        description: '`position_list`: every asset id of the presentation, in the new order.',
        params: idParams,
        body: assetsOrderSchema,
        response: { 200: z.object({ results: z.array(assetSchema) }) },
      },
    },
    async (request) => {
      await ownedPresentation(request, request.params.id);
      return { results: (await assets.reorder(request.params.id, request.body.position_list)).map(present) };
    },
  );
}
