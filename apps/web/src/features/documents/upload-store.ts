import { create } from 'zustand';
import { registerReset } from '../../lib/client-state.ts';
import { EMPTY_UPLOADS, type UploadEvent, type UploadState, uploadReducer } from './upload-machine.ts';

/** The document uploads of this tab (spec §4), kept while the user moves between pages. */
export const useUploadStore = create<UploadState>(() => EMPTY_UPLOADS);

export const dispatchUpload = (event: UploadEvent) =>
  useUploadStore.setState((state) => uploadReducer(state, event));

export const uploadState = () => useUploadStore.getState();

registerReset(() => useUploadStore.setState(EMPTY_UPLOADS, true));
