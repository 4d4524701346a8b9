import type { Asset, EditorAsset } from '../types.ts';

/** The summarizer fields of a server answer laid over the held asset (its title and text stay as held). */
export const withSummaryOf = (asset: EditorAsset, answer: Asset): EditorAsset => ({
  ...asset,
  aiSummarizerResult: answer.aiSummarizerResult,
  summarizerProgress: answer.summarizerProgress,
  ignoreAssetSummarizer: answer.ignoreAssetSummarizer,
  showSelectionSummarize: answer.showSelectionSummarize,
  showWarningAiSummarizer: answer.showWarningAiSummarizer,
});

/**
 * A summarizer message: its step or result; a suggestion the server applied (the asset had no text)
 * brings the new title and description too.
 */
export const applySummary = (asset: EditorAsset, answer: Asset): EditorAsset => {
  const merged = withSummaryOf(asset, answer);
  return answer.showWarningAiSummarizer && !asset.showWarningAiSummarizer
    ? { ...merged, title: answer.title, description: answer.description, updatedAt: answer.updatedAt }
    : merged;
};

/** Whether a summary is on its way (queued behind the conversion, or running). */
export const isSummarizing = (asset: Pick<EditorAsset, 'summarizerProgress'>) => {
  const step = asset.summarizerProgress?.step;
  return step === 'queued' || step === 'reading' || step === 'summarizing';
};
