import { AI_TEXTS, assetSchema, summarizeOptionsSchema } from '@folio/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAuth } from '../../platform/auth.ts';
import { assetParams } from '../../platform/params.ts';
import { presentAsset } from '../assets/assets.presenter.ts';
import type { PresentationsService } from '../presentations/presentations.service.ts';
import type { Summarizer } from './summarizer.service.ts';

type Deps = { summarizer: Summarizer; presentations: PresentationsService; fileUrl: (key: string) => string };

const STATES =
  'The run’s steps (`summarizer_progress.step`: queued, reading, summarizing, then done or failed) arrive over ' +
  '/ws as `asset.summarizer` messages carrying the asset. When done: an asset that already has a title or ' +
  'description keeps them and gets `show_selection_summarize` with the suggestion in `ai_summarizer_result` ' +
  '(choose by PATCHing the asset, then DELETE this to clear the flags); one with neither gets the suggestion ' +
  `applied and \`show_warning_ai_summarizer\`. \`failed\` means “${AI_TEXTS.processingGlitch}”: POST again to retry.`;

/** The AI summarizer of a converted document (spec §4): start or retry, and ignore. Owner only. */
export async function summarizerRoutes(base: FastifyInstance, { summarizer, presentations, fileUrl }: Deps) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['assets'];

  app.post(
    '/api/presentations/:id/assets/:assetId/summarizer',
    {
      schema: {
        tags,
        operationId: 'summarizeAsset',
        summary: 'Summarize a document asset (again)',
        description:
          'Proposes a title and a 2–3 sentence description from the document’s page text: with the configured ' +
          'AI provider, else offline (`ai_summarizer_result.method` extractive: a heading line and the ' +
          'sentences TextRank ranks highest). Starts once the conversion has finished; replaces any earlier ' +
          `run. 400 for an asset that is not a document. ${STATES}`,
        params: assetParams,
        body: summarizeOptionsSchema.pick({ hide_summarizer_modal: true }),
        response: { 200: assetSchema },
      },
    },
    async (request) => {
      const { user } = requireAuth(request);
      await presentations.owned(user, request.params.id);
      const { id, assetId } = request.params;
      return presentAsset(await summarizer.start(user, id, assetId, request.body), fileUrl);
    },
  );

  app.delete(
    '/api/presentations/:id/assets/:assetId/summarizer',
    {
      schema: {
        tags,
        operationId: 'ignoreAssetSummarizer',
        summary: 'Ignore or cancel the summary of an asset',
        description:
          'Sets `ignore_asset_summarizer`, clears the progress, the suggestion and the selection and warning ' +
          'flags (the title and description stay as they are); a summary still running is not applied.',
        params: assetParams,
        response: { 200: assetSchema },
      },
    },
    async (request) => {
      await presentations.owned(requireAuth(request).user, request.params.id);
      return presentAsset(await summarizer.ignore(request.params.id, request.params.assetId), fileUrl);
    },
  );
}
