import type { BoxItem } from '@folio/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ChevronRight, FileImage, Folder } from 'lucide-react';
import { useState } from 'react';
import type { Camelize } from '../../lib/api.ts';
import { firstMessage } from '../../lib/errors.ts';
import { notify } from '../../lib/notify.ts';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { Notice } from '../../ui/notice.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { boxFolderQuery, importFromBox, storageKeys } from '../integrations/storage/storage-api.ts';
import { fileFromUpload } from './api.ts';
import { isPickerImage } from './image-files.ts';
import type { PickedImage } from './types.ts';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onPicked: (result: PickedImage) => void;
};
type Crumb = { id: string; name: string };

/** The Box picker: the user's folders and pictures, browsed and imported by the server with the stored token. */
export function BoxBrowserDialog({ open, onOpenChange, onPicked }: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Box" description="Choose a picture from your Box.">
      {open && <Browser onPicked={onPicked} onCancel={() => onOpenChange(false)} />}
    </Dialog>
  );
}

function Browser({ onPicked, onCancel }: { onPicked: Props['onPicked']; onCancel: () => void }) {
  const [path, setPath] = useState<Crumb[]>([{ id: '0', name: 'All Files' }]);
  const [busy, setBusy] = useState<string | null>(null);
  const folder = path[path.length - 1]!;
  const items = useQuery(boxFolderQuery(folder.id));
  const queryClient = useQueryClient();
  const shown = (items.data?.items ?? []).filter((i) => i.type === 'folder' || isPickerImage(i.name));

  async function choose(item: Camelize<BoxItem>) {
    setBusy(item.id);
    try {
      const stored = await importFromBox({ fileId: item.id, filename: item.name });
      onPicked({ file: await fileFromUpload(stored), uploadKey: stored.key });
    } catch (error) {
      notify.error(firstMessage(error));
      void queryClient.invalidateQueries({ queryKey: storageKeys.connections });
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className="flex flex-col gap-4">
      <nav aria-label="Box folders">
        <ol className="flex flex-wrap items-center gap-1 text-sm">
          {path.map((crumb, index) => (
            <li key={crumb.id} className="flex items-center gap-1">
              {index > 0 && <ChevronRight className="size-4 text-muted" aria-hidden />}
              {index === path.length - 1 ? (
                <span aria-current="location" className="font-semibold text-ink">
                  {crumb.name}
                </span>
              ) : (
                <button
                  type="button"
                  className="text-theme underline-offset-4 hover:underline"
                  onClick={() => setPath(path.slice(0, index + 1))}
                >
                  {crumb.name}
                </button>
              )}
            </li>
          ))}
        </ol>
      </nav>
      {items.isPending ? (
        <Spinner label="Loading your Box folder" />
      ) : items.isError ? (
        <Notice tone="error">{firstMessage(items.error)}</Notice>
      ) : shown.length === 0 ? (
        <p className="rounded-xl border border-dashed border-mist px-4 py-6 text-center text-sm text-muted">
          No pictures or folders here.
        </p>
      ) : (
        <ul className="max-h-80 divide-y divide-mist overflow-y-auto rounded-xl border border-mist">
          {shown.map((item) => (
            <li key={item.id}>
              <button
                type="button"
                disabled={busy !== null}
                aria-busy={busy === item.id || undefined}
                className="flex w-full items-center gap-3 px-4 py-3 text-left hover:bg-theme-lightest disabled:cursor-not-allowed disabled:opacity-60"
                onClick={() =>
                  item.type === 'folder'
                    ? setPath([...path, { id: item.id, name: item.name }])
                    : void choose(item)
                }
              >
                {busy === item.id ? (
                  <Spinner label={`Importing ${item.name}`} className="size-5" />
                ) : item.type === 'folder' ? (
                  <Folder className="size-5 shrink-0 text-theme" aria-hidden />
                ) : (
                  <FileImage className="size-5 shrink-0 text-theme" aria-hidden />
                )}
                <span className="min-w-0 flex-1 truncate text-ink">{item.name}</span>
                {item.type === 'folder' && <ChevronRight className="size-4 text-muted" aria-hidden />}
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="flex justify-end">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </div>
  );
}
