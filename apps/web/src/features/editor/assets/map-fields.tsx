import { useState } from 'react';
import type { EditorAsset } from '../types.ts';
import { type PlaceField, parsePlace, placeInput } from './map-place.ts';
import { MapPlaceFields } from './map-place-fields.tsx';
import type { AssetDraft } from './use-asset-draft.ts';

/** A map asset's place in its editor, saved with the other fields once every value is valid. */
export function MapFields({ asset, draft }: { asset: EditorAsset; draft: AssetDraft }) {
  const [input, setInput] = useState(() => placeInput(asset.map));
  const [errors, setErrors] = useState<Partial<Record<PlaceField, string>>>({});
  return (
    <MapPlaceFields
      value={input}
      errors={errors}
      onChange={(field, text) => {
        const next = { ...input, [field]: text };
        setInput(next);
        const { place, errors: invalid } = parsePlace(next);
        setErrors(invalid);
        if (place) draft.set({ map: place });
      }}
    />
  );
}
