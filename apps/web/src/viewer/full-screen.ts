import { createContext, use } from 'react';
import { shownTitle } from './asset-text.ts';
import type { Asset } from './types.ts';

/** One picture of the full-screen viewer: a page of a file, or a photo. */
export type Slide = {
  src: string;
  alt: string;
  width?: number;
  height?: number;
  /** The asset it belongs to, and its page (photos: 0). */
  assetId: number;
  page: number;
};

/** What the full-screen viewer pages through: the photos of the presentation, or one file's pages. */
export type SlideSet = { title: string; kind: 'page' | 'photo'; slides: Slide[] };

/** Originals every browser draws. GIF and SVG stay as they are (animation, sharpness); others are converted. */
const ORIGINAL_FIRST = /\.(gif|svg)$/i;
const BROWSER_IMAGES = /\.(jpe?g|png|webp|gif|svg|bmp)$/i;

/**
 * The picture of an image asset: the converted page (a 1600 px JPEG that every browser shows, where
 * the original may be HEIC or TIFF).
 */
export function imageSource(asset: Pick<Asset, 'file' | 'filename' | 'convertedFiles'>) {
  const name = asset.filename ?? asset.file ?? '';
  const original = asset.file && BROWSER_IMAGES.test(name) ? asset.file : null;
  if (original && ORIGINAL_FIRST.test(name)) return original;
  return asset.convertedFiles[0] ?? original;
}

/** The slides the viewer opens on for `asset`: its pages for a file, every photo for an image. */
export function slideSetOf(assets: Asset[], asset: Asset): SlideSet {
  if (asset.type === 'file') {
    const total = Math.max(asset.numberOfPages, asset.convertedFiles.length);
    return {
      title: shownTitle(asset) || asset.filename || 'Document',
      kind: 'page',
      slides: asset.convertedFiles.map((src, page) => {
        const [width, height] = asset.pageSizes[page] ?? asset.pageSizes[0] ?? [];
        return { src, alt: `Page ${page + 1} of ${total}`, width, height, assetId: asset.id, page };
      }),
    };
  }
  const slides: Slide[] = [];
  for (const photo of assets) {
    const src = photo.type === 'image' ? imageSource(photo) : null;
    if (!src) continue;
    const [width, height] = photo.pageSizes[0] ?? [];
    slides.push({ src, alt: shownTitle(photo) || 'Photo', width, height, assetId: photo.id, page: 0 });
  }
  return { title: 'Photos', kind: 'photo', slides };
}

/** Opens the full-screen viewer on a page of an asset (photos: page 0); null where there is none. */
export type OpenFullScreen = (asset: Asset, page: number) => void;

export const FullScreenContext = createContext<OpenFullScreen | null>(null);

/** The opener of the full-screen viewer around this asset, if the page offers one. */
export const useFullScreen = () => use(FullScreenContext);
