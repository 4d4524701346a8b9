import { RectangleHorizontal, Square } from 'lucide-react';
import { useId } from 'react';
import { cn } from '../../ui/cn.ts';
import { SHAPES, type Shape } from './frames.ts';

const ICONS = { square: Square, rectangle: RectangleHorizontal };

/** The aspect buttons '1 : 1' and '3 : 2'. */
export function ShapeChoice({ value, onChange }: { value: Shape; onChange: (shape: Shape) => void }) {
  const name = useId();
  return (
    <div
      className="inline-flex self-center rounded-lg border border-mist p-1"
      role="radiogroup"
      aria-label="Ratio"
    >
      {SHAPES.map((option) => {
        const Icon = ICONS[option.value];
        return (
          <label
            key={option.value}
            className={cn(
              'flex cursor-pointer items-center gap-2 rounded-md px-4 py-1.5 text-sm font-medium text-ink',
              'focus-within:outline-2 focus-within:outline-accent has-checked:bg-theme has-checked:text-white',
            )}
          >
            <input
              type="radio"
              name={name}
              className="sr-only"
              checked={value === option.value}
              onChange={() => onChange(option.value)}
            />
            <Icon className="size-4" aria-hidden />
            {option.label}
          </label>
        );
      })}
    </div>
  );
}
