import { summaryDescriptionHtml } from '@folio/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isTokenNotValid } from '../../../lib/api.ts';
import { firstMessage } from '../../../lib/errors.ts';
import { notify } from '../../../lib/notify.ts';
import { assetCalls, editorKeys } from '../api.ts';
import type { EditorAsset, EditorPresentation } from '../types.ts';
import type { AssetOps } from '../use-asset-queue.ts';
import { withSummaryOf } from './summary-cache.ts';

/**
 * The user's answers to a summary: retry a failed one, ignore it (DELETE …/summarizer, which also clears
 * the warning of an applied one), or use the suggestion (saved as an edit, then the flags cleared).
 */
export function useSummaryActions(asset: EditorAsset, ops: AssetOps) {
  const queryClient = useQueryClient();
  const { presentationId, id } = asset;
  const onSuccess = (answer: Awaited<ReturnType<typeof assetCalls.ignoreSummary>>) =>
    queryClient.setQueryData<EditorPresentation>(
      editorKeys.presentation(presentationId),
      (old) => old && { ...old, assets: old.assets.map((a) => (a.id === id ? withSummaryOf(a, answer) : a)) },
    );
  const onError = (error: unknown) => {
    if (!isTokenNotValid(error)) notify.error(firstMessage(error));
  };
  const retry = useMutation({
    mutationFn: () => assetCalls.summarize(presentationId, id),
    onSuccess,
    onError,
  });
  const ignore = useMutation({
    mutationFn: () => assetCalls.ignoreSummary(presentationId, id),
    onSuccess,
    onError,
  });
  return {
    retry,
    ignore,
    /** Takes the suggested title, description or both. */
    use(parts: { title: boolean; description: boolean }) {
      const result = asset.aiSummarizerResult;
      if (!result) return;
      ops.edit(id, {
        ...(parts.title && { title: result.title }),
        ...(parts.description && { description: summaryDescriptionHtml(result.description) }),
      });
      ignore.mutate();
    },
  };
}
