import { pluralize } from '@folio/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { RotateCw } from 'lucide-react';
import { firstMessage } from '../../../lib/errors.ts';
import { notify } from '../../../lib/notify.ts';
import { Button } from '../../../ui/button.tsx';
import { ProgressBar } from '../../../ui/progress-bar.tsx';
import { assetCalls, editorKeys } from '../api.ts';
import type { EditorAsset, EditorPresentation } from '../types.ts';
import { isConverting, withConversionOf } from './conversion-cache.ts';

const CONVERTED_KINDS: readonly EditorAsset['type'][] = ['file', 'image'];

/** ' · 12 pages' after a converted file's kind. */
export function pagesNote(asset: EditorAsset) {
  if (asset.type !== 'file' || asset.pending || isConverting(asset) || asset.hasError) return '';
  const pages = asset.numberOfPages;
  return pages > 0 ? ` · ${pluralize(pages, 'page')}` : '';
}

/** The line under a converting title: 'Converting… page 3 of 60'. */
function convertingLabel(asset: EditorAsset) {
  const total = asset.numberOfPages;
  if (total <= 1) return 'Converting…';
  return `Converting… page ${Math.min(asset.convertedFiles.length + 1, total)} of ${total}`;
}

/** Converts a failed asset again; its row shows the restart at once. */
function useRetry(asset: EditorAsset) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => assetCalls.convert(asset.presentationId, asset.id),
    onSuccess: (answer) =>
      queryClient.setQueryData<EditorPresentation>(
        editorKeys.presentation(asset.presentationId),
        (old) =>
          old && {
            ...old,
            assets: old.assets.map((a) => (a.id === answer.id ? withConversionOf(a, answer) : a)),
          },
      ),
    onError: (error) => notify.error(firstMessage(error)),
  });
}

/** An uploaded asset's conversion in its row: progress while it runs, or the error with 'Try again'. */
export function ConversionStatus({ asset }: { asset: EditorAsset }) {
  const retry = useRetry(asset);
  if (asset.pending || !CONVERTED_KINDS.includes(asset.type)) return null;
  if (asset.hasError)
    return (
      <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1">
        <p className="text-xs text-danger">{asset.error ?? 'This file could not be converted.'}</p>
        <Button
          variant="link"
          size="sm"
          className="h-auto text-xs"
          loading={retry.isPending}
          onClick={() => retry.mutate()}
        >
          <RotateCw className="size-3.5" aria-hidden />
          Try again
        </Button>
      </div>
    );
  if (!isConverting(asset)) return null;
  const label = convertingLabel(asset);
  return (
    <div className="mt-1 flex flex-col gap-1.5">
      <p className="text-xs text-muted tabular-nums">{label}</p>
      <ProgressBar value={asset.percentageUpload} label={`Converting ${asset.title || 'file'}`} />
    </div>
  );
}
