import { AI_TEXTS } from '@folio/shared';
import { RotateCw, Sparkles } from 'lucide-react';
import { Button } from '../../../ui/button.tsx';
import { ProgressBar } from '../../../ui/progress-bar.tsx';
import type { EditorAsset } from '../types.ts';
import { isConverting } from '../uploads/conversion-cache.ts';
import type { AssetOps } from '../use-asset-queue.ts';
import { isSummarizing } from './summary-cache.ts';
import { SummarySelection } from './summary-selection.tsx';
import { useSummaryActions } from './use-summary-actions.ts';

const STEP_LABELS = {
  queued: 'Summary waiting for the conversion…',
  reading: 'Summarizing… reading the document',
  summarizing: 'Summarizing… writing a title and description',
} as const;

/**
 * An uploaded document's summary in its row (spec §4): its progress, the glitch text with 'Try again'
 * when it failed, the choice between the current and the suggested texts, or the note on an applied one.
 */
export function SummaryStatus({ asset, ops }: { asset: EditorAsset; ops: AssetOps }) {
  const actions = useSummaryActions(asset, ops);
  const step = asset.summarizerProgress?.step;
  if (asset.pending || asset.hasError || !step) return null;
  if (isSummarizing(asset)) {
    if (isConverting(asset)) return null;
    return (
      <div className="mt-1 flex flex-col gap-1.5">
        <p className="text-xs text-muted">{STEP_LABELS[step as keyof typeof STEP_LABELS]}</p>
        <ProgressBar
          value={asset.summarizerProgress?.percentage ?? 0}
          label={`Summarizing ${asset.title || 'file'}`}
        />
      </div>
    );
  }
  if (step === 'failed')
    return (
      <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1">
        <p role="alert" className="text-xs text-danger">
          {AI_TEXTS.processingGlitch}
        </p>
        <Button
          variant="link"
          size="sm"
          className="h-auto text-xs"
          loading={actions.retry.isPending}
          onClick={() => actions.retry.mutate()}
        >
          <RotateCw className="size-3.5" aria-hidden />
          Try again
        </Button>
        <Button
          variant="link"
          size="sm"
          className="h-auto text-xs text-muted"
          disabled={actions.ignore.isPending}
          onClick={() => actions.ignore.mutate()}
        >
          Dismiss
        </Button>
      </div>
    );
  if (asset.showSelectionSummarize && asset.aiSummarizerResult)
    return <SummarySelection asset={asset} actions={actions} />;
  if (asset.showWarningAiSummarizer)
    return (
      <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1">
        <p className="flex items-center gap-1 text-xs text-warning">
          <Sparkles className="size-3.5 shrink-0" aria-hidden />
          Title and description suggested from the document: {AI_TEXTS.disclaimer}
        </p>
        <Button
          variant="link"
          size="sm"
          className="h-auto text-xs"
          disabled={actions.ignore.isPending}
          onClick={() => actions.ignore.mutate()}
        >
          Got it
        </Button>
      </div>
    );
  return null;
}
