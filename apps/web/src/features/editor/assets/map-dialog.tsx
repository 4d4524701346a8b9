import { MAP_TEXTS, type MapPlaceValue } from '@folio/shared';
import { useQuery } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { firstMessage } from '../../../lib/errors.ts';
import { Button } from '../../../ui/button.tsx';
import { Dialog } from '../../../ui/dialog.tsx';
import { Notice } from '../../../ui/notice.tsx';
import { geocode, mapSettingsQuery } from '../api.ts';
import { type PlaceField, type PlaceInput, parsePlace, placeInput } from './map-place.ts';
import { MapPlaceFields } from './map-place-fields.tsx';

type Errors = Partial<Record<PlaceField, string>>;

/**
 * Asks for the place of a new map asset: an address the server's geocoder finds (when it has one), or
 * coordinates typed by hand.
 */
export function MapDialog({
  open,
  onOpenChange,
  onAdd,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onAdd: (map: MapPlaceValue) => Promise<unknown>;
}) {
  const settings = useQuery({ ...mapSettingsQuery, enabled: open });
  const geocoder = settings.data?.geocoder ?? false;
  const [input, setInput] = useState<PlaceInput>(() => placeInput(null));
  const [errors, setErrors] = useState<Errors>({});
  const [found, setFound] = useState('');
  const [busy, setBusy] = useState<'find' | 'add' | null>(null);

  const change = (field: PlaceField, text: string) => {
    setInput((current) => ({ ...current, [field]: text }));
    setErrors((current) => ({ ...current, [field]: undefined }));
    if (field !== 'zoom') setFound('');
  };

  /** The first place the geocoder finds for the address, written into the coordinates. */
  async function find(): Promise<PlaceInput | null> {
    if (!input.address.trim()) {
      setErrors({ address: MAP_TEXTS.needPlace });
      return null;
    }
    try {
      const [first] = (await geocode(input.address.trim())).results;
      if (!first) {
        setErrors({ address: MAP_TEXTS.notFound });
        return null;
      }
      const next = { ...input, lat: String(first.lat), lng: String(first.lng) };
      setInput(next);
      setFound(first.address);
      return next;
    } catch (failure) {
      setErrors({ address: firstMessage(failure) ?? MAP_TEXTS.geocoderUnavailable });
      return null;
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy('add');
    try {
      const noCoordinates = !input.lat.trim() && !input.lng.trim();
      if (noCoordinates && !(geocoder && input.address.trim())) {
        setErrors({ address: MAP_TEXTS.needPlace });
        return;
      }
      const typed = noCoordinates ? await find() : input;
      if (!typed) return;
      const { place, errors: invalid } = parsePlace(typed);
      if (!place) {
        setErrors(invalid);
        return;
      }
      await onAdd(place);
      setInput(placeInput(null));
      setFound('');
      onOpenChange(false);
    } catch (failure) {
      setErrors({ address: firstMessage(failure, ['map']) ?? MAP_TEXTS.needPlace });
    } finally {
      setBusy(null);
    }
  }

  const findButton = geocoder ? (
    <Button
      variant="secondary"
      loading={busy === 'find'}
      onClick={async () => {
        setBusy('find');
        await find();
        setBusy(null);
      }}
    >
      <Search className="size-4" aria-hidden />
      {MAP_TEXTS.find}
    </Button>
  ) : undefined;

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={MAP_TEXTS.dialogTitle}
      description={MAP_TEXTS.dialogDescription}
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-6">
        {settings.isSuccess && !geocoder && <Notice>{MAP_TEXTS.geocoderNotConfigured}</Notice>}
        <MapPlaceFields
          value={input}
          errors={errors}
          onChange={change}
          addressAction={findButton}
          addressHint={found ? MAP_TEXTS.found(found) : undefined}
        />
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" loading={busy === 'add'}>
            Add
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
