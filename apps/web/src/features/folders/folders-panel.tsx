import { useInfiniteQuery } from '@tanstack/react-query';
import { FolderPlus, Folders, SearchX } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Button } from '../../ui/button.tsx';
import { FolderNameDialog } from '../presentations/lazy-dialogs.tsx';
import { CardSkeletons, EmptyState, LoadError, MoreSentinel } from '../presentations/list-states.tsx';
import { useInfiniteScroll } from '../presentations/use-infinite-scroll.ts';
import { folderListQuery } from './api.ts';
import { FolderCard } from './folder-card.tsx';

const GRID = 'grid grid-cols-1 gap-4 wide:grid-cols-2 large:grid-cols-3 xl:grid-cols-4';

/** The folders tab: the user's folders with their counts; create, rename, delete, open. */
export function FoldersPanel({ search, toolbar }: { search: string; toolbar: ReactNode }) {
  const query = useInfiniteQuery({ ...folderListQuery(search), placeholderData: (previous) => previous });
  const [creating, setCreating] = useState(false);
  const { fetchNextPage, hasNextPage, isFetchingNextPage, isFetchNextPageError } = query;
  const more = () => void fetchNextPage();
  const { ref, supported } = useInfiniteScroll({
    hasMore: hasNextPage && !isFetchNextPageError,
    loading: isFetchingNextPage,
    onMore: more,
  });
  const folders = (query.data?.pages ?? []).flatMap((page) => page.results);
  const newFolder = (
    <Button variant="secondary" onClick={() => setCreating(true)}>
      <FolderPlus className="size-4" aria-hidden />
      New folder
    </Button>
  );

  let body: ReactNode;
  if (query.isPending)
    body = (
      <div className={GRID} role="status" aria-label="Loading folders">
        <CardSkeletons count={4} />
      </div>
    );
  else if (query.isError && folders.length === 0)
    body = <LoadError what="The folders" error={query.error} onRetry={() => void query.refetch()} />;
  else if (folders.length === 0)
    body = search ? (
      <EmptyState Icon={SearchX} title="No folders found" text={`No folder name matches “${search}”.`} />
    ) : (
      <EmptyState
        Icon={Folders}
        title="No folders yet"
        text="Group presentations into folders to keep them in order."
      >
        {newFolder}
      </EmptyState>
    );
  else
    body = (
      <>
        <ul className={GRID}>
          {folders.map((folder) => (
            <li key={folder.id} className="flex">
              <FolderCard folder={folder} />
            </li>
          ))}
        </ul>
        {isFetchNextPageError && <LoadError what="More folders" error={query.error} onRetry={more} />}
        <MoreSentinel
          sentinel={ref}
          supported={supported}
          hasMore={hasNextPage && !isFetchNextPageError}
          loading={isFetchingNextPage}
          onMore={more}
        />
      </>
    );

  return (
    <section aria-label="Folders" className="flex flex-col gap-6">
      <div className="flex flex-col gap-3 wide:flex-row wide:items-center wide:justify-between">
        {toolbar}
        {(folders.length > 0 || search) && newFolder}
      </div>
      {body}
      {creating && <FolderNameDialog onClose={() => setCreating(false)} />}
    </section>
  );
}
