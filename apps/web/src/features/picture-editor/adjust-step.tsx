import { useId } from 'react';
import type { Area } from 'react-easy-crop';
import { Button } from '../../ui/button.tsx';
import type { Adjustment } from './adjustment.ts';
import { CropStage } from './crop-stage.tsx';
import { ShapeChoice } from './shape-choice.tsx';
import { StepHeading } from './step-heading.tsx';
import { ZoomSlider } from './zoom-slider.tsx';

type AdjustStepProps = {
  url: string | null;
  label: string;
  squareOnly: boolean;
  adjustment: Adjustment;
  onAdjust: (change: Partial<Adjustment>) => void;
  onArea: (area: Area) => void;
  /** Whether the cropped area is known, so Next can render it. */
  ready: boolean;
  rendering: boolean;
  onCancel: () => void;
  onNext: () => void;
};

/** Step 1 'Adjust {label}': zoom and pan, the ratio unless only squares are allowed, then Next. */
export function AdjustStep(props: AdjustStepProps) {
  const { label, squareOnly, adjustment, onAdjust } = props;
  const hintId = useId();
  return (
    <div className="flex flex-col gap-5">
      <StepHeading step={1} title={`Adjust ${label}`} />
      <CropStage
        url={props.url}
        label={label}
        adjustment={adjustment}
        onAdjust={onAdjust}
        onArea={props.onArea}
        hintId={hintId}
      />
      <p id={hintId} className="-mt-2 text-center text-sm text-muted">
        Drag the image, or focus it and use the arrow keys.
      </p>
      {!squareOnly && (
        <ShapeChoice value={adjustment.shape} onChange={(shape) => onAdjust({ shape, panHint: false })} />
      )}
      <ZoomSlider value={adjustment.zoom} onChange={(zoom) => onAdjust({ zoom, panHint: false })} />
      <div className="flex justify-end gap-2">
        <Button variant="ghost" onClick={props.onCancel}>
          Cancel
        </Button>
        <Button onClick={props.onNext} disabled={!props.ready} loading={props.rendering}>
          Next
        </Button>
      </div>
    </div>
  );
}
