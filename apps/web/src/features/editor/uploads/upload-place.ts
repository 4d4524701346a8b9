import type { EditorAsset } from '../types.ts';

/**
 * The server position that puts a new asset where row `id` stands: right after the nearest saved
 * asset above it (0 when there is none). Server positions may have gaps after deletions.
 */
export function placeOf(assets: EditorAsset[], id: number) {
  const index = assets.findIndex((a) => a.id === id);
  for (let i = index - 1; i >= 0; i--) {
    const above = assets[i]!;
    if (above.id > 0) return above.position + 1;
  }
  return 0;
}

/** Mirrors the server's insert at `at`: the saved assets from there on move one place down. */
export const shiftFrom = (assets: EditorAsset[], at: number, insertedId: number) =>
  assets.map((a) =>
    a.id > 0 && a.id !== insertedId && a.position >= at ? { ...a, position: a.position + 1 } : a,
  );
