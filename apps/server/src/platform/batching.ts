/** How long listeners' reads and writes wait to be grouped with those of other events of a burst. */
export const LISTENER_WAIT_MS = 20;

type Options = {
  /** Calls in one group at most. */
  maxGroup?: number;
  /**
   * How long each group waits for more calls after its first. 0 (requests): it runs as soon as the
   * calls made in the same turn of the event loop have joined it. Work nobody waits on (listeners)
   * waits a little, so a burst makes few, larger groups and the database has more time for requests.
   */
  waitMs?: number;
};

/**
 * Runs calls in groups: calls made in the same turn of the event loop, or while a group runs, go
 * together into the next one, so concurrent callers share one round trip to the database. Each caller gets its own result (`run` answers one
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

  const pause = () => new Promise((resolve) => setTimeout(resolve, waitMs));

  async function drain() {
    while (queue.length > 0) {
      // Every group waits, not only the first: under steady load a group would otherwise hold only
      // the calls made during the previous group's round trip.
      if (waitMs > 0) await pause();
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
      setImmediate(() => void drain());
    });
}
