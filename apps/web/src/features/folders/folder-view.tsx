import { FolderOpen } from 'lucide-react';
import type { ReactNode } from 'react';
import { BackLink } from '../../ui/back-link.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { EmptyState, LoadError } from '../presentations/list-states.tsx';
import { PresentationList } from '../presentations/presentation-list.tsx';
import { useFolder } from './use-folder-name.ts';

const isNotFound = (error: unknown) =>
  typeof error === 'object' && error !== null && 'detail' in error && error.detail === 'Not found.';

/** folders/{id}: the presentations of one folder (GET /presentations?tab=folders&folder=ID). */
export function FolderView({
  folderId,
  search,
  toolbar,
}: {
  folderId: number;
  search: string;
  toolbar: ReactNode;
}) {
  const folder = useFolder(folderId);
  const back = <BackLink to="/presentations/folders">All folders</BackLink>;
  if (folder.isError)
    return (
      <div className="flex flex-col gap-4">
        {back}
        {isNotFound(folder.error) ? (
          <EmptyState
            Icon={FolderOpen}
            title="Folder not found"
            text="This folder does not exist any more."
          />
        ) : (
          <LoadError what="The folder" error={folder.error} onRetry={() => void folder.refetch()} />
        )}
      </div>
    );
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        {back}
        <h2 className="flex min-h-8 items-center gap-2 text-xl font-semibold break-all">
          {folder.data ? folder.data.name : <Spinner label="Loading folder" className="text-theme" />}
        </h2>
      </div>
      {toolbar}
      <PresentationList
        scope={{ tab: 'folders', folder: folderId, search }}
        empty={{
          title: 'This folder is empty',
          text: 'Move presentations here from their actions menu, or create one with the + button.',
        }}
      />
    </div>
  );
}
