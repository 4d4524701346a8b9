import { pluralize } from '@folio/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Presentation as PresentationIcon, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { listItems } from './list-rules.ts';
import { CardSkeletons, EmptyState, LoadError, MoreSentinel } from './list-states.tsx';
import { PresentationCard } from './presentation-card.tsx';
import { presentationListQuery, scopeOfKey } from './queries.ts';
import { listBase } from './tabs.ts';
import type { ListScope } from './types.ts';
import { useInfiniteScroll } from './use-infinite-scroll.ts';
import { useStarterTemplates } from './use-starter-templates.ts';

export const CARD_GRID = 'grid grid-cols-1 gap-4 wide:grid-cols-2 large:grid-cols-3 xl:grid-cols-4';

type PresentationListProps = {
  scope: ListScope;
  empty: { title: string; text: string; action?: ReactNode };
};

/** One tab's presentations in pages of 5, loaded as the user scrolls (spec §4, §9). */
export function PresentationList({ scope, empty }: PresentationListProps) {
  const query = useInfiniteQuery({
    ...presentationListQuery(scope),
    // A new search keeps the old results on screen until the answer comes; another tab does not.
    placeholderData: (previous, previousQuery) => {
      const before = previousQuery && scopeOfKey(previousQuery.queryKey);
      return before && before.tab === scope.tab && before.folder === scope.folder ? previous : undefined;
    },
  });
  const { fetchNextPage, hasNextPage, isFetchingNextPage, isFetchNextPageError } = query;
  const more = () => void fetchNextPage();
  // After a failed page, only the retry button asks again (no request loop while in view).
  const { ref, supported } = useInfiniteScroll({
    hasMore: hasNextPage && !isFetchNextPageError,
    loading: isFetchingNextPage,
    onMore: more,
  });
  const items = listItems(query.data);
  const startingUp = useStarterTemplates(scope, query.isSuccess && items.length === 0);

  if (query.isPending || startingUp)
    return (
      <div className={CARD_GRID} role="status" aria-label="Loading presentations">
        <CardSkeletons />
      </div>
    );
  if (query.isError && items.length === 0)
    return <LoadError what="The presentations" error={query.error} onRetry={() => void query.refetch()} />;
  if (items.length === 0)
    return scope.search ? (
      <EmptyState
        Icon={SearchX}
        title="No presentations found"
        text={`Nothing matches “${scope.search}” here. Try another word.`}
      />
    ) : (
      <EmptyState Icon={PresentationIcon} title={empty.title} text={empty.text}>
        {empty.action}
      </EmptyState>
    );

  return (
    <div className="flex flex-col gap-6" aria-busy={query.isFetching || undefined}>
      <p className="sr-only" role="status">
        {pluralize(query.data?.pages[0]?.count ?? items.length, 'presentation')}
      </p>
      <ul className={CARD_GRID}>
        {items.map((item) => (
          <li key={item.id} className="flex">
            <PresentationCard item={item} tab={scope.tab} base={listBase(scope.tab, scope.folder)} />
          </li>
        ))}
      </ul>
      {isFetchNextPageError && <LoadError what="More presentations" error={query.error} onRetry={more} />}
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
