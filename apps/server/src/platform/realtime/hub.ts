import type { Database } from '../../db/client.ts';

/** A message pushed to a user's open sockets: `type` names it, the rest is its data (snake_case). */
export type RealtimeMessage = { type: string } & Record<string, unknown>;

/** Something a socket can be sent text through (a `ws` WebSocket, in practice). */
export type SocketLike = { send(data: string): void; readyState: number };

export interface RealtimeHub {
  /** Delivers to every socket of the user, on this instance and (on PostgreSQL) on the others. */
  publish(userId: number, message: RealtimeMessage): Promise<void>;
  /** Registers an open socket of the user; the returned function unregisters it. */
  connect(userId: number, socket: SocketLike): () => void;
  close(): Promise<void>;
}

const OPEN = 1;

/** In-process fan-out: the sockets of this instance, keyed by user. */
export async function createRealtimeHub(_deps: { database: Database }): Promise<RealtimeHub> {
  const sockets = new Map<number, Set<SocketLike>>();
  const deliver = (userId: number, text: string) => {
    for (const socket of sockets.get(userId) ?? []) if (socket.readyState === OPEN) socket.send(text);
  };
  return {
    async publish(userId, message) {
      deliver(userId, JSON.stringify(message));
    },
    connect(userId, socket) {
      const set = sockets.get(userId) ?? new Set();
      set.add(socket);
      sockets.set(userId, set);
      return () => {
        set.delete(socket);
        if (set.size === 0) sockets.delete(userId);
      };
    },
    async close() {
      sockets.clear();
    },
  };
}
