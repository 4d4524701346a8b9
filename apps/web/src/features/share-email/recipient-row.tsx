import { SHARE_EMAIL_TEXTS } from '@folio/shared';
import {
  Ban,
  Eye,
  FolderDown,
  FolderUp,
  Forward,
  type LucideIcon,
  MoreHorizontal,
  RotateCcw,
} from 'lucide-react';
import { notify } from '../../lib/notify.ts';
import { formatTime } from '../../lib/time.ts';
import { cn } from '../../ui/cn.ts';
import { MenuButton, MenuContent, MenuRoot, MenuTrigger } from '../../ui/menu.tsx';
import { reportActionError } from '../presentations/action-errors.ts';
import { openShareDialog } from '../sharing/share-dialog-store.ts';
import type { SharedItem } from '../sharing/types.ts';
import { useDisableLink, useLinkAction, useResendLink } from './api.ts';
import { recipientOf, statusOf } from './recipient-status.ts';
import type { RecipientLink } from './types.ts';

const STATUS_CLASS = {
  Active: 'bg-success/10 text-success',
  Disabled: 'bg-danger/10 text-danger',
  Archived: 'bg-mist text-muted',
};

type RowAction = { label: string; Icon: LucideIcon; run: () => unknown };

function useRowActions(item: SharedItem, link: RecipientLink) {
  const resend = useResendLink(item.id);
  const act = useLinkAction(item.id);
  const disable = useDisableLink(item.id);
  const who = recipientOf(link);
  const run = (call: Promise<unknown>, message?: string) =>
    call.then(() => notify.success(message), reportActionError);
  const actions: RowAction[] = [];
  if (link.email && !link.disabled)
    actions.push({
      label: 'Resend',
      Icon: Forward,
      run: () => run(resend.mutateAsync(link.id), `The e-mail was sent again to ${who}`),
    });
  if (link.email)
    actions.push({
      label: 'View settings',
      Icon: Eye,
      run: () => openShareDialog({ kind: 'email', item, linkHash: link.hash }),
    });
  actions.push(
    link.disabled
      ? {
          label: 'Restore',
          Icon: RotateCcw,
          run: () => run(act.mutateAsync({ linkId: link.id, action: 'restore' })),
        }
      : { label: 'Disable', Icon: Ban, run: () => run(disable.mutateAsync(link.id)) },
    link.archived
      ? {
          label: 'Unarchive',
          Icon: FolderUp,
          run: () =>
            run(act.mutateAsync({ linkId: link.id, action: 'unarchive' }), SHARE_EMAIL_TEXTS.unarchived(who)),
        }
      : {
          label: 'Archive',
          Icon: FolderDown,
          run: () =>
            run(act.mutateAsync({ linkId: link.id, action: 'archive' }), SHARE_EMAIL_TEXTS.archived(who)),
        },
  );
  return actions;
}

/** One recipient: name, e-mail, when it was sent, its status, and its actions. */
export function RecipientLinkRow({ item, link }: { item: SharedItem; link: RecipientLink }) {
  const actions = useRowActions(item, link);
  const status = statusOf(link);
  const who = recipientOf(link);
  return (
    <li className="flex items-center gap-3 px-4 py-3 wide:grid wide:grid-cols-[minmax(0,2fr)_minmax(0,2fr)_9rem_6rem_2.5rem]">
      <div className="min-w-0 flex-1 wide:contents">
        <p className="truncate font-medium text-ink">{link.name}</p>
        <p className="truncate text-sm text-muted">{link.email ?? '—'}</p>
        <p className="text-xs text-muted wide:text-sm">
          <span className="wide:sr-only">Sent </span>
          <time dateTime={link.createdAt}>{formatTime(link.createdAt)}</time>
        </p>
      </div>
      <span
        className={cn(
          'shrink-0 justify-self-start rounded-full px-2.5 py-1 text-xs font-semibold',
          STATUS_CLASS[status],
        )}
      >
        {status}
      </span>
      <MenuRoot modal={false}>
        <MenuTrigger
          aria-label={`Actions for ${who}`}
          className="grid size-9 shrink-0 place-items-center rounded-lg text-muted hover:bg-theme-lightest hover:text-ink data-[state=open]:bg-theme-lightest"
        >
          <MoreHorizontal className="size-5" aria-hidden />
        </MenuTrigger>
        <MenuContent align="end">
          {actions.map(({ label, Icon, run }) => (
            <MenuButton key={label} onSelect={() => void run()}>
              <span className="flex items-center gap-3">
                <Icon className="size-4" aria-hidden />
                {label}
              </span>
            </MenuButton>
          ))}
        </MenuContent>
      </MenuRoot>
    </li>
  );
}
