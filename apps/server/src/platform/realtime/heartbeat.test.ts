import { describe, expect, it, vi } from 'vitest';
import { createHeartbeat } from './heartbeat.ts';

function fakeSocket() {
  let onPong = () => {};
  return {
    ping: vi.fn(),
    terminate: vi.fn(),
    close: vi.fn(),
    on: (_event: 'pong', listener: () => void) => {
      onPong = listener;
    },
    pong: () => onPong(),
  };
}

const log = { warn: vi.fn(), error: vi.fn() };

describe('heartbeat', () => {
  it('pings every sweep and terminates a socket that did not answer the previous ping', async () => {
    const heartbeat = createHeartbeat({
      liveSessions: async (ids) => new Set(ids),
      sessionEndedCode: 4401,
      log,
    });
    const [answers, silent] = [fakeSocket(), fakeSocket()];
    heartbeat.track(answers, 1);
    heartbeat.track(silent, 2);
    await heartbeat.sweep();
    expect(answers.ping).toHaveBeenCalledTimes(1);
    expect(silent.ping).toHaveBeenCalledTimes(1);
    answers.pong();
    await heartbeat.sweep();
    expect(answers.ping).toHaveBeenCalledTimes(2);
    expect(silent.terminate).toHaveBeenCalled();
    expect(answers.terminate).not.toHaveBeenCalled();
    expect(heartbeat.size).toBe(1);
  });

  it('closes the sockets whose session is no longer live, asking once per session', async () => {
    const liveSessions = vi.fn(async () => new Set([1]));
    const heartbeat = createHeartbeat({ liveSessions, sessionEndedCode: 4401, log });
    const [kept, ended, endedToo] = [fakeSocket(), fakeSocket(), fakeSocket()];
    heartbeat.track(kept, 1);
    heartbeat.track(ended, 2);
    heartbeat.track(endedToo, 2);
    await heartbeat.sweep();
    expect(liveSessions).toHaveBeenCalledWith([1, 2]);
    expect(kept.close).not.toHaveBeenCalled();
    expect(ended.close).toHaveBeenCalledWith(4401, 'Session ended');
    expect(endedToo.close).toHaveBeenCalledWith(4401, 'Session ended');
  });

  it('does not judge a socket opened while the check runs, nor one closed meanwhile', async () => {
    let answer: (live: Set<number>) => void = () => {};
    const heartbeat = createHeartbeat({
      liveSessions: () => new Promise((resolve) => (answer = resolve)),
      sessionEndedCode: 4401,
      log,
    });
    const [early, leaving, late] = [fakeSocket(), fakeSocket(), fakeSocket()];
    heartbeat.track(early, 1);
    const untrack = heartbeat.track(leaving, 2);
    const sweep = heartbeat.sweep();
    heartbeat.track(late, 3);
    untrack();
    answer(new Set());
    await sweep;
    expect(early.close).toHaveBeenCalled();
    expect(leaving.close).not.toHaveBeenCalled();
    expect(late.close).not.toHaveBeenCalled();
  });

  it('keeps the sockets when the check fails', async () => {
    const heartbeat = createHeartbeat({
      liveSessions: () => Promise.reject(new Error('database down')),
      sessionEndedCode: 4401,
      log,
    });
    const socket = fakeSocket();
    heartbeat.track(socket, 1);
    await heartbeat.sweep();
    expect(socket.close).not.toHaveBeenCalled();
    expect(log.warn).toHaveBeenCalled();
  });
});
