import { Maximize2, Minus, Plus } from 'lucide-react';
import { type KeyboardEvent, useRef, useState } from 'react';
import { cn } from '../ui/cn.ts';
import { pagesLandmark } from './landmark-names.ts';
import { ZOOM_MAX, ZOOM_MIN, zoomLabel } from './page-zoom.ts';
import type { Asset } from './types.ts';
import { usePageVisibility } from './use-page-visibility.ts';
import { useZoomPan } from './use-zoom-pan.ts';

export type PagedAsset = Pick<
  Asset,
  | 'title'
  | 'convertedFiles'
  | 'pageThumbnails'
  | 'pageSizes'
  | 'numberOfPages'
  | 'percentageUpload'
  | 'uploading'
  | 'jobStatus'
  | 'hasError'
>;

type PageViewerProps = {
  asset: PagedAsset;
  /** The section's name when the page has several of the same ('Pages of Brochure (2)'). */
  name?: string;
  /** Each page once, in any order, the first time a quarter of it is in view (spec §4, read as "never twice"). */
  onPageViewed?: (index: number) => void;
  /** Opens a page full screen (a tap on it, or the bar's button for the page in view). */
  onOpenPage?: (index: number) => void;
};

/** A US-letter page, for a page whose size is not known. */
const LETTER: readonly number[] = [1275, 1650];

/** Whether pages are still being made from the file. */
export const stillConverting = (asset: Pick<PagedAsset, 'uploading' | 'jobStatus' | 'hasError'>) =>
  !asset.hasError && (asset.uploading || asset.jobStatus === 'queued' || asset.jobStatus === 'converting');

const toolButton =
  'grid size-8 place-items-center rounded-full text-ink hover:bg-theme-lightest disabled:cursor-not-allowed disabled:opacity-40';

/**
 * The page images of a converted file, stacked at their own proportions (no shift as they load),
 * each fetched when a quarter of it comes within a screen of the view. A bar kept at the bottom of the
 * screen (app headers sit at the top) shows '3 of 12', the page most in view, and the zoom, 70% to
 * 400% in 10% steps; zoomed in, a drag pans.
 */
export function PageViewer({ asset, name, onPageViewed, onOpenPage }: PageViewerProps) {
  const pages = asset.convertedFiles;
  const total = Math.max(asset.numberOfPages, pages.length);
  const converting = stillConverting(asset);
  const box = useRef<HTMLDivElement>(null);
  const seen = usePageVisibility(pages.length, onPageViewed);
  const view = useZoomPan(box, () => seen.element(seen.current));

  function onKeyDown(event: KeyboardEvent) {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    const direction =
      event.key === '+' || event.key === '=' ? 1 : event.key === '-' ? -1 : event.key === '0' ? 0 : null;
    if (direction === null) return;
    event.preventDefault();
    view.zoomBy(direction);
  }

  if (!pages.length && !converting) return null;
  return (
    <section
      aria-label={name ?? pagesLandmark(asset.title)}
      className="flex flex-col gap-3"
      onKeyDown={onKeyDown}
    >
      <div
        ref={box}
        className={cn(
          'overflow-x-auto overscroll-x-contain rounded-xl border border-mist bg-paper p-2 wide:p-3',
          view.zoomed && (view.dragging ? 'cursor-grabbing select-none' : 'cursor-grab'),
        )}
        {...view.pan}
      >
        <div className="mx-auto flex flex-col gap-3" style={{ width: zoomLabel(view.zoom) }}>
          {pages.map((src, index) => {
            const [width, height] = asset.pageSizes[index] ?? asset.pageSizes[0] ?? LETTER;
            return (
              <div
                // biome-ignore lint/suspicious/noArrayIndexKey: pages are only ever appended; the index is the page.
                key={index}
                data-page={index}
                ref={seen.register(index)}
                className="relative w-full overflow-hidden rounded-lg bg-white shadow-sm ring-1 ring-mist"
                style={{ aspectRatio: `${width} / ${height}` }}
              >
                {seen.loaded.has(index) && (
                  <PageImage
                    src={src}
                    thumbnail={asset.pageThumbnails[index]}
                    alt={`Page ${index + 1} of ${total}`}
                    width={width!}
                    height={height!}
                  />
                )}
                {onOpenPage && !view.zoomed && (
                  // Out of the tab order: the bar's full-screen button opens the page in view by keyboard.
                  <button
                    type="button"
                    tabIndex={-1}
                    aria-label={`View page ${index + 1} full screen`}
                    onClick={() => onOpenPage(index)}
                    className="absolute inset-0 cursor-zoom-in"
                  />
                )}
              </div>
            );
          })}
        </div>
      </div>
      {converting && (
        <div className="flex flex-col items-center gap-2 py-2 text-sm text-muted" role="status">
          <span className="tabular-nums">Converting… {Math.round(asset.percentageUpload)}%</span>
          <span className="h-1.5 w-40 overflow-hidden rounded-full bg-theme-lightest">
            <span
              className="block h-full rounded-full bg-theme transition-[width] duration-300"
              style={{ width: `${Math.min(100, Math.max(0, asset.percentageUpload))}%` }}
            />
          </span>
        </div>
      )}
      {pages.length > 0 && (
        <div className="sticky bottom-[var(--viewer-sticky-bottom,1rem)] z-10 flex justify-center">
          <div className="flex items-center gap-1 rounded-full border border-mist bg-white/95 px-1.5 py-1 text-sm shadow-md backdrop-blur">
            <button
              type="button"
              className={toolButton}
              aria-label="Zoom out"
              disabled={view.zoom <= ZOOM_MIN}
              onClick={() => view.zoomBy(-1)}
            >
              <Minus className="size-4" aria-hidden />
            </button>
            <button
              type="button"
              className="h-8 min-w-14 rounded-full px-2 font-medium text-ink tabular-nums hover:bg-theme-lightest"
              aria-label={`Zoom ${zoomLabel(view.zoom)}, reset to 100%`}
              title="Reset zoom"
              onClick={() => view.zoomBy(0)}
            >
              {zoomLabel(view.zoom)}
            </button>
            <button
              type="button"
              className={toolButton}
              aria-label="Zoom in"
              disabled={view.zoom >= ZOOM_MAX}
              onClick={() => view.zoomBy(1)}
            >
              <Plus className="size-4" aria-hidden />
            </button>
            <span aria-hidden className="mx-1 h-5 w-px bg-mist" />
            <span className="px-2 text-muted tabular-nums" data-testid="page-indicator">
              {seen.current + 1} of {total}
            </span>
            {onOpenPage && (
              <button
                type="button"
                className={toolButton}
                aria-label="Full screen"
                title="Full screen"
                onClick={() => onOpenPage(seen.current)}
              >
                <Maximize2 className="size-4" aria-hidden />
              </button>
            )}
          </div>
        </div>
      )}
    </section>
  );
}

/** One page: its small thumbnail at once (blurred), the full image over it once it has arrived. */
function PageImage(props: { src: string; thumbnail?: string; alt: string; width: number; height: number }) {
  const [ready, setReady] = useState(false);
  return (
    <>
      {props.thumbnail && !ready && (
        <img src={props.thumbnail} alt="" aria-hidden className="absolute inset-0 size-full blur-[2px]" />
      )}
      <img
        src={props.src}
        alt={props.alt}
        width={props.width}
        height={props.height}
        draggable={false}
        decoding="async"
        onLoad={() => setReady(true)}
        className={cn('absolute inset-0 size-full transition-opacity', ready ? 'opacity-100' : 'opacity-0')}
      />
    </>
  );
}
