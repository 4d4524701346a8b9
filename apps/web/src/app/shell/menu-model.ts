import type { Flags, User } from '../../features/accounts/types.ts';
import { PRESENTATION_TABS } from '../../features/presentations/tabs.ts';
import { hasDashboard } from '../../features/team-dashboard/dashboard-team.ts';
import { LINKS } from '../../lib/links.ts';

export type MenuLink = {
  label: string;
  to: string;
  dot?: boolean;
  external?: boolean;
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

/** The dot each list item may carry: something new in it. */
const dotOf = (user: MenuUser, tab: string) =>
  tab === 'received'
    ? user.hasNewReceivedPresentation
    : tab === 'templates'
      ? user.hasNewPresentationTemplate
      : undefined;

/**
 * Presentations' sub-items: the list's tabs this user sees (spec §2; Favorites with premium access, Templates
 * only in a team), so the menus (the phone's above all, where the tab row scrolls) reach Folders and Archived too.
 */
export function presentationItems(user: MenuUser): MenuLink[] {
  return PRESENTATION_TABS.filter((tab) => tab.visible(user)).map((tab) => {
    const dot = dotOf(user, tab.key);
    return { label: tab.label, to: tab.path, ...(dot !== undefined && { dot }) };
  });
}

/** The main navigation: Presentations, Analytics, Contacts and Resources. */
export function mainNav(user: MenuUser): NavEntry[] {
  const presentations = presentationItems(user);
  const templates: MenuLink[] = isInTeam(user)
    ? [{ label: 'Templates', to: '/presentations/templates' }]
    : [];
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
        ...templates,
        { label: 'Assets', to: '/single-file' },
        { label: LINKS.communityLabel, to: LINKS.community, external: true },
      ],
    },
  ];
}

/** The help links this deployment has an address for; one without is not shown at all. */
export const helpLinks = (links: { helpVideo?: string; helpGuide?: string } = LINKS): MenuLink[] =>
  [
    { label: 'Quick-start video', to: links.helpVideo ?? '', external: true },
    { label: 'Quick-start guide', to: links.helpGuide ?? '', external: true },
  ].filter((link) => link.to !== '');

/** Upgrade button: free-tier users who are not in a team (spec §6); a team that pays gives its members premium. */
export const showUpgrade = (user: Pick<User, 'role' | 'companies'>) => isFreePlan(user) && !isInTeam(user);

/** Manage Team, for each team the user is a billing admin of (named when there are several). */
export function manageTeamItems(user: Pick<User, 'companies'>): MenuLink[] {
  // is_billing_admin: admin of a team that pays (spec §6: billing-admin flag plus admin status).
  const teams = user.companies.filter((team) => team.isBillingAdmin);
  return teams.map((team) => ({
    label: teams.length > 1 ? `Manage Team · ${team.name}` : 'Manage Team',
    to: `/manage-team/${team.id}`,
  }));
}

/** Team dashboard, for each team the user is an admin with dashboard access of (named when there are several). */
export function teamDashboardItems(user: Pick<User, 'companies'>): MenuLink[] {
  const teams = user.companies.filter(hasDashboard);
  return teams.map((team) => ({
    label: teams.length > 1 ? `Team dashboard · ${team.name}` : 'Team dashboard',
    to: `/team-dashboard/${team.id}`,
  }));
}

/**
 * The user dropdown's account items (spec §2, §6): Upgrade now as the Upgrade button, Account settings,
 * Manage Team for billing admins, Team dashboard for admins with dashboard access, Create a team when the
 * flag is on and the user has no team.
 */
export function accountItems(
  user: Pick<User, 'role' | 'companies'>,
  flags: Pick<Flags, 'createTeam'> | undefined,
): MenuLink[] {
  const items: MenuLink[] = [];
  if (showUpgrade(user)) items.push({ label: 'Upgrade now', to: '/payment' });
  items.push({ label: 'Account settings', to: '/settings' });
  items.push(...manageTeamItems(user), ...teamDashboardItems(user));
  if (flags?.createTeam && !isInTeam(user)) items.push({ label: 'Create a team', to: '/create-a-team' });
  return items;
}
