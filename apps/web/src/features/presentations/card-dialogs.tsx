import { notify } from '../../lib/notify.ts';
import { MoveToFolderDialog } from '../folders/move-to-folder-dialog.tsx';
import { reportActionError } from './action-errors.ts';
import { usePurgePresentation } from './api.ts';
import { closeCardDialog, useCardDialog } from './card-dialog-store.ts';
import { CompanyChooserDialog } from './company-chooser-dialog.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { titleOf } from './display.ts';
import type { Presentation } from './types.ts';

function PurgeDialog({ item }: { item: Presentation }) {
  const purge = usePurgePresentation();
  return (
    <ConfirmDialog
      open
      title="Delete permanently?"
      description={`“${titleOf(item)}” and all its assets will be deleted for good. This cannot be undone.`}
      confirmLabel="Delete permanently"
      pending={purge.isPending}
      onCancel={closeCardDialog}
      onConfirm={() =>
        purge.mutate(item.id, {
          onSuccess: () => {
            notify.success();
            closeCardDialog();
          },
          onError: reportActionError,
        })
      }
    />
  );
}

/** The dialog a card action opened, if any (one at a time). */
export function CardDialogs() {
  const dialog = useCardDialog((s) => s.dialog);
  if (!dialog) return null;
  const { kind, item } = dialog;
  if (kind === 'purge') return <PurgeDialog key={item.id} item={item} />;
  if (kind === 'template')
    return <CompanyChooserDialog key={item.id} item={item} onClose={closeCardDialog} />;
  return <MoveToFolderDialog key={item.id} item={item} onClose={closeCardDialog} />;
}
