import {
  Archive,
  ArchiveRestore,
  Copy,
  FilePlus2,
  FolderInput,
  FolderMinus,
  Globe,
  LayoutTemplate,
  Link2,
  type LucideIcon,
  MoreVertical,
  Star,
  StarOff,
  Trash2,
} from 'lucide-react';
import { Fragment } from 'react';
import { cn } from '../../ui/cn.ts';
import { MenuButton, MenuContent, MenuRoot, MenuSeparator, MenuTrigger } from '../../ui/menu.tsx';
import { useUser } from '../accounts/api.ts';
import { ShareDialogHost } from '../sharing/lazy-share-dialogs.tsx';
import { canShare, openShareDialog, sharedItemOf } from '../sharing/share-dialog-store.ts';
import { ACTION_LABELS, type CardAction } from './card-actions-model.ts';
import { titleOf } from './display.ts';
import type { Presentation } from './types.ts';
import { useCardActions } from './use-card-actions.ts';

const ICONS: Record<CardAction, LucideIcon> = {
  favorite: Star,
  unfavorite: StarOff,
  moveToFolder: FolderInput,
  removeFromFolder: FolderMinus,
  clone: Copy,
  makeTemplate: LayoutTemplate,
  useTemplate: FilePlus2,
  archive: Archive,
  restore: ArchiveRestore,
  delete: Trash2,
  purge: Trash2,
};

const DANGER = new Set<CardAction>(['delete', 'purge']);

/** The ⋮ menu of a card (Radix: arrow keys, Escape, focus return). */
export function CardActionsMenu({ item, groups }: { item: Presentation; groups: CardAction[][] }) {
  const run = useCardActions();
  const shareable = canShare(item, useUser()?.id);
  if (groups.length === 0) return null;
  return (
    <>
      <MenuRoot modal={false}>
        <MenuTrigger
          aria-label={`Actions for “${titleOf(item)}”`}
          className="-mr-2 grid size-9 shrink-0 place-items-center rounded-lg text-muted hover:bg-theme-lightest hover:text-ink data-[state=open]:bg-theme-lightest"
        >
          <MoreVertical className="size-5" aria-hidden />
        </MenuTrigger>
        <MenuContent align="end">
          {shareable && (
            <>
              <MenuButton onSelect={() => openShareDialog({ kind: 'link', item: sharedItemOf(item) })}>
                <span className="flex items-center gap-3">
                  <Link2 className="size-4" aria-hidden />
                  Share link
                </span>
              </MenuButton>
              <MenuButton onSelect={() => openShareDialog({ kind: 'publish', item: sharedItemOf(item) })}>
                <span className="flex items-center gap-3">
                  <Globe className="size-4" aria-hidden />
                  Publish on web
                </span>
              </MenuButton>
              <MenuSeparator />
            </>
          )}
          {groups.map((group, index) => (
            <Fragment key={group.join()}>
              {index > 0 && <MenuSeparator />}
              {group.map((action) => {
                const Icon = ICONS[action];
                return (
                  <MenuButton key={action} onSelect={() => run(action, item)}>
                    <span className={cn('flex items-center gap-3', DANGER.has(action) && 'text-danger')}>
                      <Icon className="size-4" aria-hidden />
                      {ACTION_LABELS[action]}
                    </span>
                  </MenuButton>
                );
              })}
            </Fragment>
          ))}
        </MenuContent>
      </MenuRoot>
      {shareable && <ShareDialogHost presentationId={item.id} />}
    </>
  );
}
