import { type PresentationTab, STARTER_TEMPLATE_TEXTS, VIEWER_TEXTS } from '@folio/shared';
import { Folder, Loader, Presentation as PresentationIcon, Star } from 'lucide-react';
import { type ComponentProps, useId } from 'react';
import { Link } from 'react-router';
import { formatTime } from '../../lib/time.ts';
import { NewDot } from '../../ui/dot.tsx';
import { useUser } from '../accounts/api.ts';
import { CardActionsMenu } from './card-actions-menu.tsx';
import { cardActions } from './card-actions-model.ts';
import { CardStats } from './card-stats.tsx';
import { titleOf } from './display.ts';
import { useStatsStore } from './stats-store.ts';
import { editPath, previewPath } from './tabs.ts';
import type { Presentation } from './types.ts';

/** Where a card leads: a page of the app, an address outside it, or nowhere. */
type Target = { to: string } | { href: string } | null;

/**
 * A received presentation opens only through the link it was shared by (the recipient's page, with the
 * link's gates), and nowhere once that link is disabled; a template opens in its preview, one's own in
 * the editor.
 */
const targetOf = (tab: PresentationTab, base: string, item: Presentation): Target => {
  if (tab === 'received') return item.shareUrl ? { href: item.shareUrl } : null;
  return { to: tab === 'templates' ? previewPath(base, item.id) : editPath(base, item.id) };
};

function CardLink({ target, ...props }: Omit<ComponentProps<'a'>, 'href' | 'target'> & { target: Target }) {
  if (!target) return <span {...props} />;
  return 'href' in target ? <a href={target.href} {...props} /> : <Link to={target.to} {...props} />;
}

function Cover({ item }: { item: Presentation }) {
  if (item.thumbnail)
    return <img src={item.thumbnail} alt="" loading="lazy" className="size-full object-cover" />;
  return (
    <div
      className="grid size-full place-items-center bg-theme text-white/80"
      style={item.backgroundColor ? { backgroundColor: item.backgroundColor } : undefined}
    >
      <PresentationIcon className="size-10" aria-hidden />
    </div>
  );
}

function Stamp({ label, value }: { label: string; value: string }) {
  return (
    <p className="truncate">
      {label} <time dateTime={value}>{formatTime(value)}</time>
    </p>
  );
}

/** One presentation of a list: cover, title, times, counts and its actions menu. */
export function PresentationCard({
  item,
  tab,
  base,
}: {
  item: Presentation;
  tab: PresentationTab;
  base: string;
}) {
  const user = useUser();
  const stats = useStatsStore((s) => s.byId[item.id]);
  const titleId = useId();
  const target = targetOf(tab, base, item);
  const groups = user ? cardActions(tab, item, user) : [];
  const pending = stats?.hasPendingAssets;

  return (
    <article
      aria-labelledby={titleId}
      className="flex w-full min-w-0 flex-col overflow-hidden rounded-2xl bg-white ring-1 ring-mist transition-shadow hover:shadow-md"
    >
      <CardLink
        target={target}
        tabIndex={-1}
        aria-hidden
        className="relative block aspect-[2/1] bg-paper wide:aspect-video"
      >
        <Cover item={item} />
        <span className="absolute top-3 left-3 flex gap-2">
          {item.favorite && (
            <span className="grid size-7 place-items-center rounded-full bg-white/90 text-accent shadow-sm">
              <Star className="size-4 fill-current" aria-hidden />
            </span>
          )}
          {pending && (
            <span className="inline-flex h-7 items-center gap-1 rounded-full bg-white/90 px-2 text-xs font-medium text-ink">
              <Loader className="size-3.5 animate-spin" aria-hidden />
              Processing
            </span>
          )}
        </span>
      </CardLink>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="flex items-start gap-2">
          <h3 id={titleId} className="line-clamp-2 min-w-0 flex-1 font-semibold text-ink">
            {tab === 'received' && !item.read && <NewDot label="unread" />}{' '}
            <CardLink target={target} className="rounded-sm hover:underline">
              {titleOf(item)}
            </CardLink>
          </h3>
          <CardActionsMenu item={item} groups={groups} base={base} />
        </div>
        <div className="flex flex-col gap-0.5 text-xs text-muted">
          {tab === 'received' && item.sharedBy && <p className="truncate">Shared by {item.sharedBy}</p>}
          {tab === 'received' && !target && (
            <p className="font-medium text-danger">{VIEWER_TEXTS.linkDisabled}</p>
          )}
          <Stamp label="Created" value={item.createdAt} />
          <Stamp label="Updated" value={item.updatedAt} />
        </div>
        {item.starterTemplate && (
          <p className="self-start rounded-full bg-accent-strong px-2.5 py-1 text-xs font-medium text-white">
            {STARTER_TEMPLATE_TEXTS.badge}
          </p>
        )}
        {item.folder && tab !== 'folders' && (
          <p className="inline-flex max-w-full items-center gap-1.5 self-start rounded-full bg-theme-lightest px-2.5 py-1 text-xs font-medium text-theme">
            <Folder className="size-3.5 shrink-0" aria-hidden />
            <span className="truncate">
              <span className="sr-only">Folder: </span>
              {item.folder.name}
            </span>
          </p>
        )}
        {/* The counts are the owner's: a recipient has none to see. */}
        {tab !== 'received' && (
          <div className="mt-auto border-t border-mist pt-3">
            <CardStats counts={stats ?? item} />
          </div>
        )}
      </div>
    </article>
  );
}
