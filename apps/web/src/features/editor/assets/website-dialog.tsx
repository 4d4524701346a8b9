import { isWebsiteUrl } from '@folio/shared';
import { type FormEvent, useState } from 'react';
import { firstMessage } from '../../../lib/errors.ts';
import { Button } from '../../../ui/button.tsx';
import { Dialog } from '../../../ui/dialog.tsx';
import { TextField } from '../../../ui/field.tsx';
import type { Asset } from '../types.ts';

export const INVALID_WEBSITE = 'Enter a valid website address.';

/**
 * Asks for the address of a website or video. The server makes YouTube and Vimeo links videos
 * and other links cards with the page's title and image.
 */
export function WebsiteDialog({
  open,
  onOpenChange,
  onAdd,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onAdd: (website: string) => Promise<Asset | undefined>;
}) {
  const [website, setWebsite] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!isWebsiteUrl(website)) {
      setError(INVALID_WEBSITE);
      return;
    }
    setBusy(true);
    try {
      await onAdd(website.trim());
      setWebsite('');
      onOpenChange(false);
    } catch (failure) {
      setError(firstMessage(failure, ['website']) ?? INVALID_WEBSITE);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Add a website or video"
      description="Paste a link. YouTube and Vimeo links play as videos; other pages show as a card."
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-6">
        <TextField
          label="Website address"
          value={website}
          inputMode="url"
          placeholder="https://www.example.com"
          error={error || undefined}
          onChange={(event) => {
            setWebsite(event.target.value);
            setError('');
          }}
        />
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" loading={busy}>
            Add
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
