/**
 * The tab's one realtime socket (`/ws`, see the server's realtime.routes.ts). It opens when a signed-in
 * screen first subscribes and closes on sign-out. Spec §4: after it closes, try again every 30 s, and give
 * up after 10 failed attempts in a row; an attempt succeeds when the server says `hello`. A close for a
 * missing session (4401) or a required password change (4403) is final: retrying cannot help. An open
 * socket that its server closes for a restart (1012, or 1001) tries again sooner, within 5 s at random:
 * the balancer has another instance, and the restart's sockets do not all come back in the same second.
 */
import { type Camelize, camelize } from './case.ts';
import { registerReset } from './client-state.ts';

export const RETRY_MS = 30_000;
export const MAX_FAILED_ATTEMPTS = 10;
const FINAL_CLOSE_CODES = new Set([4401, 4403]);
const RESTART_CLOSE_CODES = new Set([1001, 1012]);
/** The first attempt after a restart comes between 1 s and this. */
export const RESTART_RETRY_MS = 5_000;

/** A server message as sent: `type` and snake_case data. Handlers receive it camelized. */
export type SocketMessage = { type: string };
export type SocketState = 'idle' | 'connecting' | 'open' | 'waiting' | 'gave-up';

type Handler = (message: unknown) => void;
const handlers = new Map<string, Set<Handler>>();
const stateListeners = new Set<() => void>();
let socket: WebSocket | null = null;
let retry: ReturnType<typeof setTimeout> | undefined;
let failures = 0;
let state: SocketState = 'idle';

function setState(next: SocketState) {
  if (state === next) return;
  state = next;
  for (const listener of stateListeners) listener();
}

function dispatch(data: unknown) {
  let message: unknown;
  try {
    message = typeof data === 'string' ? camelize(JSON.parse(data)) : null;
  } catch {
    return;
  }
  const type = (message as Partial<SocketMessage> | null)?.type;
  if (typeof type !== 'string') return;
  if (type === 'hello') {
    failures = 0;
    setState('open');
  }
  for (const handler of handlers.get(type) ?? []) handler(message);
}

function connect() {
  const ws = new WebSocket(`${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/ws`);
  socket = ws;
  setState('connecting');
  ws.onmessage = (event) => dispatch(event.data);
  ws.onclose = (event) => {
    if (socket !== ws) return;
    socket = null;
    const wasOpen = state === 'open';
    if (!wasOpen) failures += 1;
    if (FINAL_CLOSE_CODES.has(event.code) || failures >= MAX_FAILED_ATTEMPTS) return setState('gave-up');
    setState('waiting');
    const restarted = wasOpen && RESTART_CLOSE_CODES.has(event.code);
    retry = setTimeout(connect, restarted ? 1000 + Math.random() * (RESTART_RETRY_MS - 1000) : RETRY_MS);
  };
}

/** Calls `handler` with every message of that type (camelized); opens the socket if needed. Returns unsubscribe. */
export function subscribe<M extends SocketMessage>(type: M['type'], handler: (message: Camelize<M>) => void) {
  const set = handlers.get(type) ?? new Set<Handler>();
  set.add(handler as Handler);
  handlers.set(type, set);
  if (state === 'idle') connect();
  return () => {
    set.delete(handler as Handler);
    if (set.size === 0 && handlers.get(type) === set) handlers.delete(type);
  };
}

/** Closes the socket and forgets the failed attempts; the next subscribe opens a new one. */
export function closeSocket() {
  clearTimeout(retry);
  const ws = socket;
  socket = null;
  failures = 0;
  ws?.close(1000);
  setState('idle');
}

registerReset(closeSocket);

export const getSocketState = () => state;

/** Calls `listener` when the state changes; returns unsubscribe (the shape useSyncExternalStore takes). */
export function onSocketState(listener: () => void) {
  stateListeners.add(listener);
  return () => {
    stateListeners.delete(listener);
  };
}
