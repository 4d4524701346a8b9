import { notify } from '../../lib/notify.ts';
import { Dialog } from '../../ui/dialog.tsx';
import { useRenameFolder } from './api.ts';
import { FolderNameForm } from './folder-name-form.tsx';
import { NewFolderForm } from './new-folder-form.tsx';
import type { Folder } from './types.ts';

/** New folder, or rename one when `folder` is given. */
export function FolderNameDialog({
  folder,
  onClose,
  onCreated,
}: {
  folder?: Folder;
  onClose: () => void;
  onCreated?: (folder: Folder) => void;
}) {
  const rename = useRenameFolder();
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={folder ? 'Rename folder' : 'New folder'}>
      {folder ? (
        <FolderNameForm
          initial={folder.name}
          submitLabel="Save"
          save={(name) => rename.mutateAsync({ id: folder.id, name })}
          onSaved={() => {
            notify.success();
            onClose();
          }}
          onCancel={onClose}
        />
      ) : (
        <NewFolderForm
          onCreated={(created) => {
            onClose();
            onCreated?.(created);
          }}
          onCancel={onClose}
        />
      )}
    </Dialog>
  );
}
