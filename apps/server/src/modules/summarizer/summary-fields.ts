import { randomUUID } from 'node:crypto';
import type { SummarizeOptions, SummarizerProgress } from '@folio/shared';
import type { UserRow } from '../accounts/accounts.table.ts';
import type { NewAsset } from '../assets/assets.repository.ts';

const queued = (hideModal: boolean): SummarizerProgress => ({
  run: randomUUID(),
  step: 'queued',
  percentage: 0,
  hide_modal: hideModal,
});
export const cleared = {
  aiSummarizerResult: null,
  showSelectionSummarize: false,
  showWarningAiSummarizer: false,
};

/**
 * The summarizer fields of an asset whose file is (re)converted: a queued run when the user (or the call)
 * asks for a summary, none otherwise; any earlier suggestion, flag or ignore is cleared.
 */
export function summaryFields(user: UserRow, options: SummarizeOptions): Partial<NewAsset> {
  const on = options.auto_summarize_assets ?? user.autoSummarizeAssets;
  return {
    summarizerProgress: on ? queued(options.hide_summarizer_modal ?? user.hideSummarizerModal) : null,
    ...cleared,
    ignoreAssetSummarizer: false,
  };
}
