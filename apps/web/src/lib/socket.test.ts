import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetClientStores } from './client-state.ts';
import { getSocketState, MAX_FAILED_ATTEMPTS, RESTART_RETRY_MS, RETRY_MS, subscribe } from './socket.ts';
import { useSocketMessage, useSocketState } from './use-socket-message.ts';

/** Stands in for the browser's WebSocket; the test plays the server. */
class FakeWebSocket {
  static made: FakeWebSocket[] = [];
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  close = vi.fn();
  constructor(readonly url: string) {
    FakeWebSocket.made.push(this);
  }
  send(message: object) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
  hello() {
    this.send({ type: 'hello' });
  }
  drop(code = 1006) {
    this.onclose?.({ code });
  }
}

const last = () => FakeWebSocket.made.at(-1)!;
const noop = () => {};

beforeEach(() => {
  FakeWebSocket.made = [];
  vi.stubGlobal('WebSocket', FakeWebSocket);
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('socket', () => {
  it('opens one connection to /ws on this host for all subscribers', () => {
    const off = [subscribe('a', noop), subscribe('b', noop)];
    expect(FakeWebSocket.made).toHaveLength(1);
    expect(last().url).toBe(`ws://${location.host}/ws`);
    for (const unsubscribe of off) unsubscribe();
  });

  it('hands each handler the camelized messages of its type until it unsubscribes', () => {
    const progress = vi.fn();
    const other = vi.fn();
    const off = subscribe('asset.progress', progress);
    subscribe('other', other);
    last().hello();
    last().send({ type: 'asset.progress', presentation_id: 3, asset_id: 7, percentage: 40 });
    expect(progress).toHaveBeenCalledWith({
      type: 'asset.progress',
      presentationId: 3,
      assetId: 7,
      percentage: 40,
    });
    expect(other).not.toHaveBeenCalled();
    off();
    last().send({ type: 'asset.progress', percentage: 50 });
    expect(progress).toHaveBeenCalledTimes(1);
  });

  it('ignores frames that are not JSON messages', () => {
    const handler = vi.fn();
    subscribe('x', handler);
    last().onmessage?.({ data: 'not json' });
    last().onmessage?.({ data: '[1]' });
    expect(handler).not.toHaveBeenCalled();
  });

  it(`retries every 30 s after a drop and gives up after ${MAX_FAILED_ATTEMPTS} failed attempts`, () => {
    subscribe('x', noop);
    last().hello();
    expect(getSocketState()).toBe('open');
    last().drop();
    for (let attempt = 1; attempt <= MAX_FAILED_ATTEMPTS; attempt += 1) {
      expect(getSocketState()).toBe('waiting');
      vi.advanceTimersByTime(RETRY_MS - 1);
      expect(FakeWebSocket.made).toHaveLength(attempt);
      vi.advanceTimersByTime(1);
      expect(FakeWebSocket.made).toHaveLength(attempt + 1);
      last().drop();
    }
    expect(getSocketState()).toBe('gave-up');
    vi.advanceTimersByTime(10 * RETRY_MS);
    expect(FakeWebSocket.made).toHaveLength(MAX_FAILED_ATTEMPTS + 1);
  });

  it('counts failures in a row only: a hello starts the count again', () => {
    subscribe('x', noop);
    for (let i = 0; i < MAX_FAILED_ATTEMPTS - 1; i += 1) {
      last().drop();
      vi.advanceTimersByTime(RETRY_MS);
    }
    last().hello();
    last().drop();
    vi.advanceTimersByTime(RETRY_MS);
    last().drop();
    expect(getSocketState()).toBe('waiting');
  });

  it('comes back within 5 s when its server restarts (1012), then every 30 s while it cannot', () => {
    subscribe('x', noop);
    last().hello();
    last().drop(1012);
    expect(getSocketState()).toBe('waiting');
    vi.advanceTimersByTime(999);
    expect(FakeWebSocket.made).toHaveLength(1);
    vi.advanceTimersByTime(RESTART_RETRY_MS - 999);
    expect(FakeWebSocket.made).toHaveLength(2);
    // The other instances are not up yet: the usual pace.
    last().drop(1012);
    vi.advanceTimersByTime(RETRY_MS - 1);
    expect(FakeWebSocket.made).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(FakeWebSocket.made).toHaveLength(3);
    last().hello();
    expect(getSocketState()).toBe('open');
  });

  it('stops for good when the server closes for a missing session (4401)', () => {
    subscribe('x', noop);
    last().drop(4401);
    vi.advanceTimersByTime(5 * RETRY_MS);
    expect(FakeWebSocket.made).toHaveLength(1);
    expect(getSocketState()).toBe('gave-up');
  });

  it('closes on sign-out, cancels a pending retry and opens afresh on the next subscribe', () => {
    subscribe('x', noop);
    const first = last();
    first.hello();
    resetClientStores();
    expect(first.close).toHaveBeenCalled();
    expect(getSocketState()).toBe('idle');

    const off = subscribe('x', noop);
    last().drop();
    resetClientStores();
    vi.advanceTimersByTime(5 * RETRY_MS);
    expect(FakeWebSocket.made).toHaveLength(2);
    off();
    subscribe('y', noop);
    expect(FakeWebSocket.made).toHaveLength(3);
  });
});

describe('useSocketMessage', () => {
  it('calls the latest handler while mounted, and shows the state', () => {
    const first = vi.fn();
    const second = vi.fn();
    const { rerender, unmount } = renderHook(
      ({ handler }) => {
        useSocketMessage<{ type: 'asset.progress'; asset_id: number }>('asset.progress', handler);
        return useSocketState();
      },
      { initialProps: { handler: first } },
    );
    rerender({ handler: second });
    act(() => last().hello());
    act(() => last().send({ type: 'asset.progress', asset_id: 1 }));
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledWith({ type: 'asset.progress', assetId: 1 });
    unmount();
    last().send({ type: 'asset.progress', asset_id: 2 });
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('renders the connection state', () => {
    const { result } = renderHook(() => {
      useSocketMessage('x', noop);
      return useSocketState();
    });
    expect(result.current).toBe('connecting');
    act(() => last().hello());
    expect(result.current).toBe('open');
  });
});
