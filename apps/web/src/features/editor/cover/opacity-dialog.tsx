import { DEFAULT_BACKGROUND_OPACITY } from '@folio/shared';
import { Slider } from 'radix-ui';
import { useState } from 'react';
import { Button } from '../../../ui/button.tsx';
import { Dialog } from '../../../ui/dialog.tsx';
import { headerStyle } from '../../../viewer/header-style.ts';
import type { EditorPresentation } from '../types.ts';

type OpacityDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  presentation: Pick<EditorPresentation, 'background' | 'backgroundColor' | 'backgroundOpacity'>;
  onChange: (opacity: number) => void;
};

const round = (value: number) => Math.round(value * 10) / 10;

/** The background-opacity slider (0 to 1, step 0.1) with Cancel, reset and Change (spec §2, §5). */
export function OpacityDialog({ open, onOpenChange, presentation, onChange }: OpacityDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Header opacity"
      description="How dark the gradient over the header image is. It fades by 0.4 towards the top."
    >
      {open && (
        <OpacityForm
          initial={presentation.backgroundOpacity}
          presentation={presentation}
          onCancel={() => onOpenChange(false)}
          onChange={(value) => {
            onChange(value);
            onOpenChange(false);
          }}
        />
      )}
    </Dialog>
  );
}

function OpacityForm({
  initial,
  presentation,
  onCancel,
  onChange,
}: {
  initial: number;
  presentation: OpacityDialogProps['presentation'];
  onCancel: () => void;
  onChange: (value: number) => void;
}) {
  const [value, setValue] = useState(initial);
  const { style } = headerStyle({ ...presentation, backgroundOpacity: value });
  return (
    <div className="flex flex-col gap-6">
      <div data-testid="opacity-preview" style={style} className="h-28 rounded-xl ring-1 ring-mist" />
      <div className="flex items-center gap-4">
        <Slider.Root
          min={0}
          max={1}
          step={0.1}
          value={[value]}
          onValueChange={([next]) => setValue(round(next ?? value))}
          className="relative flex h-6 flex-1 touch-none items-center select-none"
        >
          <Slider.Track className="relative h-1.5 flex-1 rounded-full bg-mist">
            <Slider.Range className="absolute h-full rounded-full bg-theme" />
          </Slider.Track>
          <Slider.Thumb
            aria-label="Opacity"
            className="block size-5 rounded-full border-2 border-theme bg-white shadow focus-visible:outline-2 focus-visible:outline-accent"
          />
        </Slider.Root>
        <output className="w-8 text-right font-mono text-sm text-ink" aria-live="polite">
          {value.toFixed(1)}
        </output>
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
        <Button variant="secondary" onClick={() => setValue(DEFAULT_BACKGROUND_OPACITY)}>
          Reset
        </Button>
        <Button onClick={() => onChange(value)}>Change</Button>
      </div>
    </div>
  );
}
