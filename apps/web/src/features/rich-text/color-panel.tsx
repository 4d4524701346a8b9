import type { Editor } from '@tiptap/react';
import { useId } from 'react';
import { Button } from '../../ui/button.tsx';

/** The theme colour, the brand accents of spec §9 and a few plain colours. */
export const TEXT_COLORS = [
  { value: '#1f2a36', name: 'Ink' },
  { value: '#5b6776', name: 'Slate' },
  { value: '#34495e', name: 'Theme' },
  { value: '#e82f72', name: 'Pink' },
  { value: '#d2d7e0', name: 'Mist' },
  { value: '#c0263d', name: 'Red' },
  { value: '#d97706', name: 'Orange' },
  { value: '#1f7a4d', name: 'Green' },
  { value: '#1d4ed8', name: 'Blue' },
  { value: '#7c3aed', name: 'Purple' },
] as const;

/** Text colour: a swatch, any colour from the picker, or back to the default. */
export function ColorPanel({
  editor,
  current,
  onDone,
}: {
  editor: Editor;
  current: string | null;
  onDone: () => void;
}) {
  const id = useId();
  const apply = (color: string) => editor.chain().focus().setColor(color).run();
  return (
    <div className="flex flex-col gap-3">
      <div className="grid grid-cols-5 gap-2">
        {TEXT_COLORS.map((color) => (
          <button
            key={color.value}
            type="button"
            aria-label={color.name}
            title={color.name}
            aria-pressed={current === color.value}
            onClick={() => {
              apply(color.value);
              onDone();
            }}
            className="size-9 rounded-full border border-mist aria-pressed:ring-2 aria-pressed:ring-theme aria-pressed:ring-offset-2"
            style={{ backgroundColor: color.value }}
          />
        ))}
      </div>
      <div className="flex items-center justify-between gap-2">
        <label htmlFor={id} className="flex items-center gap-2 text-sm text-ink">
          <input
            id={id}
            type="color"
            value={current ?? '#1f2a36'}
            onChange={(event) => apply(event.target.value)}
            className="h-9 w-12 cursor-pointer rounded-md border border-mist bg-white p-1"
          />
          Custom colour
        </label>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => {
            editor.chain().focus().unsetColor().run();
            onDone();
          }}
        >
          Default
        </Button>
      </div>
    </div>
  );
}
