/**
 * Collects field edits and sends them together once typing pauses for `delayMs`, one request at a
 * time, so saves reach the server in the order they were made. `onWaiting(true)` is called when edits
 * start waiting and `onWaiting(false)` once the save that carries them has finished.
 */
export function createPatchBuffer<T extends object>(
  send: (changes: Partial<T>) => Promise<unknown>,
  delayMs: number,
  onWaiting?: (waiting: boolean) => void,
) {
  let pending: Partial<T> | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let chain: Promise<unknown> = Promise.resolve();

  function flush() {
    clearTimeout(timer);
    timer = undefined;
    if (pending) {
      const changes = pending;
      pending = null;
      chain = chain
        .then(() => send(changes))
        .catch(() => undefined)
        .finally(() => onWaiting?.(false));
    }
    return chain;
  }

  return {
    /** Remembers the changes (later values win) and restarts the pause. */
    set(changes: Partial<T>) {
      if (!pending) onWaiting?.(true);
      pending = { ...pending, ...changes };
      clearTimeout(timer);
      timer = setTimeout(flush, delayMs);
    },
    /** Sends what is waiting now; resolves when every save made so far has finished. */
    flush,
  };
}

export type PatchBuffer<T extends object> = ReturnType<typeof createPatchBuffer<T>>;
