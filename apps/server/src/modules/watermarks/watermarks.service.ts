import { createHash } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import { notFound } from '../../platform/errors.ts';
import type { Renditions } from '../../platform/storage/renditions.routes.ts';
import type { BlobStore } from '../../platform/storage/storage.ts';
import { createWatermarkCache } from './watermark-cache.ts';
import { createWatermarkDrawer } from './watermark-image.ts';
import { createWatermarkViewers, type WatermarkViewer } from './watermark-viewers.ts';
import type { WatermarkSettings } from './watermarks.config.ts';

type Deps = {
  db: Db;
  clock: Clock;
  store: BlobStore;
  renditions: Renditions;
  settings: WatermarkSettings;
};

/** What a watermarked link's pages are drawn with. */
export type WatermarkedLink = {
  id: number;
  name: string;
  watermarkOpacity: number;
  ownerId: number;
  ownerEmail: string;
};

/** How long who a binding names is remembered (a session's e-mail or name may still be given). */
const VIEWER_MEMO_MS = 60_000;
const MAX_VIEWERS = 10_000;

/**
 * Burned-in watermarks (issue 18): a watermarked link's page images, thumbnails and covers are drawn
 * for each viewer with who they are, the day their view began and the link's name, on first request,
 * and kept in a bounded cache per viewer and image.
 */
export function createWatermarks({ db, clock, store, renditions, settings }: Deps) {
  const viewers = createWatermarkViewers(db);
  const drawer = createWatermarkDrawer(settings.fontFile);
  const cache = createWatermarkCache(settings.cacheDir, settings.cacheBytes);
  const memo = new Map<string, { viewer: Promise<WatermarkViewer | null>; until: number }>();

  function viewerOf(link: WatermarkedLink, binding: string) {
    const now = clock.now();
    const key = `${link.id} ${binding}`;
    const hit = memo.get(key);
    if (hit && hit.until > now.getTime()) return hit.viewer;
    if (hit) memo.delete(key);
    else if (memo.size >= MAX_VIEWERS) memo.delete(memo.keys().next().value!);
    const viewer = viewers.find(link, binding, now);
    memo.set(key, { viewer, until: now.getTime() + VIEWER_MEMO_MS });
    viewer.catch(() => memo.delete(key));
    return viewer;
  }

  return {
    /**
     * The stored image `key` (at `width` when given: a page's smaller copy) with the watermark of the view
     * session `binding` names on this link, as a JPEG; null when it names none (nothing is drawn for a
     * stranger, and nothing unmarked is ever answered).
     */
    async image(link: WatermarkedLink, binding: string, key: string, width?: number) {
      const viewer = await viewerOf(link, binding);
      if (!viewer) return null;
      const text = [viewer.label, viewer.since.toISOString().slice(0, 10), link.name].join(' · ');
      const opacity = link.watermarkOpacity;
      const cacheKey = createHash('sha256')
        .update(JSON.stringify([link.id, viewer.key, text, opacity, key, width ?? null]))
        .digest('hex')
        .slice(0, 40);
      return cache.get(cacheKey, async () => {
        const source = width === undefined ? key : await renditions.ensure(key, width);
        const file = await store.get(source);
        if (!file) throw notFound();
        return drawer.draw(await buffer(file.stream), { text, opacity });
      });
    },
  };
}

export type Watermarks = ReturnType<typeof createWatermarks>;
