import type { PresentationTab } from '@folio/shared';
import type { Presentation } from './types.ts';

export type CardAction =
  | 'favorite'
  | 'unfavorite'
  | 'moveToFolder'
  | 'removeFromFolder'
  | 'clone'
  | 'makeTemplate'
  | 'useTemplate'
  | 'archive'
  | 'restore'
  | 'delete'
  | 'purge';

export const ACTION_LABELS: Record<CardAction, string> = {
  favorite: 'Add to favorites',
  unfavorite: 'Remove from favorites',
  moveToFolder: 'Move to folder…',
  removeFromFolder: 'Remove from folder',
  clone: 'Clone',
  makeTemplate: 'Make template',
  useTemplate: 'Use template',
  archive: 'Archive',
  restore: 'Restore',
  delete: 'Delete',
  purge: 'Delete permanently',
};

type Viewer = { id: number; companies: readonly unknown[] };

/**
 * The actions menu of one card, in groups (spec §2). Own presentations in the working tabs can be
 * favorited, filed, cloned, turned into a team template, archived and deleted; archived ones can be
 * restored or deleted for good; received ones cloned; templates used. The sharing items (share link,
 * publish, share with email, manage, notify and message recipients) are sharing/share-menu-items.tsx.
 */
export function cardActions(tab: PresentationTab, item: Presentation, viewer: Viewer): CardAction[][] {
  const own = item.user.id === viewer.id;
  if (tab === 'templates') return own ? [['useTemplate'], ['delete']] : [['useTemplate']];
  // A received presentation is cloned through its link: none once the link is disabled.
  if (tab === 'received') return item.shareUrl ? [['clone']] : [];
  if (!own) return [];
  if (tab === 'archived' || item.archived) return [['restore'], ['purge']];
  return [
    [
      item.favorite ? 'unfavorite' : 'favorite',
      'moveToFolder',
      ...(item.folder ? (['removeFromFolder'] as const) : []),
    ],
    ['clone', ...(viewer.companies.length > 0 ? (['makeTemplate'] as const) : [])],
    ['archive', 'delete'],
  ];
}
