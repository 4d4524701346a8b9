import { THUMBNAIL_TEXTS } from '@folio/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isTokenNotValid } from '../../../lib/api.ts';
import { firstMessage } from '../../../lib/errors.ts';
import { notify } from '../../../lib/notify.ts';
import { assetCalls, editorKeys, type ThumbnailChoice, type ThumbnailUpload } from '../api.ts';
import type { Asset, EditorAsset, EditorPresentation } from '../types.ts';
import { withThumbnailOf } from './thumbnail-cache.ts';

/** The thumbnail choices of one asset: upload (cropped), a page, the website's screenshot, back to original. */
export function useThumbnailActions(asset: EditorAsset) {
  const queryClient = useQueryClient();
  const { presentationId, id } = asset;
  const store = (answer: Asset) =>
    queryClient.setQueryData<EditorPresentation>(
      editorKeys.presentation(presentationId),
      (old) =>
        old && { ...old, assets: old.assets.map((a) => (a.id === id ? withThumbnailOf(a, answer) : a)) },
    );
  const onError = (error: unknown) => {
    if (!isTokenNotValid(error)) notify.error(firstMessage(error));
  };
  const upload = useMutation({
    mutationFn: (files: ThumbnailUpload) => assetCalls.uploadThumbnail(presentationId, id, files),
    onSuccess: (answer) => {
      store(answer);
      notify.success(THUMBNAIL_TEXTS.applied);
    },
    onError,
  });
  const choose = useMutation({
    mutationFn: (choice: ThumbnailChoice) => assetCalls.chooseThumbnail(presentationId, id, choice),
    onSuccess: (answer, choice) => {
      store(answer);
      if ('thumbnailIsOriginal' in choice) notify.success(THUMBNAIL_TEXTS.restored);
      else if (answer.jobThumbnailStatus === 'queued') notify.message(THUMBNAIL_TEXTS.screenshotQueued);
      else notify.success(THUMBNAIL_TEXTS.applied);
    },
    onError,
  });
  return { upload, choose, busy: upload.isPending || choose.isPending };
}
