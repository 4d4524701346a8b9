import { AI_TEXTS, ASSET_BUILDER_TEXTS } from '@folio/shared';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { defineJob } from '../../jobs/queue.ts';
import { type AiClient, AiError } from '../../platform/ai/ai-client.ts';
import type { Clock } from '../../platform/clock.ts';
import type { RealtimeHub } from '../../platform/realtime/hub.ts';
import { progressMessage } from './asset-builder.presenter.ts';
import { ProposalFormatError, proposalPrompt, readProposal } from './asset-builder.prompt.ts';
import { createAssetBuilderRepository } from './asset-builder.repository.ts';
import type { AssetBuilderDraftRow } from './asset-builder.table.ts';
import { type ListingPage, ListingPageError, readListingPage } from './listing-page.ts';

type Deps = {
  db: Db;
  /** The provider's client (null without one); a getter, as the queue's jobs are made before it. */
  ai: () => AiClient | null;
  realtime: RealtimeHub;
  clock: Clock;
  allowLoopback: boolean;
  log: { error(details: object, message: string): void };
};

/** How often a run looks whether its owner canceled it (from any instance). */
const CANCEL_POLL_MS = 300;
/** About how many characters the model writes: streamed progress approaches 95% as they arrive. */
const EXPECTED_ANSWER_CHARS = 3_000;

/** Pages read take the run to 40%, the model's streamed answer from 45% to 95%. */
const pageProgress = (done: number, total: number) => Math.round(5 + (35 * done) / Math.max(total, 1));
const answerProgress = (chars: number) => Math.min(95, Math.round(45 + (50 * chars) / EXPECTED_ANSWER_CHARS));

/** One generation of a draft's proposal: pages fetched and read, the model asked, its answer checked. */
export function createProposalGenerator({ db, ai, realtime, clock, allowLoopback, log }: Deps) {
  const repo = createAssetBuilderRepository(db);
  const publish = (row: AssetBuilderDraftRow) => realtime.publish(row.userId, progressMessage(row));
  const progress = async (draft: AssetBuilderDraftRow, percentage: number) => {
    if (percentage <= draft.percentage) return;
    const row = await repo.progress(draft.id, draft.generation, percentage);
    if (row) {
      draft.percentage = row.percentage;
      await publish(row);
    }
  };

  /** Aborts `controller` once the run is no longer current (canceled, or generated again). */
  function watchCancel(draft: AssetBuilderDraftRow, controller: AbortController) {
    const timer = setInterval(() => {
      repo.currentRun(draft.id, draft.generation).then(
        (row) => row || controller.abort(),
        () => {},
      );
    }, CANCEL_POLL_MS);
    return () => clearInterval(timer);
  }

  async function propose(draft: AssetBuilderDraftRow, client: AiClient, signal: AbortSignal) {
    const pages: ListingPage[] = [];
    for (const url of draft.urls) {
      if (signal.aborted) return null;
      try {
        pages.push(await readListingPage(url, { allowLoopback }));
      } catch (error) {
        if (error instanceof ListingPageError)
          throw new ListingPageError(ASSET_BUILDER_TEXTS.pageUnreadable(url, error.message));
        throw error;
      }
      await progress(draft, pageProgress(pages.length, draft.urls.length));
    }
    let answer = '';
    for await (const delta of client.stream({
      userId: draft.userId,
      feature: 'asset_builder',
      messages: proposalPrompt(pages, draft.files),
      json: true,
      maxTokens: 4_000,
      signal,
    })) {
      answer += delta;
      await progress(draft, answerProgress(answer.length));
    }
    return readProposal(answer, pages, draft.files);
  }

  /** Why a run failed, in words for its owner (never a prompt, a key or a stack). */
  function reason(error: unknown) {
    if (error instanceof ListingPageError || error instanceof AiError) return error.message;
    if (!(error instanceof ProposalFormatError)) log.error({ err: error }, 'asset builder generation failed');
    return AI_TEXTS.processingGlitch;
  }

  return {
    async run({ draftId, generation }: { draftId: number; generation: number }) {
      const draft = await repo.currentRun(draftId, generation);
      if (!draft) return;
      const client = ai();
      const controller = new AbortController();
      const stopWatching = watchCancel(draft, controller);
      try {
        if (!client) throw new AiError('provider', AI_TEXTS.notConfigured);
        await progress(draft, 5);
        const proposal = await propose(draft, client, controller.signal);
        if (!proposal) return;
        const row = await repo.finish(draft.id, generation, { proposal, at: clock.now() });
        if (row) await publish(row);
      } catch (error) {
        if (controller.signal.aborted) return;
        const row = await repo.finish(draft.id, generation, { error: reason(error) });
        if (row) await publish(row);
      } finally {
        stopWatching();
      }
    },
  };
}

export type ProposalGenerator = ReturnType<typeof createProposalGenerator>;

/**
 * Generates a draft's proposal. A run that finds its draft canceled or generated again does nothing, so a
 * retry after a crash is safe; failures are written to the draft, not retried (the client retries the
 * provider's 429 and 5xx itself).
 */
export const generateAssetsJob = (generator: ProposalGenerator) =>
  defineJob({
    name: 'asset-builder.generate',
    schema: z.object({ draftId: z.number().int().positive(), generation: z.number().int().positive() }),
    retryLimit: 1,
    expireInSeconds: 15 * 60,
    handler: (payload) => generator.run(payload),
  });
