import { SlidersHorizontal, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { DEFAULT_THEME_COLOR } from '../../../lib/theme.ts';
import { Button } from '../../../ui/button.tsx';
import { cn } from '../../../ui/cn.ts';
import { headerStyle } from '../../../viewer/header-style.ts';
import { ColorField } from '../color-field.tsx';
import type { EditorPresentation } from '../types.ts';
import type { CoverOps } from '../use-cover.ts';
import { ImageUploadButton } from './image-upload-button.tsx';
import { OpacityDialog } from './opacity-dialog.tsx';

type Mode = 'image' | 'color';
const MODES: { value: Mode; label: string }[] = [
  { value: 'image', label: 'Image' },
  { value: 'color', label: 'Colour' },
];

/** The header behind the title: an image under its gradient (with the opacity dialog), or a colour. */
export function HeaderField({ presentation, cover }: { presentation: EditorPresentation; cover: CoverOps }) {
  const name = useId();
  const [mode, setMode] = useState<Mode>(presentation.background ? 'image' : 'color');
  const [color, setColor] = useState(presentation.backgroundColor);
  const [opacityOpen, setOpacityOpen] = useState(false);
  const { style } = headerStyle(presentation);

  function pickColor(value: string | null) {
    setColor(value);
    // The header is an image or a colour: choosing a colour lets go of the image.
    cover.set({ backgroundColor: value, ...(value && presentation.background && { background: null }) });
  }

  return (
    <fieldset className="flex flex-col gap-4">
      <legend className="mb-2 text-sm font-medium text-ink">Header</legend>
      <div
        className="inline-flex self-start rounded-lg border border-mist p-1"
        role="radiogroup"
        aria-label="Header style"
      >
        {MODES.map((option) => (
          <label
            key={option.value}
            className={cn(
              'cursor-pointer rounded-md px-4 py-1.5 text-sm font-medium text-ink',
              'focus-within:outline-2 focus-within:outline-accent has-checked:bg-theme has-checked:text-white',
            )}
          >
            <input
              type="radio"
              name={name}
              className="sr-only"
              checked={mode === option.value}
              onChange={() => setMode(option.value)}
            />
            {option.label}
          </label>
        ))}
      </div>
      <div data-testid="header-preview" style={style} className="h-24 rounded-xl ring-1 ring-mist" />
      {mode === 'image' ? (
        <div className="flex flex-col gap-2">
          <div className="flex flex-wrap items-center gap-2">
            <ImageUploadButton
              label={presentation.background ? 'Replace image' : 'Upload image'}
              editorLabel="header image"
              onFile={(file, credit) => cover.upload('background', file, credit)}
            />
            {presentation.background && (
              <>
                <Button variant="secondary" size="sm" onClick={() => setOpacityOpen(true)}>
                  <SlidersHorizontal className="size-4" aria-hidden />
                  Opacity {presentation.backgroundOpacity.toFixed(1)}
                </Button>
                <Button variant="ghost" size="sm" onClick={() => cover.commit({ background: null })}>
                  <Trash2 className="size-4" aria-hidden />
                  Remove
                </Button>
              </>
            )}
          </div>
          <p className="text-sm text-muted">
            JPG, PNG, BMP or WebP, up to 10 MB. A gradient keeps the title readable.
          </p>
        </div>
      ) : (
        <div className="flex flex-col gap-2">
          <ColorField
            label="Header colour"
            value={color}
            fallback={DEFAULT_THEME_COLOR}
            onChange={pickColor}
            onClear={() => pickColor(null)}
          />
          {presentation.background && (
            <p className="text-sm text-muted">Choosing a colour replaces the header image.</p>
          )}
        </div>
      )}
      <OpacityDialog
        open={opacityOpen}
        onOpenChange={setOpacityOpen}
        presentation={presentation}
        onChange={(backgroundOpacity) => cover.commit({ backgroundOpacity })}
      />
    </fieldset>
  );
}
