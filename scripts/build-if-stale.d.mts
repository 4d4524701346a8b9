export const root: string;
export const at: (relative: string) => string;
/** Builds the named parts that are missing or older than their sources; `quiet` prints output only on failure. */
export function buildIfStale(names: ('web' | 'server')[], options?: { quiet?: boolean }): void;
