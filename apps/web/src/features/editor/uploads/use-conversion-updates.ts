import type {
  AssetConvertedMessage,
  AssetFailedMessage,
  AssetProgressMessage,
  AssetSummarizerMessage,
  AssetThumbnailMessage,
} from '@folio/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { notify } from '../../../lib/notify.ts';
import { useSocketMessage } from '../../../lib/use-socket-message.ts';
import { assetCalls, editorKeys } from '../api.ts';
import { applySummary } from '../summarizer/summary-cache.ts';
import { withThumbnailOf } from '../thumbnails/thumbnail-cache.ts';
import type { EditorAsset, EditorPresentation } from '../types.ts';
import {
  applyConverted,
  applyConvertedFiles,
  applyFailed,
  applyProgress,
  isConverting,
} from './conversion-cache.ts';

/** How often converting assets are looked at, and how long one may go unheard before it is read. */
const CHECK_MS = 3000;
const QUIET_MS = 6000;

/** Patches one asset of the cached presentation in place; true when the asset is there. */
function patcher(queryClient: ReturnType<typeof useQueryClient>, presentationId: number) {
  const key = editorKeys.presentation(presentationId);
  return {
    assets: () => queryClient.getQueryData<EditorPresentation>(key)?.assets ?? [],
    patch(assetId: number, change: (asset: EditorAsset) => EditorAsset) {
      let found = false;
      queryClient.setQueryData<EditorPresentation>(key, (old) => {
        if (!old?.assets.some((a) => a.id === assetId)) return old;
        found = true;
        return { ...old, assets: old.assets.map((a) => (a.id === assetId ? change(a) : a)) };
      });
      return found;
    },
  };
}

/**
 * Keeps the conversion (and the summary) of this presentation's assets live in the editor's cache, from
 * the socket's messages, without refetching the presentation. Missed pages (socket away, messages that arrived
 * before the asset was created) are caught up from GET …/converted, as is any converting asset not
 * heard of for a while. A message about an asset not in the list is ignored.
 */
export function useConversionUpdates(presentationId: number) {
  const queryClient = useQueryClient();
  const [state] = useState(() => {
    const cache = patcher(queryClient, presentationId);
    const heard = new Map<number, number>();
    const reading = new Set<number>();
    async function catchUp(assetId: number) {
      if (reading.has(assetId)) return;
      reading.add(assetId);
      try {
        const converted = await assetCalls.converted(presentationId, assetId);
        cache.patch(assetId, (asset) => applyConvertedFiles(asset, converted));
      } catch {
        // The next check tries again; a deleted asset is simply gone from the list.
      } finally {
        reading.delete(assetId);
        heard.set(assetId, Date.now());
      }
    }
    return { cache, heard, catchUp };
  });
  const { cache, heard, catchUp } = state;
  const ours = (message: { presentationId: number }) => message.presentationId === presentationId;

  useSocketMessage<AssetProgressMessage>('asset.progress', (message) => {
    if (!ours(message)) return;
    heard.set(message.assetId, Date.now());
    let gap = false;
    cache.patch(message.assetId, (asset) => {
      const result = applyProgress(asset, message);
      gap = result.gap;
      return result.asset;
    });
    if (gap) void catchUp(message.assetId);
  });
  useSocketMessage<AssetConvertedMessage>('asset.converted', (message) => {
    if (!ours(message)) return;
    heard.set(message.assetId, Date.now());
    let missing = false;
    cache.patch(message.assetId, (asset) => {
      missing = asset.convertedFiles.length < message.numberOfPages;
      return applyConverted(asset, message);
    });
    if (missing) void catchUp(message.assetId);
  });
  useSocketMessage<AssetFailedMessage>('asset.failed', (message) => {
    if (!ours(message)) return;
    heard.set(message.assetId, Date.now());
    cache.patch(message.assetId, (asset) => applyFailed(asset, message));
  });
  useSocketMessage<AssetSummarizerMessage>('asset.summarizer', (message) => {
    if (ours(message)) cache.patch(message.assetId, (asset) => applySummary(asset, message.asset));
  });
  useSocketMessage<AssetThumbnailMessage>('asset.thumbnail', (message) => {
    if (!ours(message) || !cache.patch(message.assetId, (asset) => withThumbnailOf(asset, message.asset)))
      return;
    if (message.status === 'failed' && message.error) notify.error(message.error);
  });

  useEffect(() => {
    const timer = setInterval(() => {
      const now = Date.now();
      for (const asset of cache.assets())
        if (asset.id > 0 && isConverting(asset) && now - (heard.get(asset.id) ?? 0) > QUIET_MS)
          void catchUp(asset.id);
    }, CHECK_MS);
    return () => clearInterval(timer);
  }, [cache, heard, catchUp]);
}
