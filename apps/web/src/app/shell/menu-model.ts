import { hasPremiumAccess } from '@folio/shared';
import type { Flags, User } from '../../features/accounts/types.ts';
import { LINKS } from '../../lib/links.ts';

export type MenuLink = {
  label: string;
  to: string;
  dot?: boolean;
  external?: boolean;
  unavailable?: boolean;
};
export type MenuGroup = { label: string; items: MenuLink[]; dot?: boolean; activePrefix?: string };
export type NavEntry = MenuLink | MenuGroup;

type MenuUser = Pick<
  User,
  'role' | 'isTrialActive' | 'companies' | 'hasNewReceivedPresentation' | 'hasNewPresentationTemplate'
>;

/** On the free plan when the role is free_agent (spec §4). */
export const isFreePlan = (user: Pick<User, 'role'>) => user.role === 'free_agent';

export const isInTeam = (user: Pick<User, 'companies'>) => user.companies.length > 0;
export const isGroup = (entry: NavEntry): entry is MenuGroup => 'items' in entry;

/** Presentations' sub-items (spec §2): Favorites with premium access (premium or trial), Templates only in a team. */
export function presentationItems(user: MenuUser): MenuLink[] {
  const items: MenuLink[] = [
    { label: 'My Presentations', to: '/presentations' },
    { label: 'Received', to: '/presentations/received', dot: user.hasNewReceivedPresentation },
  ];
  if (hasPremiumAccess({ role: user.role, is_trial_active: user.isTrialActive }))
    items.push({ label: 'Favorites', to: '/presentations/favorites' });
  if (isInTeam(user))
    items.push({ label: 'Templates', to: '/presentations/templates', dot: user.hasNewPresentationTemplate });
  return items;
}

/** The main navigation: Presentations, Analytics, Contacts and Resources. */
export function mainNav(user: MenuUser): NavEntry[] {
  const presentations = presentationItems(user);
  return [
    {
      label: 'Presentations',
      items: presentations,
      dot: presentations.some((i) => i.dot),
      activePrefix: '/presentations',
    },
    { label: 'Analytics', to: '/insights' },
    { label: 'Contacts', to: '/contacts' },
    {
      label: 'Resources',
      items: [
        { label: 'Templates', to: '/presentations/templates' },
        { label: 'Assets', to: '/single-file' },
        { label: LINKS.communityLabel, to: LINKS.community, external: true },
      ],
    },
  ];
}

export const helpLinks = (): MenuLink[] => [
  { label: 'Quick-start video', to: LINKS.helpVideo ?? '', external: true, unavailable: !LINKS.helpVideo },
  { label: 'Quick-start guide', to: LINKS.helpGuide ?? '', external: true, unavailable: !LINKS.helpGuide },
];

/** Upgrade button: free-tier users who are not in a team (spec §6). */
export const showUpgrade = (user: Pick<User, 'role' | 'companies'>) => isFreePlan(user) && !isInTeam(user);

/** The user dropdown's account items (spec §2, §6). Manage Team waits for a billing-admin flag. */
export function accountItems(
  user: Pick<User, 'role' | 'companies'>,
  flags: Pick<Flags, 'createTeam'> | undefined,
): MenuLink[] {
  const items: MenuLink[] = [];
  if (isFreePlan(user)) items.push({ label: 'Upgrade now', to: '/payment' });
  items.push({ label: 'Account settings', to: '/settings' });
  if (flags?.createTeam && !isInTeam(user)) items.push({ label: 'Create a team', to: '/create-a-team' });
  return items;
}
