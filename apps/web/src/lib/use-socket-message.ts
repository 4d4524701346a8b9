import { useEffect, useEffectEvent, useSyncExternalStore } from 'react';
import type { Camelize } from './case.ts';
import { getSocketState, onSocketState, type SocketMessage, subscribe } from './socket.ts';

/** Runs `handler` (the latest one rendered) for every socket message of `type` while mounted. */
export function useSocketMessage<M extends SocketMessage>(
  type: M['type'],
  handler: (message: Camelize<M>) => void,
) {
  const onMessage = useEffectEvent(handler);
  useEffect(() => subscribe<M>(type, (message) => onMessage(message)), [type]);
}

/** The socket's state: idle, connecting, open, waiting (to retry) or gave-up. */
export const useSocketState = () => useSyncExternalStore(onSocketState, getSocketState);
