import type { Clock } from '../platform/clock.ts';

/** A clock the test moves by hand. */
export function createTestClock(start = new Date()) {
  let now = start.getTime();
  const clock: Clock & { advance(seconds: number): void } = {
    now: () => new Date(now),
    advance: (seconds) => {
      now += seconds * 1000;
    },
  };
  return clock;
}
