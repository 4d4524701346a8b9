import { pluralize } from '@folio/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { FolderPlus } from 'lucide-react';
import { useState } from 'react';
import { notify } from '../../lib/notify.ts';
import { Button } from '../../ui/button.tsx';
import { ChoiceCard } from '../../ui/choice-card.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { reportActionError } from '../presentations/action-errors.ts';
import { titleOf } from '../presentations/display.ts';
import type { Presentation } from '../presentations/types.ts';
import { folderListQuery, useMoveToFolder } from './api.ts';
import { NewFolderForm } from './new-folder-form.tsx';
import type { Folder } from './types.ts';

/** Move into a folder: the user's folders to choose from, and a way to create one on the spot. */
export function MoveToFolderDialog({ item, onClose }: { item: Presentation; onClose: () => void }) {
  const folders = useInfiniteQuery(folderListQuery(''));
  const move = useMoveToFolder();
  const [chosen, setChosen] = useState<Pick<Folder, 'id' | 'name'> | null>(null);
  const [creating, setCreating] = useState(false);
  const list = (folders.data?.pages ?? []).flatMap((page) => page.results);
  const choices = list.filter((folder) => folder.id !== item.folder?.id);

  const submit = async () => {
    if (!chosen) return;
    try {
      await move.mutateAsync({ folder: chosen, item });
      notify.success();
      onClose();
    } catch (error) {
      reportActionError(error);
    }
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Move to folder"
      description={`Choose the folder for “${titleOf(item)}”.`}
    >
      {folders.isPending ? (
        <div className="grid h-24 place-items-center text-theme">
          <Spinner className="size-6" label="Loading folders" />
        </div>
      ) : folders.isError ? (
        <p role="alert" className="text-sm text-danger">
          The folders could not be loaded.{' '}
          <Button variant="link" onClick={() => folders.refetch()}>
            Try again
          </Button>
        </p>
      ) : (
        <fieldset className="flex max-h-72 flex-col gap-2 overflow-y-auto p-1">
          <legend className="sr-only">Folders</legend>
          {choices.length === 0 && (
            <p className="text-sm text-muted">No other folder yet: create one below.</p>
          )}
          {choices.map((folder) => (
            <ChoiceCard
              key={folder.id}
              type="radio"
              name="folder"
              label={folder.name}
              description={pluralize(folder.numberOfPresentations, 'presentation')}
              checked={chosen?.id === folder.id}
              onChange={() => setChosen(folder)}
            />
          ))}
          {folders.hasNextPage && (
            <Button
              variant="ghost"
              size="sm"
              loading={folders.isFetchingNextPage}
              onClick={() => folders.fetchNextPage()}
            >
              Show more folders
            </Button>
          )}
        </fieldset>
      )}
      <div className="mt-4">
        {creating ? (
          <NewFolderForm
            onCreated={(folder) => {
              setChosen(folder);
              setCreating(false);
            }}
            onCancel={() => setCreating(false)}
          />
        ) : (
          <Button variant="link" onClick={() => setCreating(true)}>
            <FolderPlus className="size-4" aria-hidden />
            Create new folder
          </Button>
        )}
      </div>
      <div className="mt-8 flex flex-col-reverse gap-3 wide:flex-row wide:justify-end">
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button disabled={!chosen} loading={move.isPending} onClick={() => void submit()}>
          Move
        </Button>
      </div>
    </Dialog>
  );
}
