import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { ClipboardPaste, Trash2 } from 'lucide-react';
import { formatTime } from '../../../lib/time.ts';
import { Button } from '../../../ui/button.tsx';
import { Dialog } from '../../../ui/dialog.tsx';
import { Notice } from '../../../ui/notice.tsx';
import { PageSpinner } from '../../../ui/spinner.tsx';
import { shownTitle } from '../../../viewer/asset-text.ts';
import { clipboardCalls, editorKeys } from '../api.ts';
import { notifySaveError } from '../save-status.ts';
import type { ClipboardItem } from '../types.ts';
import { ASSET_KINDS } from './asset-kinds.ts';
import { clipboardQuery } from './clipboard-query.ts';

/** The clipboard of copied assets (pages of 5): paste one at the end of this presentation, or remove it. */
export function ClipboardPanel({
  open,
  onOpenChange,
  onPaste,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onPaste: (item: ClipboardItem) => void;
}) {
  const queryClient = useQueryClient();
  const query = useInfiniteQuery({ ...clipboardQuery, enabled: open });
  const remove = useMutation({
    mutationFn: clipboardCalls.remove,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: editorKeys.clipboard }),
    onError: notifySaveError,
  });
  const items = query.data?.pages.flatMap((page) => page.results) ?? [];

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Clipboard"
      description="Assets you copied from any presentation. Paste one to add it at the end of this one."
      className="max-w-lg"
    >
      {query.isPending ? (
        <PageSpinner />
      ) : query.isError ? (
        <Notice tone="error">The clipboard could not be loaded. Close it and try again.</Notice>
      ) : items.length === 0 ? (
        <p className="rounded-xl border border-dashed border-mist px-4 py-8 text-center text-sm text-muted">
          Your clipboard is empty. Choose “Copy to clipboard” in an asset’s menu to keep a copy here.
        </p>
      ) : (
        <ul className="flex flex-col gap-2">
          {items.map((item) => {
            const { icon: Icon, label } = ASSET_KINDS[item.asset.type];
            const name = shownTitle(item.asset) || label;
            return (
              <li key={item.id} className="flex items-center gap-3 rounded-xl border border-mist p-2 pl-3">
                <Icon className="size-4 shrink-0 text-theme" aria-hidden />
                <div className="min-w-0 flex-1">
                  <p className="truncate text-sm font-medium text-ink">{name}</p>
                  <p className="truncate text-xs text-muted">
                    {label} · copied {formatTime(item.createdAt)}
                  </p>
                </div>
                <Button size="sm" aria-label={`Paste ${name}`} onClick={() => onPaste(item)}>
                  <ClipboardPaste className="size-4" aria-hidden />
                  <span className="small:sr-only">Paste</span>
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Remove ${name} from the clipboard`}
                  disabled={remove.isPending && remove.variables === item.id}
                  onClick={() => remove.mutate(item.id)}
                >
                  <Trash2 className="size-4" aria-hidden />
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      {query.hasNextPage && (
        <Button
          variant="secondary"
          className="mt-4 w-full"
          loading={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          Show more
        </Button>
      )}
    </Dialog>
  );
}
