import { STATS_RETRY_CAP } from '@folio/shared';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_QUEUE,
  enqueue,
  failed,
  nextBatch,
  retryDelay,
  STATS_BATCH,
  succeeded,
} from './stats-queue.ts';

describe('stats queue (spec §4, §9)', () => {
  it('queues each id once and sends at most one batch', () => {
    const queue = enqueue(enqueue(EMPTY_QUEUE, [1, 2, 2]), [2, 3]);
    expect(queue.pending).toEqual([1, 2, 3]);
    const many = enqueue(
      EMPTY_QUEUE,
      Array.from({ length: 130 }, (_, i) => i + 1),
    );
    expect(nextBatch(many)).toHaveLength(STATS_BATCH);
  });

  it('a success removes the sent ids, keeps ids queued meanwhile and resets the counter', () => {
    const queue = { pending: [1, 2, 3], failures: 4 };
    expect(succeeded(queue, [1, 2])).toEqual({ pending: [3], failures: 0 });
  });

  it(`retries a failed request up to ${STATS_RETRY_CAP} times, then drops the pending ids`, () => {
    let queue = enqueue(EMPTY_QUEUE, [1, 2]);
    for (let retry = 1; retry <= STATS_RETRY_CAP; retry++) {
      queue = failed(queue);
      expect(queue).toEqual({ pending: [1, 2], failures: retry });
    }
    expect(failed(queue)).toEqual(EMPTY_QUEUE);
  });

  it('waits longer before each retry, at most 8 s', () => {
    expect([0, 1, 2, 3, 4, 5, 9].map(retryDelay)).toEqual([0, 1000, 2000, 4000, 8000, 8000, 8000]);
  });
});
