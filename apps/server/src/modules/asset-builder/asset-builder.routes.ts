import {
  assetBuilderDraftSchema,
  assetBuilderKeyQuerySchema,
  assetBuilderKeySchema,
  assetBuilderSaveSchema,
  assetBuilderUploadFilesSchema,
  assetSchema,
} from '@folio/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../platform/auth.ts';
import { idParams } from '../../platform/params.ts';
import { presentAsset } from '../assets/assets.presenter.ts';
import { perUserRateLimit } from '../imports/imports.routes.ts';
import { presentDraft } from './asset-builder.presenter.ts';
import type { AssetBuilderService } from './asset-builder.service.ts';
import type { AssetBuilderDraftRow } from './asset-builder.table.ts';

type Deps = { builder: AssetBuilderService; fileUrl: (key: string) => string; videoUpload: boolean };

const detail = (text: string) => z.object({ detail: z.string() }).describe(text);
const CONFLICT = detail('The draft is being generated, has no proposal yet, or was already added.');
const NOT_CONFIGURED = detail('No AI provider is configured on this server: the asset builder is off.');
const GENERATES_PER_MINUTE = 10;

/** Spec §7 asset builder calls; every draft is its owner's alone (another user's key answers 404). */
export async function assetBuilderRoutes(base: FastifyInstance, { builder, fileUrl, videoUpload }: Deps) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['asset builder'];
  const present = (row: AssetBuilderDraftRow) => presentDraft(row, fileUrl, videoUpload);
  const draft = { 200: assetBuilderDraftSchema, 409: CONFLICT, 503: NOT_CONFIGURED };

  app.post(
    '/api/asset-builder',
    {
      schema: {
        tags,
        operationId: 'saveAssetBuilderDraft',
        summary: 'Create or update an asset builder draft',
        description:
          'Without `key`: creates a draft for `presentation_id` (the user’s) from listing `urls` (at most 5, ' +
          'http or https; a private or loopback address is refused) and `file_paths` (upload keys of files ' +
          'posted through POST /api/uploads/sign). With `key`: updates that draft; `assets` is the reviewed ' +
          'proposal (sections edited, removed or reordered, a link’s `thumbnail` chosen from its `thumbnails`). ' +
          '409 while it is being generated or once added.',
        querystring: assetBuilderKeyQuerySchema,
        body: assetBuilderSaveSchema,
        response: { 201: assetBuilderDraftSchema, ...draft },
      },
    },
    async (request, reply) => {
      const { user } = requireAuth(request);
      const { created, row } = await builder.save(user, request.query.key, request.body);
      return reply.status(created ? 201 : 200).send(present(row));
    },
  );

  app.get(
    '/api/asset-builder/:id',
    {
      schema: {
        tags,
        operationId: 'getAssetBuilderDraft',
        summary: 'Read an asset builder draft',
        description: 'The draft with its status, percentage, and its proposal once generated.',
        params: idParams,
        response: { 200: assetBuilderDraftSchema, 503: NOT_CONFIGURED },
      },
    },
    async (request) => present(await builder.owned(requireAuth(request).user, request.params.id)),
  );

  app.post(
    '/api/asset-builder/upload-files',
    {
      schema: {
        tags,
        operationId: 'addAssetBuilderFiles',
        summary: 'Add uploaded files to an asset builder draft',
        description:
          'Adds files (upload keys of finished uploads, at most 20 in a draft) to draft `key`; with a proposal, ' +
          'they are placed at its end.',
        body: assetBuilderUploadFilesSchema,
        response: draft,
      },
    },
    async (request) =>
      present(
        await builder.uploadFiles(requireAuth(request).user, request.body.key, request.body.file_paths),
      ),
  );

  app.post(
    '/api/asset-builder/generate',
    {
      config: perUserRateLimit(GENERATES_PER_MINUTE),
      schema: {
        tags,
        operationId: 'generateAssetBuilderProposal',
        summary: 'Generate the proposed assets of a draft',
        description:
          'Queues the generation: each listing page is fetched (through the SSRF-safe fetcher) and read, then ' +
          'the AI model proposes text sections with the uploaded files placed among them. Progress arrives ' +
          'over /ws as `asset_builder.progress` (status and a rising percentage) until `ready` or `failed` ' +
          '(with `error`). A draft already generating is answered as it is.',
        body: assetBuilderKeySchema,
        response: { 202: assetBuilderDraftSchema, 409: CONFLICT, 503: NOT_CONFIGURED },
      },
    },
    async (request, reply) =>
      reply.status(202).send(present(await builder.generate(requireAuth(request).user, request.body.key))),
  );

  app.delete(
    '/api/asset-builder/cancel',
    {
      schema: {
        tags,
        operationId: 'cancelAssetBuilderGeneration',
        summary: 'Cancel the generation of a draft',
        description:
          'Stops the generation under way (the AI call is aborted); the draft returns to its previous ' +
          'proposal, or to `draft`. Nothing of the canceled run is kept.',
        body: assetBuilderKeySchema,
        response: { 200: assetBuilderDraftSchema, 503: NOT_CONFIGURED },
      },
    },
    async (request) => present(await builder.cancel(requireAuth(request).user, request.body.key)),
  );

  app.post(
    '/api/asset-builder/add',
    {
      schema: {
        tags,
        operationId: 'addAssetBuilderAssets',
        summary: 'Add a reviewed proposal to the presentation',
        description:
          'Creates the proposal’s assets after the presentation’s last one, in its order, all in one ' +
          'transaction (uploaded files are checked and converted as any upload). Once only.',
        body: assetBuilderKeySchema,
        response: { 201: z.object({ assets: z.array(assetSchema) }), 409: CONFLICT, 503: NOT_CONFIGURED },
      },
    },
    async (request, reply) => {
      const rows = await builder.add(requireAuth(request).user, request.body.key);
      return reply.status(201).send({ assets: rows.map((row) => presentAsset(row, fileUrl)) });
    },
  );
}
