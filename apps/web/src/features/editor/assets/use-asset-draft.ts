import { useEffect, useState } from 'react';
import { createPatchBuffer } from '../patch-buffer.ts';
import { markWaiting } from '../save-status.ts';
import type { AssetChanges } from '../types.ts';
import type { AssetOps } from '../use-asset-queue.ts';

export const ASSET_SAVE_DELAY_MS = 700;

/** Typed asset edits, queued as one EDIT_ASSET once typing pauses (and when the editor closes). */
export function useAssetDraft(assetId: number, ops: AssetOps) {
  const [draft] = useState(() =>
    createPatchBuffer<AssetChanges>(
      (changes) => ops.edit(assetId, changes),
      ASSET_SAVE_DELAY_MS,
      markWaiting,
    ),
  );
  useEffect(() => () => void draft.flush(), [draft]);
  return draft;
}

export type AssetDraft = ReturnType<typeof useAssetDraft>;
