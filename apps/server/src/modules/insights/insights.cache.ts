/**
 * Computed answers, each kept with the version of the data it was computed from (see
 * insights-version.sql.ts): an answer is given back only for the same version, so every
 * instance stays exact without telling the others anything. At most `capacity` answers, the least
 * recently used forgotten first. Kept answers are shared between requests: callers must not change them.
 */
export function createAnswerCache<T>(capacity: number) {
  const entries = new Map<string, { version: string; answer: T }>();
  return {
    get(key: string, version: string): T | undefined {
      const entry = entries.get(key);
      if (entry?.version !== version) return undefined;
      entries.delete(key);
      entries.set(key, entry);
      return entry.answer;
    },
    set(key: string, version: string, answer: T) {
      entries.delete(key);
      entries.set(key, { version, answer });
      if (entries.size > capacity) entries.delete(entries.keys().next().value as string);
    },
  };
}

export type AnswerCache<T> = ReturnType<typeof createAnswerCache<T>>;
