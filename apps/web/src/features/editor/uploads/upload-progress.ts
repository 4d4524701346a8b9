import { create } from 'zustand';
import { registerReset } from '../../../lib/client-state.ts';

/** One file on its way: sending (with its share sent, 0–100), then `adding` while its asset is created. */
export type UploadState = { percentage: number; stage: 'sending' | 'adding'; cancel: () => void };

type Uploads = { byId: Record<number, UploadState> };

/**
 * The uploads of this tab, by the id of the row that stands for each. Kept out of the presentation's
 * cache so a progress tick redraws one row, not the editor.
 */
export const useUploads = create<Uploads>(() => ({ byId: {} }));

const set = (id: number, change: (upload: UploadState) => UploadState) =>
  useUploads.setState((s) => {
    const upload = s.byId[id];
    return upload ? { byId: { ...s.byId, [id]: change(upload) } } : s;
  });

export const uploads = {
  start: (id: number, cancel: () => void) =>
    useUploads.setState((s) => ({ byId: { ...s.byId, [id]: { percentage: 0, stage: 'sending', cancel } } })),
  /** The bar only rises. */
  progress: (id: number, percentage: number) =>
    set(id, (u) => ({ ...u, percentage: Math.max(u.percentage, percentage) })),
  adding: (id: number) => set(id, (u) => ({ ...u, percentage: 100, stage: 'adding' })),
  finish: (id: number) =>
    useUploads.setState((s) => {
      const { [id]: _done, ...rest } = s.byId;
      return { byId: rest };
    }),
};

/** The upload a row stands for, if it is still on its way. */
export const useUpload = (id: number): UploadState | undefined => useUploads((s) => s.byId[id]);

// Signing out stops every transfer.
registerReset(() => {
  for (const upload of Object.values(useUploads.getState().byId)) upload.cancel();
  useUploads.setState({ byId: {} });
});
