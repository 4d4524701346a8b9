import { useEffect, useRef } from 'react';

type Options = { hasMore: boolean; loading: boolean; onMore: () => void };

/**
 * Calls onMore when the returned element (placed after the list) comes near the viewport.
 * Returns null as `supported` where IntersectionObserver is missing: show a "Load more" button then.
 */
export function useInfiniteScroll({ hasMore, loading, onMore }: Options) {
  const ref = useRef<HTMLDivElement>(null);
  const latest = useRef(onMore);
  latest.current = onMore;
  const supported = typeof IntersectionObserver !== 'undefined';

  useEffect(() => {
    const node = ref.current;
    if (!node || !supported || !hasMore || loading) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latest.current();
      },
      { rootMargin: '0px 0px 480px 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [supported, hasMore, loading]);

  return { ref, supported };
}
