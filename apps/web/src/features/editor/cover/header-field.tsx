import { SlidersHorizontal, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { DEFAULT_THEME_COLOR } from '../../../lib/theme.ts';
import { Button } from '../../../ui/button.tsx';
import { headerStyle } from '../../../viewer/header-style.ts';
import { ColorField } from '../color-field.tsx';
import type { EditorPresentation } from '../types.ts';
import type { CoverOps } from '../use-cover.ts';
import { ImageUploadButton } from './image-upload-button.tsx';
import { OpacityDialog } from './opacity-dialog.tsx';
import { SegmentedChoice } from './segmented-choice.tsx';

type Mode = 'image' | 'color';
const MODES: readonly { value: Mode; label: string }[] = [
  { value: 'image', label: 'Image' },
  { value: 'color', label: 'Colour' },
];

/** The header behind the title: an image under its gradient (with the opacity dialog), or a colour. */
export function HeaderField({ presentation, cover }: { presentation: EditorPresentation; cover: CoverOps }) {
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
      <SegmentedChoice label="Header style" options={MODES} value={mode} onChange={setMode} />
      <div data-testid="header-preview" style={style} className="h-24 rounded-xl ring-1 ring-mist" />
      {mode === 'image' ? (
        <div className="flex flex-col gap-2">
          <div className="flex flex-wrap items-center gap-2">
            <ImageUploadButton
              label={presentation.background ? 'Replace image' : 'Upload image'}
              editorLabel="header image"
              refuseBlank
              onFile={(cropped, credit, { original, meta }) =>
                cover.upload('background', original, {
                  ...credit,
                  backgroundCropped: cropped,
                  backgroundMeta: JSON.stringify(meta),
                })
              }
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
