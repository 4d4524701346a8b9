/**
 * Group commit: what is submitted while writes are under way goes into the next one, so concurrent
 * requests share one statement and one commit (the disk's flush is what a beacon costs most). A lone
 * submission is written at once; up to `writers` writes run at a time, so the group still gets its
 * share of a database that serves other work. At most one entry per key is being written at a time;
 * the others wait. When a write of several fails, each is tried alone: one bad entry fails only its
 * request.
 */
export function createGroupCommit<E, R>(options: {
  keyOf: (entry: E) => number;
  write: (entries: E[]) => Promise<Map<number, R>>;
  writers: number;
  maxGroup: number;
}) {
  const { keyOf, write, writers, maxGroup } = options;
  type Waiting = { entry: E; resolve: (result: R | undefined) => void; reject: (error: unknown) => void };
  let queue: Waiting[] = [];
  let running = 0;
  const writingKeys = new Set<number>();

  const writeAlone = async (w: Waiting) => {
    try {
      w.resolve((await write([w.entry])).get(keyOf(w.entry)));
    } catch (error) {
      w.reject(error);
    }
  };

  /** Takes the next group off the queue: one entry per key, none of a key being written. */
  function take() {
    const group: Waiting[] = [];
    const later: Waiting[] = [];
    for (const w of queue) {
      const key = keyOf(w.entry);
      if (group.length < maxGroup && !writingKeys.has(key)) {
        writingKeys.add(key);
        group.push(w);
      } else later.push(w);
    }
    queue = later;
    return group;
  }

  async function writeGroup(group: Waiting[]) {
    if (group.length === 1) return writeAlone(group[0]!);
    try {
      const results = await write(group.map((w) => w.entry));
      for (const w of group) w.resolve(results.get(keyOf(w.entry)));
    } catch {
      for (const w of group) await writeAlone(w);
    }
  }

  async function drain() {
    running += 1;
    try {
      for (let group = take(); group.length > 0; group = take()) {
        try {
          await writeGroup(group);
        } finally {
          for (const w of group) writingKeys.delete(keyOf(w.entry));
        }
      }
    } finally {
      running -= 1;
    }
  }

  return {
    /** The entry's result once it is written and committed; undefined when the write skipped it. */
    submit(entry: E) {
      return new Promise<R | undefined>((resolve, reject) => {
        queue.push({ entry, resolve, reject });
        if (running < writers) void drain();
      });
    },
  };
}
