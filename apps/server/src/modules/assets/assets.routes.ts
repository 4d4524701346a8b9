import {
  assetConvertSchema,
  assetCreateSchema,
  assetSchema,
  assetsOrderSchema,
  assetUpdateSchema,
  convertedFilesSchema,
  MESSAGES,
  nonEmptyUpdate,
  noQuerySchema,
  THUMBNAIL_TEXTS,
  thumbnailCropSchema,
} from '@folio/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../platform/auth.ts';
import { fieldError } from '../../platform/errors.ts';
import { IMAGE_UPLOAD_MAX_BYTES } from '../../platform/image-uploads.ts';
import { assetParams, idParams } from '../../platform/params.ts';
import { formValues, readMultipart } from '../../platform/uploads.ts';
import { parseOrThrow } from '../../platform/validation.ts';
import type { PresentationsService } from '../presentations/presentations.service.ts';
import { summarizerRoutes } from '../summarizer/summarizer.routes.ts';
import type { Summarizer } from '../summarizer/summarizer.service.ts';
import { presentAsset, presentConverted } from './assets.presenter.ts';
import type { AssetsService } from './assets.service.ts';

/** The crop sent beside an uploaded thumbnail (multipart `thumbnail_meta`, JSON). */
function parseCrop(text: string | undefined) {
  if (!text) return null;
  const invalid = () => fieldError('thumbnail_meta', THUMBNAIL_TEXTS.cropInvalid);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw invalid();
  }
  const crop = thumbnailCropSchema.safeParse(value);
  if (!crop.success) throw invalid();
  return crop.data;
}

type Deps = {
  assets: AssetsService;
  presentations: PresentationsService;
  summarizer: Summarizer;
  fileUrl: (key: string) => string;
};

export async function assetsRoutes(
  base: FastifyInstance,
  { assets, presentations, summarizer, fileUrl }: Deps,
) {
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
        operationId: 'createAsset',
        summary: 'Add an asset to a presentation',
        description:
          'Adds an asset (at `position`, or last). A `website` becomes `video_url` for YouTube and Vimeo links, ' +
          'otherwise `link` with the page title and preview image. `file`, `image` and `video` take the ' +
          '`upload_key` of a finished upload (POST /api/uploads/sign); the file is checked by its first bytes ' +
          '(415 when they do not match its type; 400 "Can\'t load the PDF file." for a .pdf whose bytes are no known format) and converted to page images by a job whose progress ' +
          'arrives over /ws as `asset.progress`, then `asset.converted` or `asset.failed`.',
        querystring: noQuerySchema,

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

  const jsonUpdate = nonEmptyUpdate(assetUpdateSchema);
  for (const [method, operationId, summary] of [
    ['PATCH', 'updateAsset', 'Update an asset'],
    ['PUT', 'putAsset', 'Update an asset (PUT form of PATCH)'],
  ] as const)
    app.route({
      method,
      url: '/api/presentations/:id/assets/:assetId',
      schema: {
        tags,
        operationId,
        summary,
        description:
          'JSON, or multipart/form-data when it brings a custom thumbnail: the file `thumbnail` (jpg, png, bmp ' +
          'or webp, checked by its bytes; 10 MB, else 413), optionally `thumbnail_cropped` (the picture ' +
          "editor's crop, then shown) and `thumbnail_meta` (the crop as JSON: x, y, zoom, aspect), with any " +
          'other field as text. Thumbnail choices in JSON: `selected_thumbnail` (a converted page, 0-based), ' +
          "`is_using_screenshot: true` (a website's screenshot; when it has none yet, or with " +
          '`retake_screenshot: true`, a job takes one in headless Chromium and reports over /ws as ' +
          '`asset.thumbnail`), `thumbnail_is_original: true` (back to the original thumbnail).',
        querystring: noQuerySchema,

        params: assetParams,
        jsonBody: jsonUpdate,
        response: { 200: assetSchema },
      },
      handler: async (request) => {
        await ownedPresentation(request, request.params.id);
        const { id, assetId } = request.params;
        if (!request.isMultipart())
          return present(await assets.update(id, assetId, parseOrThrow(jsonUpdate, request.body)));
        const form = await readMultipart(request, {
          maxFileBytes: IMAGE_UPLOAD_MAX_BYTES,
          tooLarge: MESSAGES.imageTooLarge,
        });
        try {
          const { thumbnail_meta: meta, ...fields } = form.fields;
          const update = parseOrThrow(assetUpdateSchema, formValues(fields, ['selected_thumbnail']));
          const picture = form.files.thumbnail;
          if (!picture) throw fieldError('thumbnail', THUMBNAIL_TEXTS.thumbnailRequired);
          const upload = { picture, cropped: form.files.thumbnail_cropped, crop: parseCrop(meta) };
          return present(await assets.update(id, assetId, update, upload));
        } finally {
          await form.cleanup();
        }
      },
    });

  app.delete(
    '/api/presentations/:id/assets/:assetId',
    {
      schema: {
        tags,
        operationId: 'deleteAsset',
        summary: 'Delete an asset',
        querystring: noQuerySchema,

        params: assetParams,
        response: { 204: z.null() },
      },
    },
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
        operationId: 'convertAsset',
        summary: "Convert an asset's file again",
        description:
          'Converts the asset’s file again from the first page (after a failure, say). A document is then ' +
          'summarized when `auto_summarize_assets` (default: the user’s preference) is on; ' +
          '`hide_summarizer_modal` (default: the user’s preference) is kept on the run for the web app.',
        querystring: noQuerySchema,

        params: assetParams,
        body: assetConvertSchema,
        response: { 200: assetSchema },
      },
    },
    async (request) => {
      const { user } = requireAuth(request);
      await presentations.owned(user, request.params.id);
      const { id, assetId } = request.params;
      return present(await assets.reconvert(user, id, assetId, request.body));
    },
  );

  app.get(
    '/api/presentations/:id/assets/:assetId/converted',
    {
      schema: {
        tags,
        operationId: 'getConvertedAsset',
        summary: "Read an asset's converted pages",
        description: 'The page images converted so far, with their thumbnails and sizes.',
        querystring: noQuerySchema,

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
        operationId: 'reorderAssets',
        summary: 'Reorder the assets of a presentation',
        description: '`position_list`: every asset id of the presentation, in the new order.',
        querystring: noQuerySchema,

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
  await summarizerRoutes(base, { summarizer, presentations, fileUrl });
}
