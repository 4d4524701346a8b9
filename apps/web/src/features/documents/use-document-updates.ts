import type { AssetConvertedMessage, AssetFailedMessage, AssetProgressMessage } from '@folio/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSocketMessage } from '../../lib/use-socket-message.ts';
import { documentCalls, documentKeys, patchDocument } from './api.ts';
import { applyConverted, applyFailed, applyProgress, applyStats } from './conversion.ts';

/** How often documents still converting are read again (POST /document/stats), socket or not. */
export const STATS_REFRESH_MS = 5000;

/**
 * Keeps the cached documents live from the socket's conversion messages: progress and pages as they
 * come, then the whole document read again once it is converted (pages missed while away included).
 */
export function useDocumentUpdates() {
  const queryClient = useQueryClient();
  useSocketMessage<AssetProgressMessage>('asset.progress', (message) =>
    patchDocument(queryClient, message.presentationId, (doc) => applyProgress(doc, message)),
  );
  useSocketMessage<AssetConvertedMessage>('asset.converted', (message) => {
    patchDocument(queryClient, message.presentationId, (doc) => applyConverted(doc, message));
    void queryClient.invalidateQueries({ queryKey: documentKeys.detail(message.presentationId) });
  });
  useSocketMessage<AssetFailedMessage>('asset.failed', (message) =>
    patchDocument(queryClient, message.presentationId, (doc) => applyFailed(doc, message)),
  );
}

/** Reads the stats of the listed documents that are still converting, every few seconds, until none is. */
export function useConvertingStats(ids: number[]) {
  const queryClient = useQueryClient();
  useQuery({
    queryKey: [...documentKeys.all, 'stats', ids],
    queryFn: async () => {
      const { results } = await documentCalls.stats(ids);
      for (const stats of results) patchDocument(queryClient, stats.id, (doc) => applyStats(doc, stats));
      return results;
    },
    enabled: ids.length > 0,
    refetchInterval: STATS_REFRESH_MS,
    staleTime: STATS_REFRESH_MS,
  });
}
