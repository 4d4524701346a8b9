import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { DEFAULT_ASSET_TITLE } from '@folio/shared';
import { ChevronDown, Eye, EyeOff, GripVertical } from 'lucide-react';
import { cn } from '../../../ui/cn.ts';
import { Spinner } from '../../../ui/spinner.tsx';
import { SummaryStatus } from '../summarizer/summary-status.tsx';
import { shownThumbnail } from '../thumbnails/thumbnail-cache.ts';
import type { EditorAsset } from '../types.ts';
import { ConversionStatus, pagesNote } from '../uploads/conversion-status.tsx';
import type { AssetOps } from '../use-asset-queue.ts';
import { AssetEditor } from './asset-editor.tsx';
import { ASSET_KINDS } from './asset-kinds.ts';
import { AssetMenu } from './asset-menu.tsx';
import { assetLabel, assetName } from './asset-summary.ts';

const iconButton =
  'grid size-9 shrink-0 place-items-center rounded-lg text-muted hover:bg-theme-lightest hover:text-ink disabled:opacity-40';

type AssetCardProps = {
  asset: EditorAsset;
  ops: AssetOps;
  open: boolean;
  /** Opened because it was just added: its title takes the focus. */
  fresh?: boolean;
  onToggle: () => void;
};

/** One asset in the list: drag handle, kind, title, show/hide, edit and more actions; opens its editor. */
export function AssetCard({ asset, ops, open, fresh, onToggle }: AssetCardProps) {
  const busy = Boolean(asset.pending || asset.deleting);
  const sortable = useSortable({ id: asset.id, disabled: busy });
  const { icon: Icon, label: kind } = ASSET_KINDS[asset.type];
  const name = assetName(asset);
  const label = assetLabel(asset);
  const thumbnail = shownThumbnail(asset);
  return (
    <li
      ref={sortable.setNodeRef}
      style={{ transform: CSS.Translate.toString(sortable.transform), transition: sortable.transition }}
      data-testid="asset-card"
      className={cn(
        'rounded-xl border border-mist bg-white',
        sortable.isDragging && 'relative z-10 shadow-lg ring-2 ring-theme-light',
        asset.deleting && 'opacity-50',
      )}
    >
      <div className="flex items-center gap-1 p-2 wide:gap-2">
        <button
          type="button"
          ref={sortable.setActivatorNodeRef}
          {...sortable.attributes}
          {...sortable.listeners}
          aria-label={`Move ${label}`}
          className={cn(iconButton, 'cursor-grab touch-none active:cursor-grabbing')}
        >
          <GripVertical className="size-4" aria-hidden />
        </button>
        {thumbnail ? (
          <img
            src={thumbnail}
            alt=""
            className="size-9 shrink-0 rounded-lg border border-mist bg-white object-cover object-top small:hidden"
          />
        ) : (
          <span className="grid size-9 shrink-0 place-items-center rounded-lg bg-theme-lightest text-theme small:hidden">
            <Icon className="size-4" aria-hidden />
          </span>
        )}
        <div className="min-w-0 flex-1 px-1">
          <p className={cn('truncate text-sm font-medium', name ? 'text-ink' : 'text-muted')}>
            {name || DEFAULT_ASSET_TITLE}
          </p>
          <p className="truncate text-xs text-muted">
            {kind}
            {pagesNote(asset)}
            {asset.isHidden && ' · Hidden'}
            {asset.pending && ' · Adding…'}
            {asset.deleting && ' · Deleting…'}
          </p>
          <ConversionStatus asset={asset} />
          <SummaryStatus asset={asset} ops={ops} />
        </div>
        {busy && <Spinner className="mx-2 text-muted" label={asset.pending ? 'Adding' : 'Deleting'} />}
        <button
          type="button"
          disabled={busy}
          aria-label={asset.isHidden ? `Show ${label}` : `Hide ${label}`}
          title={asset.isHidden ? 'Show' : 'Hide'}
          onClick={() => ops.edit(asset.id, { isHidden: !asset.isHidden })}
          className={iconButton}
        >
          {asset.isHidden ? (
            <EyeOff className="size-4" aria-hidden />
          ) : (
            <Eye className="size-4" aria-hidden />
          )}
        </button>
        <button
          type="button"
          disabled={busy}
          aria-expanded={open}
          aria-label={`Edit ${label}`}
          title="Edit"
          onClick={onToggle}
          className={iconButton}
        >
          <ChevronDown className={cn('size-4 transition-transform', open && 'rotate-180')} aria-hidden />
        </button>
        <AssetMenu asset={asset} ops={ops} label={label} disabled={busy} />
      </div>
      {open && !busy && <AssetEditor asset={asset} ops={ops} focus={fresh} />}
    </li>
  );
}
