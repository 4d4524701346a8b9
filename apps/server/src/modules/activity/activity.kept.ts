/** A map of at most `capacity` entries that forgets the least recently set one first. */
export function createKeptMap<K, V>(capacity: number) {
  const entries = new Map<K, V>();
  return {
    get: (key: K) => entries.get(key),
    set(key: K, value: V) {
      entries.delete(key);
      entries.set(key, value);
      if (entries.size > capacity) entries.delete(entries.keys().next().value as K);
    },
    delete: (key: K) => entries.delete(key),
  };
}
