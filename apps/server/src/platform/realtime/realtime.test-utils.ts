import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import { PATIENCE_MS } from '../../test/patience.ts';

/** A `ws` client that records every message it receives (parsed) and how it ended. */
export type TestSocket = {
  socket: WebSocket;
  messages: Record<string, unknown>[];
  /** Resolves with the first received message matching, waiting for it if needed. */
  next(match: (message: Record<string, unknown>) => boolean): Promise<Record<string, unknown>>;
  closed: Promise<{ code: number; reason: string }>;
  /** Resolves with the status of a refused upgrade. */
  refused: Promise<number>;
};

export function socketUrl(app: FastifyInstance) {
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('the app is not listening');
  return `ws://127.0.0.1:${address.port}/ws`;
}

export function openSocket(app: FastifyInstance, headers: Record<string, string> = {}): TestSocket {
  const socket = new WebSocket(socketUrl(app), { headers });
  const messages: Record<string, unknown>[] = [];
  const waiters = new Set<() => void>();
  socket.on('message', (data) => {
    messages.push(JSON.parse(String(data)));
    for (const wake of waiters) wake();
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.on('close', (code, reason) => resolve({ code, reason: String(reason) })),
  );
  const refused = new Promise<number>((resolve) =>
    socket.on('unexpected-response', (_request, response) => {
      resolve(response.statusCode ?? 0);
      socket.terminate();
    }),
  );
  socket.on('error', () => {});
  const next = (match: (message: Record<string, unknown>) => boolean) =>
    new Promise<Record<string, unknown>>((resolve, reject) => {
      const timeout = setTimeout(() => {
        waiters.delete(check);
        reject(new Error(`no such message; received ${JSON.stringify(messages)}`));
      }, PATIENCE_MS);
      const check = () => {
        const found = messages.find(match);
        if (!found) return;
        clearTimeout(timeout);
        waiters.delete(check);
        resolve(found);
      };
      waiters.add(check);
      check();
    });
  return { socket, messages, next, closed, refused };
}

export const ofType = (type: string) => (message: Record<string, unknown>) => message.type === type;
