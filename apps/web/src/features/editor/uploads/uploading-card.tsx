import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { X } from 'lucide-react';
import { Button } from '../../../ui/button.tsx';
import { ProgressBar } from '../../../ui/progress-bar.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { ASSET_KINDS } from '../assets/asset-kinds.ts';
import type { EditorAsset } from '../types.ts';
import { useUpload } from './upload-progress.ts';

/** The row of a file on its way: its name, 'Uploading… 43%' over a bar, and Cancel until it is sent. */
export function UploadingCard({ asset }: { asset: EditorAsset }) {
  // A sortable item like the others (so the list measures it), never dragged itself.
  const sortable = useSortable({ id: asset.id, disabled: true });
  const upload = useUpload(asset.id);
  const name = asset.filename ?? asset.title;
  const Icon = ASSET_KINDS[asset.type].icon;
  const sending = upload?.stage !== 'adding';
  const percentage = upload?.percentage ?? 0;
  return (
    <li
      ref={sortable.setNodeRef}
      style={{ transform: CSS.Translate.toString(sortable.transform), transition: sortable.transition }}
      data-testid="asset-card"
      aria-label={`Uploading ${name}`}
      className="rounded-xl border border-dashed border-theme-light bg-theme-lightest/40"
    >
      {/* Laid out like an asset's card (where its drag handle is, a blank), so the names line up. */}
      <div className="flex items-center gap-1 p-2 wide:gap-2">
        <span className="size-9 shrink-0" aria-hidden />
        <span className="grid size-9 shrink-0 place-items-center rounded-lg bg-white text-theme small:hidden">
          <Icon className="size-4" aria-hidden />
        </span>
        <div className="flex min-w-0 flex-1 flex-col gap-1.5 px-1 py-0.5">
          <p className="truncate text-sm font-medium text-ink">{name}</p>
          {sending ? (
            <>
              <p className="text-xs text-muted tabular-nums">Uploading… {percentage}%</p>
              <ProgressBar value={percentage} label={`Uploading ${name}`} />
            </>
          ) : (
            <p className="flex items-center gap-2 text-xs text-muted">
              <Spinner className="size-3" label="Adding" />
              Adding…
            </p>
          )}
        </div>
        {sending && upload && (
          <Button variant="ghost" size="sm" onClick={upload.cancel} aria-label={`Cancel uploading ${name}`}>
            <X className="size-4" aria-hidden />
            <span className="small:sr-only">Cancel</span>
          </Button>
        )}
      </div>
    </li>
  );
}
