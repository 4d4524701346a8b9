import { pluralize } from '@folio/shared';
import { Folder as FolderIcon, MoreVertical, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { notify } from '../../lib/notify.ts';
import { MenuButton, MenuContent, MenuRoot, MenuTrigger } from '../../ui/menu.tsx';
import { reportActionError } from '../presentations/action-errors.ts';
import { ConfirmDialog, FolderNameDialog } from '../presentations/lazy-dialogs.tsx';
import { useDeleteFolder } from './api.ts';
import type { Folder } from './types.ts';

/** A folder in the folders tab: opens it; its menu renames or deletes it. */
export function FolderCard({ folder }: { folder: Folder }) {
  const [dialog, setDialog] = useState<'rename' | 'delete' | null>(null);
  const remove = useDeleteFolder();
  const close = () => setDialog(null);

  return (
    <article className="flex w-full items-center gap-3 rounded-2xl bg-white p-4 ring-1 ring-mist transition-shadow hover:shadow-md">
      <span className="grid size-12 shrink-0 place-items-center rounded-xl bg-theme-lightest text-theme">
        <FolderIcon className="size-6" aria-hidden />
      </span>
      <div className="min-w-0 flex-1">
        <h3 className="truncate font-semibold text-ink">
          <Link to={`/presentations/folders/${folder.id}`} className="rounded-sm hover:underline">
            {folder.name}
          </Link>
        </h3>
        <p className="text-sm text-muted">{pluralize(folder.numberOfPresentations, 'presentation')}</p>
      </div>
      <MenuRoot modal={false}>
        <MenuTrigger
          aria-label={`Actions for folder “${folder.name}”`}
          className="grid size-9 shrink-0 place-items-center rounded-lg text-muted hover:bg-theme-lightest hover:text-ink"
        >
          <MoreVertical className="size-5" aria-hidden />
        </MenuTrigger>
        <MenuContent align="end">
          <MenuButton onSelect={() => setDialog('rename')}>
            <Pencil className="size-4" aria-hidden />
            Rename
          </MenuButton>
          <MenuButton onSelect={() => setDialog('delete')}>
            <span className="flex items-center gap-3 text-danger">
              <Trash2 className="size-4" aria-hidden />
              Delete
            </span>
          </MenuButton>
        </MenuContent>
      </MenuRoot>
      {dialog === 'rename' && <FolderNameDialog folder={folder} onClose={close} />}
      <ConfirmDialog
        open={dialog === 'delete'}
        title="Delete this folder?"
        description={`“${folder.name}” will be deleted. Its presentations are kept and go back to My Presentations.`}
        confirmLabel="Delete folder"
        pending={remove.isPending}
        onCancel={close}
        onConfirm={() =>
          remove.mutate(folder.id, {
            onSuccess: () => {
              notify.success();
              close();
            },
            onError: reportActionError,
          })
        }
      />
    </article>
  );
}
