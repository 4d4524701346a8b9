import { MAP_LIMITS, MAP_TEXTS } from '@folio/shared';
import type { ReactNode } from 'react';
import { TextField } from '../../../ui/field.tsx';
import type { PlaceField, PlaceInput } from './map-place.ts';

type Props = {
  value: PlaceInput;
  errors: Partial<Record<PlaceField, string>>;
  onChange: (field: PlaceField, text: string) => void;
  onBlur?: () => void;
  /** Beside the address (the dialog's 'Find address'). */
  addressAction?: ReactNode;
  addressHint?: ReactNode;
};

/** Address, latitude, longitude and zoom of a map asset, as the dialog and the asset's editor show them. */
export function MapPlaceFields({ value, errors, onChange, onBlur, addressAction, addressHint }: Props) {
  const coordinate = (field: 'lat' | 'lng', label: string, example: string) => (
    <TextField
      label={label}
      value={value[field]}
      inputMode="decimal"
      placeholder={example}
      error={errors[field]}
      onChange={(event) => onChange(field, event.target.value)}
      onBlur={onBlur}
    />
  );
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-2 wide:flex-row wide:items-start">
        <div className="min-w-0 flex-1">
          <TextField
            label={MAP_TEXTS.address}
            value={value.address}
            maxLength={MAP_LIMITS.addressMax}
            autoComplete="street-address"
            error={errors.address}
            hint={addressHint}
            onChange={(event) => onChange('address', event.target.value)}
            onBlur={onBlur}
          />
        </div>
        {addressAction && <div className="wide:pt-7">{addressAction}</div>}
      </div>
      <div className="grid grid-cols-1 gap-4 min-[420px]:grid-cols-3">
        {coordinate('lat', MAP_TEXTS.latitude, '48.85837')}
        {coordinate('lng', MAP_TEXTS.longitude, '2.29448')}
        <TextField
          label={MAP_TEXTS.zoom}
          type="number"
          inputMode="numeric"
          min={MAP_LIMITS.zoomMin}
          max={MAP_LIMITS.zoomMax}
          value={value.zoom}
          error={errors.zoom}
          onChange={(event) => onChange('zoom', event.target.value)}
          onBlur={onBlur}
        />
      </div>
    </div>
  );
}
