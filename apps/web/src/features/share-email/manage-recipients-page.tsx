import { SHARE_EMAIL_TEXTS } from '@folio/shared';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { ArrowLeft, BellRing, Mail, MessageCircle, RefreshCw } from 'lucide-react';
import { Link, Navigate, useLocation, useParams } from 'react-router';
import { Button } from '../../ui/button.tsx';
import { cn } from '../../ui/cn.ts';
import { Notice } from '../../ui/notice.tsx';
import { PageSpinner } from '../../ui/spinner.tsx';
import { presentationQuery } from '../editor/api.ts';
import { isNotFound, parseId } from '../editor/paths.ts';
import { UpgradeDialog } from '../presentations/lazy-dialogs.tsx';
import { ShareDialogHost } from '../sharing/lazy-share-dialogs.tsx';
import { openShareDialog, type ShareDialog, sharedItemOf } from '../sharing/share-dialog-store.ts';
import type { SharedItem } from '../sharing/types.ts';
import { recipientLinksQuery } from './api.ts';
import { RecipientLinkRow } from './recipient-row.tsx';
import { useArchivedFilter } from './use-archived-filter.ts';

/** The list a manage-recipients address sits under: /presentations/favorites/manage-recipients/3 → /presentations/favorites. */
const listOf = (pathname: string) =>
  pathname.replace(/\/manage-recipients\/[^/]+\/?$/, '') || '/presentations';

function RecipientList({ item, archived }: { item: SharedItem; archived: boolean }) {
  const query = useInfiniteQuery(recipientLinksQuery(item.id, archived));
  if (query.isPending) return <PageSpinner />;
  if (query.isError)
    return (
      <div className="flex flex-col items-start gap-3">
        <Notice tone="error">The recipients could not be loaded. Check your connection and try again.</Notice>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          <RefreshCw className="size-4" aria-hidden />
          Try again
        </Button>
      </div>
    );
  if (query.data.length === 0)
    return (
      <p className="rounded-2xl bg-white px-6 py-12 text-center text-muted ring-1 ring-mist">
        {archived ? 'No archived recipients.' : SHARE_EMAIL_TEXTS.noRecipients}
      </p>
    );
  return (
    <div className="flex flex-col gap-4">
      <div className="overflow-hidden rounded-2xl bg-white ring-1 ring-mist">
        <div
          aria-hidden
          className="hidden grid-cols-[minmax(0,2fr)_minmax(0,2fr)_9rem_6rem_2.5rem] gap-3 border-b border-mist px-4 py-2 text-xs font-semibold tracking-wide text-muted uppercase wide:grid"
        >
          <span>Name</span>
          <span>E-mail</span>
          <span>Sent</span>
          <span>Status</span>
        </div>
        <ul aria-label="Recipients" className="divide-y divide-mist">
          {query.data.map((link) => (
            <RecipientLinkRow key={link.id} item={item} link={link} />
          ))}
        </ul>
      </div>
      {query.hasNextPage && (
        <Button
          variant="secondary"
          className="self-center"
          loading={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          Show more
        </Button>
      )}
    </div>
  );
}

const ACTIONS: [ShareDialog['kind'], string, typeof Mail][] = [
  ['email', 'Share with email', Mail],
  ['message', 'Message recipients', MessageCircle],
  ['notify', 'Notify recipients', BellRing],
];

/** manage-recipients/{id} under each presentations tab (spec §2): who a presentation was sent to. */
export function ManageRecipientsPage() {
  const params = useParams();
  const { pathname } = useLocation();
  const id = parseId(params.presentationId);
  const [archived, setArchived] = useArchivedFilter();
  const presentation = useQuery({ ...presentationQuery(id ?? 0), enabled: id !== null });
  if (id === null || isNotFound(presentation.error)) return <Navigate to="/404" replace />;
  const item = presentation.data ? sharedItemOf(presentation.data) : null;

  return (
    <div className="flex flex-col gap-6 pb-24">
      <div className="flex flex-col gap-4 wide:flex-row wide:items-end wide:justify-between">
        <div className="flex min-w-0 flex-col gap-2">
          <Link
            to={listOf(pathname)}
            className="inline-flex items-center gap-2 self-start text-sm font-medium text-theme hover:underline"
          >
            <ArrowLeft className="size-4" aria-hidden />
            Back to presentations
          </Link>
          <h1 className="text-2xl font-semibold tracking-tight text-ink">Manage recipients</h1>
          {item && <p className="truncate text-muted">{item.title.trim() || SHARE_EMAIL_TEXTS.noTitle}</p>}
        </div>
        {item && (
          <div className="flex flex-wrap gap-2">
            {ACTIONS.map(([kind, label, Icon], index) => (
              <Button
                key={kind}
                variant={index === 0 ? 'primary' : 'secondary'}
                onClick={() => openShareDialog({ kind, item })}
              >
                <Icon className="size-4" aria-hidden />
                {label}
              </Button>
            ))}
          </div>
        )}
      </div>
      <fieldset className="flex gap-1 self-start rounded-lg bg-paper p-1 ring-1 ring-mist">
        <legend className="sr-only">Show</legend>
        {[false, true].map((value) => (
          <button
            key={String(value)}
            type="button"
            aria-pressed={archived === value}
            onClick={() => setArchived(value)}
            className={cn(
              'h-8 rounded-md px-3 text-sm font-medium',
              archived === value ? 'bg-white text-ink shadow-sm' : 'text-muted hover:text-ink',
            )}
          >
            {value ? 'Archived' : 'Current'}
          </button>
        ))}
      </fieldset>
      {item ? (
        <RecipientList key={String(archived)} item={item} archived={archived} />
      ) : presentation.isError ? (
        <Notice tone="error">This presentation could not be loaded.</Notice>
      ) : (
        <PageSpinner />
      )}
      {item && <ShareDialogHost presentationId={item.id} />}
      <UpgradeDialog />
    </div>
  );
}
