import { notify } from '../../lib/notify.ts';
import { useCreateFolder } from './api.ts';
import { FolderNameForm } from './folder-name-form.tsx';
import type { Folder } from './types.ts';

/** Creates a folder (POST /folders) and hands it back. */
export function NewFolderForm({
  onCreated,
  onCancel,
}: {
  onCreated: (folder: Folder) => void;
  onCancel: () => void;
}) {
  const create = useCreateFolder();
  return (
    <FolderNameForm
      submitLabel="Create folder"
      save={(name) => create.mutateAsync(name)}
      onSaved={(folder) => {
        notify.success();
        onCreated(folder);
      }}
      onCancel={onCancel}
    />
  );
}
