import {
  Archive,
  ArchiveRestore,
  Copy,
  FilePlus2,
  FolderInput,
  FolderMinus,
  LayoutTemplate,
  type LucideIcon,
  MoreVertical,
  Star,
  StarOff,
  Trash2,
} from 'lucide-react';
import { Fragment, lazy, Suspense } from 'react';
import { cn } from '../../ui/cn.ts';
import { MenuButton, MenuContent, MenuRoot, MenuSeparator, MenuTrigger } from '../../ui/menu.tsx';
import { useUser } from '../accounts/api.ts';
import { ShareDialogHost } from '../sharing/lazy-share-dialogs.tsx';
import { canShare } from '../sharing/share-dialog-store.ts';
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

// Through the sharing loader: the menu's list of chunks to preload stays out of the list's first load.
const loadShareMenu = () => import('../sharing/share-dialogs-loader.ts').then((l) => l.loadShareMenu());
const ShareMenuItems = lazy(() => loadShareMenu().then((m) => ({ default: m.ShareMenuItems })));

const DANGER = new Set<CardAction>(['delete', 'purge']);

/** The ⋮ menu of a card (Radix: arrow keys, Escape, focus return). */
export function CardActionsMenu({
  item,
  groups,
  base,
}: {
  item: Presentation;
  groups: CardAction[][];
  /** The list's address, under which manage-recipients/{id} opens. */
  base: string;
}) {
  const run = useCardActions();
  const shareable = canShare(item, useUser()?.id);
  if (groups.length === 0) return null;
  return (
    <>
      <MenuRoot modal={false}>
        <MenuTrigger
          aria-label={`Actions for “${titleOf(item)}”`}
          // The sharing items load while the pointer or focus is on its way.
          onPointerEnter={shareable ? () => void loadShareMenu() : undefined}
          onFocus={shareable ? () => void loadShareMenu() : undefined}
          className="-mr-2 grid size-9 shrink-0 place-items-center rounded-lg text-muted hover:bg-theme-lightest hover:text-ink data-[state=open]:bg-theme-lightest"
        >
          <MoreVertical className="size-5" aria-hidden />
        </MenuTrigger>
        <MenuContent align="end">
          {shareable && (
            <Suspense>
              <ShareMenuItems item={item} base={base} />
              <MenuSeparator />
            </Suspense>
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
