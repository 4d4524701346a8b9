/** How long listeners' reads and writes wait to be grouped with those of other events of a burst. */
export const LISTENER_WAIT_MS = 20;

type Options<I> = {
  /** Calls in one group at most. */
  maxGroup?: number;
  /**
   * How long each group waits for more calls after its first. 0 (requests): it runs as soon as the
   * calls made in the same turn of the event loop have joined it. Work nobody waits on (listeners)
   * waits a little, so a burst makes few, larger groups and the database has more time for requests.
   */
  waitMs?: number;
  /** Groups under way at a time: with 2, one group fills while the other commits. */
  concurrency?: number;
  /** Calls of one key never run at the same time, in one group or two: a later one waits its turn. */
  keyOf?: (input: I) => unknown;
};

/**
 * Runs calls in groups (group commit): calls made in the same turn of the event loop, or while a group
 * runs, go together into the next one, so concurrent callers share one round trip and one commit. Each
 * caller gets its own result (`run` answers one output per input, in order). When a group fails, each
 * of its calls is run alone, so one bad input fails only its own caller.
 */
export function createBatching<I, O>(
  run: (inputs: I[]) => Promise<O[]>,
  { maxGroup = 200, waitMs = 0, concurrency = 1, keyOf }: Options<I> = {},
) {
  type Waiting = { input: I; resolve: (output: O) => void; reject: (error: unknown) => void };
  let queue: Waiting[] = [];
  let running = 0;
  const busyKeys = new Set<unknown>();

  const settle = async (group: Waiting[]) => {
    const outputs = await run(group.map((w) => w.input));
    group.forEach((w, i) => {
      w.resolve(outputs[i] as O);
    });
  };

  const pause = () => new Promise((resolve) => setTimeout(resolve, waitMs));

  /** The next group: the first calls in line, skipping keys under way and repeats of a key. */
  function take() {
    const group: Waiting[] = [];
    const later: Waiting[] = [];
    for (const w of queue) {
      const key = keyOf?.(w.input);
      const free = keyOf === undefined || !busyKeys.has(key);
      if (group.length < maxGroup && free) {
        if (keyOf) busyKeys.add(key);
        group.push(w);
      } else later.push(w);
    }
    queue = later;
    return group;
  }

  async function drain() {
    try {
      while (queue.length > 0) {
        // Every group waits, not only the first: under steady load a group would otherwise hold only
        // the calls made during the previous group's round trip.
        if (waitMs > 0) await pause();
        const group = take();
        // Only calls whose keys are under way: the drain running those takes them next.
        if (group.length === 0) break;
        try {
          await settle(group);
        } catch (error) {
          if (group.length === 1) group[0]!.reject(error);
          else for (const w of group) await settle([w]).catch(w.reject);
        } finally {
          if (keyOf) for (const w of group) busyKeys.delete(keyOf(w.input));
        }
      }
    } finally {
      running -= 1;
    }
  }

  return (input: I) =>
    new Promise<O>((resolve, reject) => {
      queue.push({ input, resolve, reject });
      if (running >= concurrency) return;
      running += 1;
      setImmediate(() => void drain());
    });
}
