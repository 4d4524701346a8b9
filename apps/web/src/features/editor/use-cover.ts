import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { notify } from '../../lib/notify.ts';
import { accountKeys } from '../accounts/queries.ts';
import { type CoverUploadExtra, editorKeys, presentationCalls, setDefaultLogo } from './api.ts';
import { type CoverUploadField, mergeCover, shownCoverChanges } from './cover-merge.ts';
import { createPatchBuffer } from './patch-buffer.ts';
import { markWaiting, notifySaveError, trackSave } from './save-status.ts';
import type { CoverChanges, EditorPresentation } from './types.ts';

/** How long typing must pause before the cover is saved. */
export const COVER_SAVE_DELAY_MS = 700;

export const LOGO_UPLOADED =
  'Your logo was uploaded successfully. Would you like to set this as your default logo?';

/** Saves cover edits: shown at once (rich text once sanitized), sent after a pause, in the order made. */
export function useCover(presentationId: number) {
  const queryClient = useQueryClient();
  const [cover] = useState(() => {
    const key = editorKeys.presentation(presentationId);
    const update = (change: (held: EditorPresentation) => EditorPresentation) =>
      queryClient.setQueryData<EditorPresentation>(key, (held) => held && change(held));

    const buffer = createPatchBuffer<CoverChanges>(
      async (changes) => {
        const answer = await trackSave(() => presentationCalls.update(presentationId, changes));
        update((held) => mergeCover(held, answer, Object.keys(changes) as (keyof CoverChanges)[]));
      },
      COVER_SAVE_DELAY_MS,
      markWaiting,
    );

    function set(changes: CoverChanges) {
      update((held) => ({ ...held, ...shownCoverChanges(changes) }) as EditorPresentation);
      buffer.set(changes);
    }

    async function offerDefaultLogo(file: Blob) {
      try {
        const user = await setDefaultLogo(file);
        queryClient.setQueryData(accountKeys.user, user);
        notify.success();
      } catch (error) {
        notifySaveError(error);
      }
    }

    return {
      /** A typed change: saved once typing pauses. */
      set,
      /** A deliberate change (switch, dialog, picker): saved right away. */
      commit(changes: CoverChanges) {
        set(changes);
        void buffer.flush();
      },
      flush: buffer.flush,
      /** Uploads a cover file (multipart) with what goes with it; resolves to whether it worked. */
      async upload(field: CoverUploadField, file: Blob, extra?: CoverUploadExtra) {
        await buffer.flush();
        try {
          const answer = await trackSave(() =>
            presentationCalls.uploadImage(presentationId, field, file, extra),
          );
          update((held) => mergeCover(held, answer, field));
          if (field === 'logo')
            notify.success(LOGO_UPLOADED, {
              id: 'logo-uploaded',
              duration: 10_000,
              action: { label: 'Set as default', onClick: () => void offerDefaultLogo(file) },
            });
          return true;
        } catch {
          return false;
        }
      },
    };
  });
  useEffect(() => () => void cover.flush(), [cover]);
  return cover;
}

export type CoverOps = ReturnType<typeof useCover>;
