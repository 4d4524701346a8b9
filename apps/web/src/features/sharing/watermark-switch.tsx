import { WATERMARK_OPACITY_MAX, WATERMARK_OPACITY_MIN } from '@folio/shared';
import { useId } from 'react';
import { Slider } from '../../ui/slider.tsx';
import { ShareSwitch } from './share-switch.tsx';

type WatermarkSwitchProps = {
  checked: boolean;
  opacity: number;
  locked: boolean;
  onCheckedChange: (checked: boolean) => void;
  onOpacityChange: (opacity: number) => void;
};

/** The burned-in watermark setting (issue 18, premium) and, when on, its opacity. */
export function WatermarkSwitch({
  checked,
  opacity,
  locked,
  onCheckedChange,
  onOpacityChange,
}: WatermarkSwitchProps) {
  const labelId = useId();
  return (
    <ShareSwitch
      label="Watermark"
      tooltip="Each viewer sees every page with their e-mail (or name), the date and this link's name drawn into it. Files cannot be downloaded."
      checked={checked}
      locked={locked}
      onCheckedChange={onCheckedChange}
    >
      <div className="flex flex-col gap-1">
        <div className="flex items-baseline justify-between text-sm">
          <span id={labelId} className="text-ink">
            Watermark opacity
          </span>
          <span className="tabular-nums text-muted">{opacity}%</span>
        </div>
        <Slider
          value={opacity}
          onChange={onOpacityChange}
          min={WATERMARK_OPACITY_MIN}
          max={WATERMARK_OPACITY_MAX}
          labelledBy={labelId}
          valueText={`${opacity}%`}
        />
      </div>
    </ShareSwitch>
  );
}
