import { type RefObject, useEffect, useRef } from 'react';
import { postActivity } from './client-api.ts';
import { createTracker, type Tracker } from './tracking.ts';

/** Tracks the viewing session while the content is on screen; nothing without a view token. */
export function useTracking(viewToken: string | null, content: RefObject<HTMLElement | null>) {
  const tracker = useRef<Tracker | null>(null);
  useEffect(() => {
    if (!viewToken) return;
    const created = createTracker({ viewToken, send: postActivity });
    tracker.current = created;
    if (content.current) created.observe(content.current);
    return () => {
      created.stop();
      tracker.current = null;
    };
  }, [viewToken, content]);
  return (assetId: number, page: number) => tracker.current?.pageViewed(assetId, page);
}
