import { ArrowDown, ArrowUp, FileText, ImageOff, Link2, Trash2, Type } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../ui/button.tsx';
import { cn } from '../../../ui/cn.ts';
import { TextField } from '../../../ui/field.tsx';
import { RichHtml } from '../../../viewer/rich-html.tsx';
import { RichTextField } from '../rich-text-field.tsx';
import type { ProposedAsset } from './api.ts';

const KIND = {
  text: { icon: Type, label: 'Text section' },
  link: { icon: Link2, label: 'Listing link' },
  file: { icon: FileText, label: 'File' },
} as const;

const iconButton =
  'grid size-9 place-items-center rounded-lg text-muted hover:bg-theme-lightest hover:text-ink disabled:opacity-40';

/** The link's thumbnail, chosen among the pictures found on the listing page (or none). */
function ThumbnailChoice({
  item,
  onChange,
}: {
  item: Extract<ProposedAsset, { type: 'link' }>;
  onChange: (thumbnail: string | null) => void;
}) {
  if (item.thumbnails.length === 0) return null;
  const choices = [...item.thumbnails, null];
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="text-sm font-medium text-ink">Thumbnail</legend>
      <div className="flex flex-wrap gap-2">
        {choices.map((src) => (
          <button
            key={src ?? 'none'}
            type="button"
            aria-pressed={item.thumbnail === src}
            aria-label={
              src ? `Use picture ${item.thumbnails.indexOf(src) + 1} as the thumbnail` : 'No thumbnail'
            }
            onClick={() => onChange(src)}
            className={cn(
              'grid h-14 w-20 place-items-center overflow-hidden rounded-lg border-2 bg-theme-lightest',
              item.thumbnail === src ? 'border-theme' : 'border-transparent',
            )}
          >
            {src ? (
              <img src={src} alt="" className="size-full object-cover" />
            ) : (
              <ImageOff className="size-5 text-muted" aria-hidden />
            )}
          </button>
        ))}
      </div>
    </fieldset>
  );
}

/** The generated proposal, editable before it is added: titles and texts, order, removal, the link's thumbnail. */
export function ProposalReview({
  proposal,
  busy,
  disclaimer,
  onAdd,
  onBack,
}: {
  proposal: ProposedAsset[];
  busy: boolean;
  disclaimer: string;
  onAdd: (items: ProposedAsset[]) => void;
  onBack: () => void;
}) {
  const [items, setItems] = useState(proposal);
  const change = (index: number, patch: Partial<ProposedAsset>) =>
    setItems((list) =>
      list.map((item, i) => (i === index ? ({ ...item, ...patch } as ProposedAsset) : item)),
    );
  const move = (index: number, by: number) =>
    setItems((list) => {
      const next = [...list];
      const [item] = next.splice(index, 1);
      next.splice(index + by, 0, item!);
      return next;
    });

  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-muted">
        Review the proposed assets: edit, reorder or remove them, then add them.
      </p>
      <ol className="flex flex-col gap-3" aria-label="Proposed assets">
        {items.map((item, index) => {
          const { icon: Icon, label } = KIND[item.type];
          const key =
            item.type === 'file' ? item.filePath : item.type === 'link' ? item.website : `text-${index}`;
          return (
            <li key={key} className="flex flex-col gap-3 rounded-xl border border-mist p-3 sm:p-4">
              <div className="flex items-center gap-2">
                <Icon className="size-4 shrink-0 text-muted" aria-hidden />
                <span className="min-w-0 flex-1 truncate text-xs font-medium tracking-wide text-muted uppercase">
                  {item.type === 'file' ? item.filename : label}
                </span>
                <button
                  type="button"
                  className={iconButton}
                  aria-label={`Move ${item.title || label} up`}
                  disabled={index === 0}
                  onClick={() => move(index, -1)}
                >
                  <ArrowUp className="size-4" aria-hidden />
                </button>
                <button
                  type="button"
                  className={iconButton}
                  aria-label={`Move ${item.title || label} down`}
                  disabled={index === items.length - 1}
                  onClick={() => move(index, 1)}
                >
                  <ArrowDown className="size-4" aria-hidden />
                </button>
                <button
                  type="button"
                  className={iconButton}
                  aria-label={`Remove ${item.title || label}`}
                  onClick={() => setItems((list) => list.filter((_, i) => i !== index))}
                >
                  <Trash2 className="size-4" aria-hidden />
                </button>
              </div>
              {item.type === 'file' && item.kind === 'image' && (
                <img src={item.url} alt="" className="max-h-40 w-full rounded-lg object-cover" />
              )}
              <TextField
                label="Title"
                value={item.title}
                maxLength={200}
                onChange={(event) => change(index, { title: event.target.value })}
              />
              {item.type === 'text' && (
                <RichTextField
                  label={`${item.title || 'Section'} text`}
                  value={item.description}
                  onChange={(description) => change(index, { description })}
                />
              )}
              {item.type === 'file' && item.description && (
                <RichHtml html={item.description} className="text-sm text-ink" />
              )}
              {item.type === 'link' && (
                <>
                  <p className="truncate text-sm text-muted">{item.website}</p>
                  <ThumbnailChoice item={item} onChange={(thumbnail) => change(index, { thumbnail })} />
                </>
              )}
            </li>
          );
        })}
      </ol>
      {items.length === 0 && (
        <p className="text-sm text-muted">Nothing left to add. Go back to generate again.</p>
      )}
      <p className="text-xs text-muted">{disclaimer}</p>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="ghost" onClick={onBack}>
          Back
        </Button>
        <Button onClick={() => onAdd(items)} loading={busy} disabled={items.length === 0}>
          Add to presentation
        </Button>
      </div>
    </div>
  );
}
