import { describe, expect, it } from 'vitest';
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
    const nav = mainNav(user());
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

  it('lists only the help links that have an address', () => {
    expect(helpLinks({})).toEqual([]);
    expect(helpLinks({ helpGuide: 'https://help.example/guide' })).toEqual([
      { label: 'Quick-start guide', to: 'https://help.example/guide', external: true },
    ]);
  });

  it('shows Upgrade to free users who are not in a team only', () => {
    expect(showUpgrade(user({ role: 'free_agent' }))).toBe(true);
    expect(showUpgrade(user({ role: 'free_agent', companies: [buildTeam()] }))).toBe(false);
    expect(showUpgrade(user({ role: 'premium_agent' }))).toBe(false);
  });

  it("lists 'Upgrade now' for free users and 'Create a team' when the flag is on and the user has no team", () => {
    const flags = camelize(buildFlags({ create_team: true }));
    expect(labels(accountItems(user({ role: 'free_agent' }), flags))).toEqual([
      'Upgrade now',
      'Account settings',
      'Create a team',
    ]);
    expect(
      labels(accountItems(user({ role: 'premium_agent', companies: [buildTeam(true)] }), flags)),
    ).toEqual(['Account settings']);
    expect(
      labels(accountItems(user({ role: 'premium_agent' }), camelize(buildFlags({ create_team: false })))),
    ).toEqual(['Account settings']);
  });
});
