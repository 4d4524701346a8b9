import { ZoomIn, ZoomOut } from 'lucide-react';
import { Slider } from 'radix-ui';
import { toZoomStep, ZOOM } from './frames.ts';

/** The zoom slider, 0.1 to 2.5 in steps of 0.01 (spec §9), with the value beside it. */
export function ZoomSlider({ value, onChange }: { value: number; onChange: (zoom: number) => void }) {
  return (
    <div className="flex items-center gap-3">
      <ZoomOut className="size-4 shrink-0 text-muted" aria-hidden />
      <Slider.Root
        min={ZOOM.min}
        max={ZOOM.max}
        step={ZOOM.step}
        value={[value]}
        onValueChange={([next]) => next !== undefined && onChange(toZoomStep(next))}
        className="relative flex h-6 flex-1 touch-none items-center select-none"
      >
        <Slider.Track className="relative h-1.5 flex-1 rounded-full bg-mist">
          <Slider.Range className="absolute h-full rounded-full bg-theme" />
        </Slider.Track>
        <Slider.Thumb
          aria-label="Zoom"
          className="block size-5 rounded-full border-2 border-theme bg-white shadow focus-visible:outline-2 focus-visible:outline-accent"
        />
      </Slider.Root>
      <ZoomIn className="size-4 shrink-0 text-muted" aria-hidden />
      <output className="w-12 text-right font-mono text-sm text-ink">{value.toFixed(2)}×</output>
    </div>
  );
}
