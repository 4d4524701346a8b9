import { DEFAULT_ASSET_HEIGHT, isWebsiteUrl } from '@folio/shared';
import { useState } from 'react';
import { TextField } from '../../../ui/field.tsx';
import type { EditorAsset } from '../types.ts';
import type { AssetDraft } from './use-asset-draft.ts';
import { INVALID_WEBSITE } from './website-dialog.tsx';

export const HEIGHT_MIN = 80;
export const HEIGHT_MAX = 4000;

/** The link address, saved when the field is left (the server then fetches the page or video). */
export function WebsiteField({ asset, draft }: { asset: EditorAsset; draft: AssetDraft }) {
  const [website, setWebsite] = useState(asset.website ?? '');
  const [error, setError] = useState('');
  function save() {
    if (website.trim() === (asset.website ?? '')) return;
    if (!isWebsiteUrl(website)) {
      setError(INVALID_WEBSITE);
      return;
    }
    draft.set({ website: website.trim() });
    void draft.flush();
  }
  return (
    <TextField
      label="Website address"
      value={website}
      inputMode="url"
      error={error || undefined}
      hint="YouTube and Vimeo links play as videos."
      onChange={(event) => {
        setWebsite(event.target.value);
        setError('');
      }}
      onBlur={save}
      onKeyDown={(event) => {
        if (event.key === 'Enter') save();
      }}
    />
  );
}

/** The video's height in pixels (default 310). */
export function HeightField({ asset, draft }: { asset: EditorAsset; draft: AssetDraft }) {
  const [height, setHeight] = useState(String(asset.attributes.height || DEFAULT_ASSET_HEIGHT));
  const value = Number(height);
  const valid = Number.isInteger(value) && value >= HEIGHT_MIN && value <= HEIGHT_MAX;
  return (
    <TextField
      label="Height (px)"
      type="number"
      inputMode="numeric"
      min={HEIGHT_MIN}
      max={HEIGHT_MAX}
      step={10}
      value={height}
      error={valid ? undefined : `Enter a height between ${HEIGHT_MIN} and ${HEIGHT_MAX} pixels.`}
      onChange={(event) => {
        const next = event.target.value;
        setHeight(next);
        const number = Number(next);
        if (Number.isInteger(number) && number >= HEIGHT_MIN && number <= HEIGHT_MAX)
          draft.set({ attributes: { height: number } });
      }}
    />
  );
}
