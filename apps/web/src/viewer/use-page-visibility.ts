import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { OBSERVER_THRESHOLDS, VISIBLE_SHARE, visibleShare } from './page-zoom.ts';

/** How far ahead (and behind) pages are fetched: one screen, so the next page is there before it shows. */
const NEAR_MARGIN = '100% 0px';

const pageOf = (element: Element) => Number((element as HTMLElement).dataset.page);

/**
 * Watches the pages of a viewer: which ones to load (a quarter within a screen of the view), which one
 * is most in view (the indicator), and which ones were seen. `onPageViewed` gets each page once, the
 * first time a quarter of it is in view, in any order (a reader who jumps ahead and back gets both).
 */
export function usePageVisibility(count: number, onPageViewed?: (index: number) => void) {
  const elements = useRef<(HTMLElement | null)[]>([]);
  const [loaded, setLoaded] = useState<ReadonlySet<number>>(() => new Set());
  const [current, setCurrent] = useState(0);
  const reported = useRef(new Set<number>());
  const viewed = useEffectEvent((index: number) => onPageViewed?.(index));

  useEffect(() => {
    const targets = elements.current.slice(0, count).filter((e): e is HTMLElement => e !== null);
    if (typeof IntersectionObserver === 'undefined') {
      setLoaded(new Set(targets.map(pageOf)));
      return;
    }
    const shown = new Map<number, number>();
    const view = new IntersectionObserver(
      (entries) => {
        const byPage = entries.map((entry) => ({ page: pageOf(entry.target), entry }));
        for (const { page, entry } of byPage.sort((a, b) => a.page - b.page)) {
          shown.set(page, entry.isIntersecting ? entry.intersectionRect.height : 0);
          if (visibleShare(entry) >= VISIBLE_SHARE && !reported.current.has(page)) {
            reported.current.add(page);
            viewed(page);
          }
        }
        let best = -1;
        for (const [page, height] of shown)
          if (
            height > 0 &&
            (best < 0 || height > shown.get(best)! || (height === shown.get(best) && page < best))
          )
            best = page;
        if (best >= 0) setCurrent(best);
      },
      { threshold: OBSERVER_THRESHOLDS },
    );
    const near = new IntersectionObserver(
      (entries) => {
        const ready = entries.filter((entry) => visibleShare(entry) >= VISIBLE_SHARE);
        if (!ready.length) return;
        for (const entry of ready) near.unobserve(entry.target);
        setLoaded((before) => new Set([...before, ...ready.map((entry) => pageOf(entry.target))]));
      },
      { rootMargin: NEAR_MARGIN, threshold: OBSERVER_THRESHOLDS },
    );
    for (const target of targets) {
      view.observe(target);
      near.observe(target);
    }
    return () => {
      view.disconnect();
      near.disconnect();
    };
  }, [count]);

  return {
    loaded,
    current,
    element: (index: number) => elements.current[index] ?? null,
    /** The ref of page `index`'s box (which carries data-page). */
    register: (index: number) => (element: HTMLElement | null) => {
      elements.current[index] = element;
    },
  };
}
