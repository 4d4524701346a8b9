/**
 * Runs calls in groups: calls made while a group runs go together into the next one, so concurrent
 * callers share one round trip to the database; a lone call runs at once, without waiting. Each caller
 * gets its own result (`run` answers one output per input, in order). When a group fails, each of its
 * calls is run alone, so one bad input fails only its own caller.
 */
export function createBatching<I, O>(run: (inputs: I[]) => Promise<O[]>, maxGroup = 200) {
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
    running = true;
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
      if (!running) void drain();
    });
}
