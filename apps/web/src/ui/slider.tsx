import { Slider as RadixSlider } from 'radix-ui';
import { cn } from './cn.ts';

type SliderProps = {
  value: number;
  onChange: (value: number) => void;
  min: number;
  max: number;
  step?: number;
  /** Names the thumb for screen readers (the visible label's id). */
  labelledBy: string;
  /** What screen readers say for the value, e.g. '5 members'. */
  valueText?: string;
  className?: string;
};

/** One value on a track, on Radix: arrows, Page Up/Down, Home and End move it. */
export function Slider({
  value,
  onChange,
  min,
  max,
  step = 1,
  labelledBy,
  valueText,
  className,
}: SliderProps) {
  return (
    <RadixSlider.Root
      value={[value]}
      onValueChange={([next]) => next !== undefined && onChange(next)}
      min={min}
      max={max}
      step={step}
      className={cn('relative flex h-10 w-full touch-none items-center select-none', className)}
    >
      <RadixSlider.Track className="relative h-2 grow rounded-full bg-mist">
        <RadixSlider.Range className="absolute h-full rounded-full bg-theme" />
      </RadixSlider.Track>
      <RadixSlider.Thumb
        aria-labelledby={labelledBy}
        aria-valuetext={valueText}
        className="block size-6 rounded-full border-2 border-theme bg-white shadow focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
      />
    </RadixSlider.Root>
  );
}
