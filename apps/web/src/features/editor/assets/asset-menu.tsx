import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Copy, Ellipsis, ImageIcon, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { notify } from '../../../lib/notify.ts';
import { MenuButton, MenuContent, MenuRoot, MenuTrigger } from '../../../ui/menu.tsx';
import { assetCalls, editorKeys } from '../api.ts';
import { notifySaveError } from '../save-status.ts';
import { hasThumbnail, ThumbnailDialog } from '../thumbnails/thumbnail-dialog.tsx';
import type { EditorAsset } from '../types.ts';
import type { AssetOps } from '../use-asset-queue.ts';
import { DeleteAssetDialog } from './delete-asset-dialog.tsx';

export const COPIED_MESSAGE = 'Copied to the clipboard. Paste it into any presentation from the Clipboard.';

/** More actions of an asset: change its thumbnail, copy to the clipboard, delete (after a confirmation). */
export function AssetMenu({
  asset,
  ops,
  label,
  disabled,
}: {
  asset: EditorAsset;
  ops: AssetOps;
  label: string;
  disabled: boolean;
}) {
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const [thumbnail, setThumbnail] = useState(false);
  const copy = useMutation({
    mutationFn: () => assetCalls.copyToClipboard(asset.presentationId, asset.id),
    onSuccess: () => {
      notify.success(COPIED_MESSAGE);
      return queryClient.invalidateQueries({ queryKey: editorKeys.clipboard });
    },
    onError: notifySaveError,
  });
  return (
    <>
      <MenuRoot>
        <MenuTrigger
          disabled={disabled}
          aria-label={`More actions for ${label}`}
          className="grid size-9 shrink-0 place-items-center rounded-lg text-muted hover:bg-theme-lightest hover:text-ink disabled:opacity-40"
        >
          <Ellipsis className="size-4" aria-hidden />
        </MenuTrigger>
        <MenuContent align="end">
          {hasThumbnail(asset) && (
            <MenuButton onSelect={() => setThumbnail(true)}>
              <ImageIcon className="size-4 text-muted" aria-hidden />
              Change thumbnail
            </MenuButton>
          )}
          <MenuButton onSelect={() => copy.mutate()}>
            <Copy className="size-4 text-muted" aria-hidden />
            Copy to clipboard
          </MenuButton>
          <MenuButton onSelect={() => setConfirming(true)}>
            <Trash2 className="size-4 text-danger" aria-hidden />
            Delete
          </MenuButton>
        </MenuContent>
      </MenuRoot>
      {thumbnail && <ThumbnailDialog asset={asset} open onOpenChange={setThumbnail} />}
      <DeleteAssetDialog
        name={label}
        open={confirming}
        onOpenChange={setConfirming}
        onConfirm={() => void ops.remove(asset.id)}
      />
    </>
  );
}
