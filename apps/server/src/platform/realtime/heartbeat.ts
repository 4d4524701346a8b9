import type { HubLog } from './hub.ts';

/** The part of a `ws` WebSocket the heartbeat uses. */
export type PingableSocket = {
  ping(): void;
  terminate(): void;
  close(code: number, reason: string): void;
  on(event: 'pong', listener: () => void): unknown;
};

type Tracked = { socket: PingableSocket; sessionId: number; alive: boolean };

/**
 * Every sweep (30 s) terminates the sockets that did not answer the previous ping, pings the others, and
 * closes with `sessionEndedCode` those whose session is no longer live (revoked, expired, account disabled).
 */
export function createHeartbeat(options: {
  liveSessions: (ids: number[]) => Promise<Set<number>>;
  sessionEndedCode: number;
  log: HubLog;
}) {
  const tracked = new Set<Tracked>();
  return {
    /** Watches a socket opened with the session; the returned function stops watching it. */
    track(socket: PingableSocket, sessionId: number) {
      const entry: Tracked = { socket, sessionId, alive: true };
      socket.on('pong', () => {
        entry.alive = true;
      });
      tracked.add(entry);
      return () => {
        tracked.delete(entry);
      };
    },

    async sweep() {
      const checked = [...tracked];
      for (const entry of checked) {
        if (!entry.alive) {
          tracked.delete(entry);
          entry.socket.terminate();
          continue;
        }
        entry.alive = false;
        entry.socket.ping();
      }
      // Only the sockets known before the query are judged by it: one opened meanwhile is not in `live`.
      const pending = checked.filter((entry) => tracked.has(entry));
      if (pending.length === 0) return;
      let live: Set<number>;
      try {
        live = await options.liveSessions([...new Set(pending.map((entry) => entry.sessionId))]);
      } catch (err) {
        options.log.warn({ err }, 'realtime session check failed; sockets kept until the next heartbeat');
        return;
      }
      for (const entry of pending)
        if (tracked.has(entry) && !live.has(entry.sessionId))
          entry.socket.close(options.sessionEndedCode, 'Session ended');
    },

    get size() {
      return tracked.size;
    },
  };
}
