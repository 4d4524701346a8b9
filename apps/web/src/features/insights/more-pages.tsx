import type { UseInfiniteQueryResult } from '@tanstack/react-query';
import { LoadError, MoreSentinel } from '../presentations/list-states.tsx';
import { useInfiniteScroll } from '../presentations/use-infinite-scroll.ts';

/** After a paged list: loads the next page when in view (or on "Load more"), and says when that failed. */
export function MorePages({ query, what }: { query: UseInfiniteQueryResult<unknown>; what: string }) {
  const { fetchNextPage, hasNextPage, isFetchingNextPage, isFetchNextPageError } = query;
  const more = () => void fetchNextPage();
  const hasMore = hasNextPage && !isFetchNextPageError;
  const { ref, supported } = useInfiniteScroll({ hasMore, loading: isFetchingNextPage, onMore: more });
  return (
    <>
      {isFetchNextPageError && <LoadError what={what} error={query.error} onRetry={more} />}
      <MoreSentinel
        sentinel={ref}
        supported={supported}
        hasMore={hasMore}
        loading={isFetchingNextPage}
        onMore={more}
      />
    </>
  );
}
