import { describe, expect, it } from 'vitest';
import { showReferral } from '../../features/referral/referral-entry.tsx';
import { camelize } from '../../lib/case.ts';
import { buildFlags, buildTeam, buildUser } from '../../test/factories.ts';
import { accountItems, helpLinks, isGroup, mainNav, presentationItems, showUpgrade } from './menu-model.ts';

const user = (overrides: Parameters<typeof buildUser>[0] = {}) => camelize(buildUser(overrides));
const labels = (items: { label: string }[]) => items.map((i) => i.label);

describe('header menu rules (spec §2, §6)', () => {
  it('hides Favorites without premium access and shows Templates only to users in a team', () => {
    expect(labels(presentationItems(user({ role: 'free_agent' })))).toEqual([
      'My Presentations',
      'Received',
      'Folders',
      'Archived',
    ]);
    expect(labels(presentationItems(user({ role: 'free_agent', is_trial_active: true })))).toEqual([
      'My Presentations',
      'Received',
      'Favorites',
      'Folders',
      'Archived',
    ]);
    expect(labels(presentationItems(user({ role: 'premium_agent', companies: [buildTeam()] })))).toEqual([
      'My Presentations',
      'Received',
      'Favorites',
      'Templates',
      'Folders',
      'Archived',
    ]);
  });

  it('marks new received presentations and new templates with dots, also on Presentations', () => {
    const items = presentationItems(user({ has_new_received_presentation: true, companies: [buildTeam()] }));
    expect(items.find((i) => i.label === 'Received')?.dot).toBe(true);
    expect(items.find((i) => i.label === 'Templates')?.dot).toBe(false);
    const [presentations] = mainNav(user({ has_new_presentation_template: true, companies: [buildTeam()] }));
    expect(presentations && isGroup(presentations) && presentations.dot).toBe(true);
    const [quiet] = mainNav(user());
    expect(quiet && isGroup(quiet) && quiet.dot).toBe(false);
  });

  it('has Presentations, Analytics (/insights), Contacts and Resources with Templates, Assets and the community link', () => {
    const nav = mainNav(user({ companies: [buildTeam()] }));
    expect(labels(nav)).toEqual(['Presentations', 'Analytics', 'Contacts', 'Resources']);
    expect(nav[1]).toMatchObject({ to: '/insights' });
    const resources = nav[3];
    expect(resources && isGroup(resources) && labels(resources.items)).toEqual([
      'Templates',
      'Assets',
      '#folio community',
    ]);
    expect(resources && isGroup(resources) && resources.items[2]?.external).toBe(true);
  });

  it('lists Templates under Resources only for users in a team', () => {
    const [, , , resources] = mainNav(user({ role: 'premium_agent' }));
    expect(resources && isGroup(resources) && labels(resources.items)).toEqual([
      'Assets',
      '#folio community',
    ]);
  });

  it("hides 'Get $20' in a team, and without the referral flag", () => {
    const flags = camelize(buildFlags({ referral: true }));
    expect(showReferral(user(), flags)).toBe(true);
    expect(showReferral(user({ companies: [buildTeam()] }), flags)).toBe(false);
    expect(showReferral(user({ companies: [buildTeam(true)] }), flags)).toBe(false);
    expect(showReferral(user(), camelize(buildFlags({ referral: false })))).toBe(false);
  });

  it('lists only the help links that have an address', () => {
    expect(helpLinks({})).toEqual([]);
    expect(helpLinks({ helpGuide: 'https://help.example/guide' })).toEqual([
      { label: 'Quick-start guide', to: 'https://help.example/guide', external: true },
    ]);
  });

  it('shows Upgrade (button and menu item) to free users who are not in a team only', () => {
    expect(showUpgrade(user({ role: 'free_agent' }))).toBe(true);
    expect(showUpgrade(user({ role: 'free_agent', companies: [buildTeam()] }))).toBe(false);
    expect(showUpgrade(user({ role: 'premium_agent', companies: [buildTeam()] }))).toBe(false);
    expect(showUpgrade(user({ role: 'premium_agent' }))).toBe(false);
    expect(labels(accountItems(user({ role: 'free_agent', companies: [buildTeam()] }), undefined))).toEqual([
      'Account settings',
    ]);
  });

  it('offers Manage Team, to that team, only to admins of a team that pays', () => {
    const admin = accountItems(user({ role: 'premium_agent', companies: [buildTeam(true)] }), undefined);
    expect(admin.find((i) => i.label === 'Manage Team')).toEqual({
      label: 'Manage Team',
      to: '/manage-team/7',
    });
    expect(
      labels(accountItems(user({ role: 'premium_agent', companies: [buildTeam()] }), undefined)),
    ).toEqual(['Account settings']);
    const unpaid = { ...buildTeam(true), is_company_pays: false, is_billing_admin: false };
    // An admin of a team that does not pay still has its dashboard (team-dashboard.test.tsx).
    expect(labels(accountItems(user({ companies: [unpaid] }), undefined))).toEqual([
      'Account settings',
      'Team dashboard',
    ]);
    const two = [buildTeam(true), { ...buildTeam(true), id: 9, name: 'Bay Homes' }];
    expect(accountItems(user({ role: 'premium_agent', companies: two }), undefined)).toEqual([
      { label: 'Account settings', to: '/settings' },
      { label: 'Manage Team · Harbour Realty', to: '/manage-team/7' },
      { label: 'Manage Team · Bay Homes', to: '/manage-team/9' },
      { label: 'Team dashboard · Harbour Realty', to: '/team-dashboard/7' },
      { label: 'Team dashboard · Bay Homes', to: '/team-dashboard/9' },
    ]);
  });

  it("lists 'Upgrade now' for free users and 'Create a team' when the flag is on and the user has no team", () => {
    const flags = camelize(buildFlags({ create_team: true }));
    expect(labels(accountItems(user({ role: 'free_agent' }), flags))).toEqual([
      'Upgrade now',
      'Account settings',
      'Create a team',
    ]);
    expect(labels(accountItems(user({ role: 'premium_agent', companies: [buildTeam()] }), flags))).toEqual([
      'Account settings',
    ]);
    expect(
      labels(accountItems(user({ role: 'premium_agent' }), camelize(buildFlags({ create_team: false })))),
    ).toEqual(['Account settings']);
  });
});
