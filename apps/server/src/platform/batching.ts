/** How long listeners' reads and writes wait to be grouped with those of other events of a burst. */
export const LISTENER_WAIT_MS = 20;

type Options = {
  /** Calls in one group at most. */
  maxGroup?: number;
  /**
   * How long the first call of a group waits for others. 0 (requests): it runs at once. Work nobody
   * waits on (listeners) waits a little, so a burst makes few, larger groups and the database has
   * more time for requests.
   */
  waitMs?: number;
};

/**
 * Runs calls in groups: calls made while a group runs go together into the next one, so concurrent
 * callers share one round trip to the database. Each caller gets its own result (`run` answers one
 * output per input, in order). When a group fails, each of its calls is run alone, so one bad input
 * fails only its own caller.
 */
export function createBatching<I, O>(
  run: (inputs: I[]) => Promise<O[]>,
  { maxGroup = 200, waitMs = 0 }: Options = {},
) {
  type Waiting = { input: I; resolve: (output: O) => void; reject: (error: unknown) => void };
  let queue: Waiting[] = [];
  let running = false;

  const settle = async (group: Waiting[]) => {
    const outputs = await run(group.map((w) => w.input));
    group.forEach((w, i) => {
      w.resolve(outputs[i] as O);
    });
  };

  async function drain() {
    while (queue.length > 0) {
      const group = queue.slice(0, maxGroup);
      queue = queue.slice(maxGroup);
      try {
        await settle(group);
      } catch (error) {
        if (group.length === 1) group[0]!.reject(error);
        else for (const w of group) await settle([w]).catch(w.reject);
      }
    }
    running = false;
  }

  return (input: I) =>
    new Promise<O>((resolve, reject) => {
      queue.push({ input, resolve, reject });
      if (running) return;
      running = true;
      if (waitMs > 0) setTimeout(drain, waitMs);
      else void drain();
    });
}
