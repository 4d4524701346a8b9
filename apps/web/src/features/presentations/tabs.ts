import type { PresentationTab as TabKey } from '@folio/shared';
import type { User } from '../accounts/types.ts';
import { canUsePremium } from './premium.ts';

export type PresentationTab = {
  key: TabKey;
  path: string;
  label: string;
  empty: string;
  text: string;
  /** Whether this user sees the tab: Favorites with premium access (or trial), Templates only in a team. */
  visible: (user: Pick<User, 'role' | 'isTrialActive' | 'companies'>) => boolean;
};

const always = () => true;

/** The presentation list's tabs (spec §2). */
export const PRESENTATION_TABS: PresentationTab[] = [
  {
    key: 'mine',
    path: '/presentations',
    label: 'My Presentations',
    empty: 'No presentations yet',
    text: 'Presentations you create appear here, newest first.',
    visible: always,
  },
  {
    key: 'received',
    path: '/presentations/received',
    label: 'Received',
    empty: 'Nothing received yet',
    text: 'Presentations that other Folio users send you appear here.',
    visible: always,
  },
  {
    key: 'favorites',
    path: '/presentations/favorites',
    label: 'Favorites',
    empty: 'No favorites yet',
    text: 'Mark a presentation as a favorite to find it here quickly.',
    visible: canUsePremium,
  },
  {
    key: 'templates',
    path: '/presentations/templates',
    label: 'Templates',
    empty: 'No templates yet',
    text: 'Templates shared in your team appear here, ready to use.',
    visible: (u) => u.companies.length > 0,
  },
  {
    key: 'folders',
    path: '/presentations/folders',
    label: 'Folders',
    empty: 'No folders yet',
    text: 'Group presentations into folders to keep them in order.',
    visible: always,
  },
  {
    key: 'archived',
    path: '/presentations/archived',
    label: 'Archived',
    empty: 'Nothing archived',
    text: 'Archived presentations are kept here until you restore them.',
    visible: always,
  },
];

/** The tab of a location: the longest tab path the pathname starts with. */
export function tabOfPath(pathname: string): PresentationTab {
  const [mine] = PRESENTATION_TABS as [PresentationTab];
  return PRESENTATION_TABS.find((tab) => tab !== mine && pathname.startsWith(tab.path)) ?? mine;
}

/** The address a list lives at; its presentations open under it (edit/{id}, preview/{id}). */
export function listBase(tab: TabKey, folder: number | null) {
  if (tab === 'folders') return folder === null ? '/presentations' : `/presentations/folders/${folder}`;
  return PRESENTATION_TABS.find((t) => t.key === tab)?.path ?? '/presentations';
}

export const editPath = (base: string, id: number) => `${base}/edit/${id}`;
export const previewPath = (base: string, id: number) => `${base}/preview/${id}`;
