import { ChevronLeft, ChevronRight, Minus, Plus, X } from 'lucide-react';
import { Dialog as RadixDialog } from 'radix-ui';
import { type KeyboardEvent, useEffect } from 'react';
import { cn } from '../ui/cn.ts';
import type { SlideSet } from './full-screen.ts';
import { zoomLabel } from './page-zoom.ts';
import { FULL_SCREEN_MAX_ZOOM, useSwipeZoom } from './use-swipe-zoom.ts';

type FullScreenViewerProps = {
  set: SlideSet;
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
};

const roundButton =
  'grid size-11 place-items-center rounded-full bg-white/10 text-white hover:bg-white/20 focus-visible:outline-2 focus-visible:outline-white disabled:opacity-30';

/**
 * Pages or photos on a dark, full screen: a swipe, the arrow keys or the side buttons go from one to
 * the next; pinching, ctrl+wheel, +/- and the bar zoom; Escape or the close button leave.
 */
export function FullScreenViewer({ set, index, onIndexChange, onClose }: FullScreenViewerProps) {
  const count = set.slides.length;
  const slide = set.slides[index];
  const go = (direction: 1 | -1) => {
    const next = index + direction;
    if (next >= 0 && next < count) onIndexChange(next);
  };
  const gestures = useSwipeZoom(go);
  const { reset } = gestures;
  // A new slide starts whole; the next one is fetched while this one is looked at.
  useEffect(() => {
    reset();
    const next = set.slides[index + 1];
    if (next) new Image().src = next.src;
  }, [index, set, reset]);

  function onKeyDown(event: KeyboardEvent) {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    const zoomStep = { '+': 0.5, '=': 0.5, '-': -0.5 }[event.key];
    if (event.key === 'ArrowRight') go(1);
    else if (event.key === 'ArrowLeft') go(-1);
    else if (zoomStep) gestures.setZoom(gestures.zoom + zoomStep);
    else if (event.key === '0') gestures.setZoom(1);
    else return;
    event.preventDefault();
  }

  const noun = set.kind === 'page' ? 'page' : 'photo';
  const { offset, zoom, swipe } = gestures;
  return (
    <RadixDialog.Root open onOpenChange={(open) => !open && onClose()}>
      <RadixDialog.Portal>
        <RadixDialog.Content
          aria-describedby={undefined}
          onKeyDown={onKeyDown}
          data-testid="full-screen-viewer"
          className="fixed inset-0 z-50 flex flex-col bg-black pt-[env(safe-area-inset-top)] pr-[env(safe-area-inset-right)] pb-[env(safe-area-inset-bottom)] pl-[env(safe-area-inset-left)] text-white outline-none"
        >
          <div className="flex h-14 shrink-0 items-center gap-3 px-3">
            <RadixDialog.Title className="min-w-0 flex-1 truncate font-semibold">
              {set.title}
            </RadixDialog.Title>
            <p className="tabular-nums text-white/80" aria-live="polite" data-testid="full-screen-indicator">
              {index + 1} of {count}
            </p>
            <RadixDialog.Close aria-label="Close" className={roundButton}>
              <X className="size-5" aria-hidden />
            </RadixDialog.Close>
          </div>
          <div
            className="relative grid min-h-0 flex-1 touch-none place-items-center overflow-hidden select-none"
            data-testid="full-screen-stage"
            {...gestures.handlers}
          >
            {slide && (
              <img
                key={slide.src}
                src={slide.src}
                alt={slide.alt}
                width={slide.width}
                height={slide.height}
                draggable={false}
                className="max-h-full max-w-full object-contain"
                style={{
                  transform: `translate(${offset.x + swipe}px, ${offset.y}px) scale(${zoom})`,
                  transition: swipe || zoom !== 1 ? 'none' : 'transform 150ms ease-out',
                }}
              />
            )}
            <button
              type="button"
              aria-label={`Previous ${noun}`}
              disabled={index === 0}
              onClick={() => go(-1)}
              onPointerDown={(event) => event.stopPropagation()}
              className={cn(roundButton, 'absolute left-2 small:hidden')}
            >
              <ChevronLeft className="size-6" aria-hidden />
            </button>
            <button
              type="button"
              aria-label={`Next ${noun}`}
              disabled={index >= count - 1}
              onClick={() => go(1)}
              onPointerDown={(event) => event.stopPropagation()}
              className={cn(roundButton, 'absolute right-2 small:hidden')}
            >
              <ChevronRight className="size-6" aria-hidden />
            </button>
          </div>
          <div className="flex h-16 shrink-0 items-center justify-center gap-2">
            <button
              type="button"
              aria-label={`Previous ${noun}`}
              disabled={index === 0}
              onClick={() => go(-1)}
              className={cn(roundButton, 'wide:hidden')}
            >
              <ChevronLeft className="size-6" aria-hidden />
            </button>
            <button
              type="button"
              aria-label="Zoom out"
              disabled={zoom <= 1}
              onClick={() => gestures.setZoom(zoom - 0.5)}
              className={roundButton}
            >
              <Minus className="size-5" aria-hidden />
            </button>
            <button
              type="button"
              aria-label={`Zoom ${zoomLabel(zoom)}, reset to 100%`}
              onClick={() => gestures.setZoom(1)}
              className="h-11 min-w-16 rounded-full px-2 font-medium tabular-nums hover:bg-white/10"
            >
              {zoomLabel(zoom)}
            </button>
            <button
              type="button"
              aria-label="Zoom in"
              disabled={zoom >= FULL_SCREEN_MAX_ZOOM}
              onClick={() => gestures.setZoom(zoom + 0.5)}
              className={roundButton}
            >
              <Plus className="size-5" aria-hidden />
            </button>
            <button
              type="button"
              aria-label={`Next ${noun}`}
              disabled={index >= count - 1}
              onClick={() => go(1)}
              className={cn(roundButton, 'wide:hidden')}
            >
              <ChevronRight className="size-6" aria-hidden />
            </button>
          </div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
