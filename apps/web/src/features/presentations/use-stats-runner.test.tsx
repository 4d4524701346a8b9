import { STATS_RETRY_CAP } from '@folio/shared';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Call, mockApi } from '../../test/fetch-mock.ts';
import { EMPTY_QUEUE } from './stats-queue.ts';
import { enqueueStats, useStatsStore } from './stats-store.ts';
import { useStatsRunner } from './use-stats-runner.ts';

const stats = (id: number) => ({
  id,
  number_of_assets: 4,
  number_of_access: 30,
  number_of_invites: 5,
  number_of_feedback: 2,
  last_access: null,
  has_pending_assets: false,
});
const statsCalls = (calls: Call[]) => calls.filter((c) => c.path === '/api/presentations/stats');
const passTime = () => act(() => vi.advanceTimersByTimeAsync(10_000));

describe('stats of pending ids (spec §4)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('fetches the pending ids and keeps their stats', async () => {
    const api = mockApi({ 'POST /api/presentations/stats': { body: { results: [stats(1), stats(2)] } } });
    renderHook(() => useStatsRunner());
    act(() => enqueueStats([1, 2]));
    await passTime();
    expect(statsCalls(api.calls).map((c) => c.body)).toEqual([{ ids: [1, 2] }]);
    expect(useStatsStore.getState().byId[2]).toMatchObject({ numberOfAccess: 30, numberOfAssets: 4 });
    expect(useStatsStore.getState().queue).toEqual(EMPTY_QUEUE);
  });

  it(`retries a failing request ${STATS_RETRY_CAP} times, then drops the pending ids`, async () => {
    const api = mockApi({
      'POST /api/presentations/stats': { status: 500, body: { detail: 'Server Error' } },
    });
    renderHook(() => useStatsRunner());
    act(() => enqueueStats([1, 2]));
    for (let i = 0; i < STATS_RETRY_CAP + 3; i++) await passTime();
    expect(statsCalls(api.calls)).toHaveLength(1 + STATS_RETRY_CAP);
    expect(useStatsStore.getState().queue).toEqual(EMPTY_QUEUE);
  });

  it('a success after failures resets the counter', async () => {
    let failuresLeft = 3;
    const api = mockApi({
      'POST /api/presentations/stats': () =>
        failuresLeft-- > 0
          ? { status: 500, body: { detail: 'Server Error' } }
          : { body: { results: [stats(1)] } },
    });
    renderHook(() => useStatsRunner());
    act(() => enqueueStats([1]));
    for (let i = 0; i < 6; i++) await passTime();
    expect(statsCalls(api.calls)).toHaveLength(4);
    expect(useStatsStore.getState().queue).toEqual({ pending: [], failures: 0 });
    expect(useStatsStore.getState().byId[1]).toBeDefined();
  });
});
