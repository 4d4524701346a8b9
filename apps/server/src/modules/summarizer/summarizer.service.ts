import {
  type AssetSummarizerMessage,
  type SummarizeOptions,
  type SummarizerResult,
  type SummarizerStep,
  summaryDescriptionHtml,
} from '@folio/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Queue } from '../../jobs/queue.ts';
import { type AiClient, AiError } from '../../platform/ai/ai-client.ts';
import type { Clock } from '../../platform/clock.ts';
import { fieldError, notFound } from '../../platform/errors.ts';
import type { RealtimeHub } from '../../platform/realtime/hub.ts';
import type { UserRow } from '../accounts/accounts.table.ts';
import { presentAsset } from '../assets/assets.presenter.ts';
import type { NewAsset } from '../assets/assets.repository.ts';
import { type AssetRow, assetPages, assets } from '../assets/assets.table.ts';
import { presentations } from '../presentations/presentations.table.ts';
import { summarizeWithAi } from './ai-summary.ts';
import { summarizeExtractive } from './extractive.ts';
import { type SummarizePayload, summarizeAssetJob } from './summarizer.jobs.ts';
import { cleared, summaryFields } from './summary-fields.ts';

const PERCENT: Record<SummarizerStep, number> = {
  queued: 0,
  reading: 25,
  summarizing: 60,
  done: 100,
  failed: 100,
};

/** Text a person wrote: a title, or a description with words once its markup is gone. */
const hasText = (row: AssetRow) =>
  row.title.trim() !== '' ||
  row.description
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .trim() !== '';

type Deps = {
  db: Db;
  realtime: RealtimeHub;
  clock: Clock;
  fileUrl: (key: string) => string;
  /** The configured provider; null: the offline extractive method. */
  ai: AiClient | null;
  queue: () => Queue;
  /** An applied suggestion changes what recipients see. */
  onAssetChanged: (ownerId: number) => Promise<void>;
};

/**
 * Proposes a title and description for a converted document (spec §4): a background job per run, its steps
 * recorded on the asset and sent to the owner's sockets; the suggestion is applied to an asset without text
 * (with the warning flag) or kept aside for the user to choose; an ignored or replaced run changes nothing.
 */
export function createSummarizer({ db, realtime, clock, fileUrl, ai, queue, onAssetChanged }: Deps) {
  const job = summarizeAssetJob((payload, run) => summarize(payload, run));
  const ofRun = (assetId: number, run: string) =>
    and(
      eq(assets.id, assetId),
      sql`${assets.summarizerProgress}->>'run' = ${run}`,
      eq(assets.ignoreAssetSummarizer, false),
    );

  async function ownerOf(row: AssetRow) {
    const [found] = await db
      .select({ userId: presentations.userId })
      .from(presentations)
      .where(eq(presentations.id, row.presentationId));
    return found?.userId;
  }

  async function publish(row: AssetRow) {
    const userId = await ownerOf(row);
    if (userId === undefined) return;
    const message: AssetSummarizerMessage = {
      type: 'asset.summarizer',
      presentation_id: row.presentationId,
      asset_id: row.id,
      asset: presentAsset(row, fileUrl),
    };
    await realtime.publish(userId, message);
  }

  /** Records a step of the run (and any other change); undefined when the run is no longer the asset's. */
  async function record(row: AssetRow, step: SummarizerStep, values: Partial<NewAsset> = {}) {
    const progress = row.summarizerProgress!;
    const [updated] = await db
      .update(assets)
      .set({
        summarizerProgress: { ...progress, step, percentage: PERCENT[step] },
        ...values,
        updatedAt: clock.now(),
      })
      .where(ofRun(row.id, progress.run))
      .returning();
    if (updated) await publish(updated);
    return updated;
  }

  async function propose(row: AssetRow, userId: number): Promise<SummarizerResult | null> {
    const pages = await db
      .select({ text: assetPages.text })
      .from(assetPages)
      .where(eq(assetPages.assetId, row.id))
      .orderBy(asc(assetPages.index));
    const texts = pages.map((p) => p.text);
    if (!texts.some((t) => t.trim())) return null;
    if (ai) return { ...(await summarizeWithAi(ai, userId, texts)), method: 'ai' };
    const summary = summarizeExtractive(texts);
    return summary.title || summary.description ? { ...summary, method: 'extractive' } : null;
  }

  /** Keeps the suggestion aside when the asset has text, else applies it with the warning flag. */
  async function deliver(assetId: number, run: string, result: SummarizerResult | null) {
    const row = await db.transaction(async (tx) => {
      const [current] = await tx.select().from(assets).where(ofRun(assetId, run)).for('update');
      if (!current) return undefined;
      const progress = { ...current.summarizerProgress!, step: 'done' as const, percentage: 100 };
      const outcome: Partial<NewAsset> = !result
        ? {}
        : hasText(current)
          ? { aiSummarizerResult: result, showSelectionSummarize: true }
          : {
              aiSummarizerResult: result,
              title: result.title,
              description: summaryDescriptionHtml(result.description),
              showWarningAiSummarizer: true,
            };
      const [updated] = await tx
        .update(assets)
        .set({ summarizerProgress: progress, ...outcome, updatedAt: clock.now() })
        .where(eq(assets.id, assetId))
        .returning();
      return updated;
    });
    if (!row) return;
    await publish(row);
    if (row.showWarningAiSummarizer) {
      const userId = await ownerOf(row);
      if (userId !== undefined) await onAssetChanged(userId);
    }
  }

  async function summarize({ assetId, run }: SummarizePayload, { lastAttempt }: { lastAttempt: boolean }) {
    const [row] = await db.select().from(assets).where(ofRun(assetId, run));
    if (!row || row.summarizerProgress!.step === 'done' || row.summarizerProgress!.step === 'failed') return;
    const userId = await ownerOf(row);
    if (userId === undefined) return;
    try {
      const reading = await record(row, 'reading');
      if (!reading || !(await record(reading, 'summarizing'))) return;
      await deliver(assetId, run, await propose(row, userId));
    } catch (error) {
      // A provider's failure is the user's to retry (the client has retried already); others retry here.
      if (error instanceof AiError || lastAttempt) await record(row, 'failed');
      if (!(error instanceof AiError)) throw error;
    }
  }

  /** Queues the run once (a rerun of a conversion may ask again: the run's key makes it one job). */
  async function send(row: AssetRow) {
    const progress = row.summarizerProgress;
    if (progress?.step !== 'queued' || row.ignoreAssetSummarizer) return;
    await queue().send(job, { assetId: row.id, run: progress.run }, { key: `summarize:${progress.run}` });
  }

  async function owned(presentationId: number, assetId: number) {
    const [row] = await db
      .select()
      .from(assets)
      .where(and(eq(assets.id, assetId), eq(assets.presentationId, presentationId)));
    if (!row) throw notFound();
    return row;
  }

  const update = async (row: AssetRow, values: Partial<NewAsset>) =>
    (
      await db
        .update(assets)
        .set({ ...values, updatedAt: clock.now() })
        .where(eq(assets.id, row.id))
        .returning()
    )[0]!;

  return {
    job,
    method: ai ? ('ai' as const) : ('extractive' as const),

    /** Called when a conversion has finished: starts the summary the conversion was queued with. */
    afterConversion: send,

    /** Summarizes again (retry after a failure, or on request); callers have checked the presentation. */
    async start(user: UserRow, presentationId: number, assetId: number, options: SummarizeOptions) {
      const row = await owned(presentationId, assetId);
      if (!row.fileKey || row.type !== 'file')
        throw fieldError('non_field_errors', 'Only a converted document can be summarized.');
      const started = await update(row, summaryFields(user, { ...options, auto_summarize_assets: true }));
      if (started.jobStatus === 'done') await send(started);
      return started;
    },

    /** Ignores the summary (DELETE …/summarizer): clears its flags; a result still on its way is dropped. */
    async ignore(presentationId: number, assetId: number) {
      const row = await owned(presentationId, assetId);
      return update(row, { ...cleared, summarizerProgress: null, ignoreAssetSummarizer: true });
    },
  };
}

export type Summarizer = ReturnType<typeof createSummarizer>;
