import type { User } from '../accounts/types.ts';

export type PresentationTab = {
  path: string;
  label: string;
  empty: string;
  text: string;
  /** Whether this user sees the tab (spec §6: Favorites not for free_agent, Templates only in a team). */
  visible: (user: Pick<User, 'role' | 'companies'>) => boolean;
};

const always = () => true;

/** The presentation list's tabs (companion spec §2). */
export const PRESENTATION_TABS: PresentationTab[] = [
  {
    path: '/presentations',
    label: 'My Presentations',
    empty: 'No presentations yet',
    text: 'Presentations you create appear here, newest first.',
    visible: always,
  },
  {
    path: '/presentations/received',
    label: 'Received',
    empty: 'Nothing received yet',
    text: 'Presentations that other Folio users send you appear here.',
    visible: always,
  },
  {
    path: '/presentations/favorites',
    label: 'Favorites',
    empty: 'No favorites yet',
    text: 'Mark a presentation as a favorite to find it here quickly.',
    visible: (u) => u.role !== 'free_agent',
  },
  {
    path: '/presentations/templates',
    label: 'Templates',
    empty: 'No templates yet',
    text: 'Templates shared in your team appear here, ready to use.',
    visible: (u) => u.companies.length > 0,
  },
  {
    path: '/presentations/folders',
    label: 'Folders',
    empty: 'No folders yet',
    text: 'Group presentations into folders to keep them in order.',
    visible: always,
  },
  {
    path: '/presentations/archived',
    label: 'Archived',
    empty: 'Nothing archived',
    text: 'Archived presentations are kept here until you restore them.',
    visible: always,
  },
];
