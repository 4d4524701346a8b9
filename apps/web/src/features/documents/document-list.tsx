import { pluralize } from '@folio/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { FileText, SearchX } from 'lucide-react';
import { EmptyState, LoadError, MoreSentinel } from '../presentations/list-states.tsx';
import { useInfiniteScroll } from '../presentations/use-infinite-scroll.ts';
import { documentListQuery } from './api.ts';
import { isConverting } from './conversion.ts';
import { DocumentRow } from './document-row.tsx';
import { listDocuments } from './list-cache.ts';
import { useConvertingStats } from './use-document-updates.ts';

function RowSkeletons() {
  return Array.from({ length: 3 }, (_, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell them apart
    <li key={index} aria-hidden className="flex items-center gap-4 rounded-2xl bg-white p-3 ring-1 ring-mist">
      <div className="h-20 w-16 animate-pulse rounded-lg bg-mist/60" />
      <div className="flex flex-1 flex-col gap-2">
        <div className="h-4 w-2/3 animate-pulse rounded bg-mist/80" />
        <div className="h-3 w-1/3 animate-pulse rounded bg-mist/60" />
      </div>
    </li>
  ));
}

/** The user's documents in pages of 5, loaded as the user scrolls (spec §9), for one search term. */
export function DocumentList({ search }: { search: string }) {
  const query = useInfiniteQuery({
    ...documentListQuery(search),
    // A new search keeps the old results on screen until the answer comes.
    placeholderData: (previous) => previous,
  });
  const { fetchNextPage, hasNextPage, isFetchingNextPage, isFetchNextPageError } = query;
  const more = () => void fetchNextPage();
  const { ref, supported } = useInfiniteScroll({
    hasMore: hasNextPage && !isFetchNextPageError,
    loading: isFetchingNextPage,
    onMore: more,
  });
  const items = listDocuments(query.data);
  useConvertingStats(items.filter(isConverting).map((doc) => doc.id));

  if (query.isPending)
    return (
      <ul className="flex flex-col gap-3" role="status" aria-label="Loading files">
        <RowSkeletons />
      </ul>
    );
  if (query.isError && items.length === 0)
    return <LoadError what="Your files" error={query.error} onRetry={() => void query.refetch()} />;
  if (items.length === 0)
    return search ? (
      <EmptyState
        Icon={SearchX}
        title="No files found"
        text={`Nothing matches “${search}”. Try another word.`}
      />
    ) : (
      <EmptyState
        Icon={FileText}
        title="No files yet"
        text="Upload a PDF, an Office file or an image to share it on its own, as a single-file document."
      />
    );

  return (
    <div className="flex flex-col gap-4" aria-busy={query.isFetching || undefined}>
      <p className="sr-only" role="status">
        {pluralize(query.data?.pages[0]?.count ?? items.length, 'file')}
      </p>
      <ul className="flex flex-col gap-3">
        {items.map((doc) => (
          <li key={doc.id}>
            <DocumentRow doc={doc} />
          </li>
        ))}
      </ul>
      {isFetchNextPageError && <LoadError what="More files" error={query.error} onRetry={more} />}
      <MoreSentinel
        sentinel={ref}
        supported={supported}
        hasMore={hasNextPage && !isFetchNextPageError}
        loading={isFetchingNextPage}
        onMore={more}
      />
    </div>
  );
}
