import type { InsightsChangedMessage } from '@folio/shared';
import type { Events } from '../../platform/events.ts';
import type { RealtimeHub } from '../../platform/realtime/hub.ts';

/**
 * The shortest time between two messages about one presentation. A burst of views (hundreds a second)
 * becomes four messages a second; an open page refetches one at a time (a message during a refetch makes
 * one more after it), so it refetches back to back at most, and a view shows within a quarter of a
 * second plus at most two refetches. Answers are kept per version (insights.cache.ts): more open pages
 * cost the database little more.
 */
export const INSIGHTS_CHANGED_WINDOW_MS = 250;

type Timers = {
  set: (run: () => void, ms: number) => unknown;
  clear: (timer: unknown) => void;
};
const realTimers: Timers = {
  set: (run, ms) => setTimeout(run, ms).unref(),
  clear: (timer) => clearTimeout(timer as NodeJS.Timeout),
};

/**
 * Calls `send(key)` at once for the first change of a key, then at most once per window: changes
 * within a window become one call at its end (leading and trailing edge, nothing lost at the end).
 */
export function createCoalescer(send: (key: string) => void, windowMs: number, timers = realTimers) {
  const open = new Map<string, { timer: unknown; pending: boolean }>();
  const startWindow = (key: string) => {
    const state = {
      pending: false,
      timer: timers.set(() => {
        open.delete(key);
        if (state.pending) changed(key);
      }, windowMs),
    };
    open.set(key, state);
  };
  function changed(key: string) {
    const state = open.get(key);
    if (state) {
      state.pending = true;
      return;
    }
    send(key);
    startWindow(key);
  }
  return {
    changed,
    /** Drops the waiting calls (shutdown). */
    close() {
      for (const state of open.values()) timers.clear(state.timer);
      open.clear();
    },
  };
}

type Deps = { events: Events; realtime: RealtimeHub; windowMs?: number; timers?: Timers };

/**
 * Tells the owner's open sockets that a presentation's insights changed, so the insights pages they
 * show refetch. Only the owner sees a presentation's insights (insights.policy.ts), so only the owner is
 * told; the message names the presentation and carries nothing else.
 */
export function registerInsightsLive({
  events,
  realtime,
  windowMs = INSIGHTS_CHANGED_WINDOW_MS,
  timers,
}: Deps) {
  const coalescer = createCoalescer(
    (key) => {
      const [ownerId, presentationId] = key.split(':').map(Number) as [number, number];
      const message: InsightsChangedMessage = { type: 'insights.changed', presentation_id: presentationId };
      void realtime.publish(ownerId, message);
    },
    windowMs,
    timers,
  );
  const changed = ({ ownerId, presentationId }: { ownerId: number; presentationId: number }) =>
    coalescer.changed(`${ownerId}:${presentationId}`);
  events.on('presentation.viewed', changed);
  events.on('activity.recorded', changed);
  events.on('feedback.created', changed);
  events.on('presentation.forwarded', changed);
  return coalescer;
}
