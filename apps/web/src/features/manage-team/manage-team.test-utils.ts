import type { Company, TeamInvite as TeamInviteWire, TeamMember as TeamMemberWire } from '@folio/shared';
import { buildFlags, buildUser } from '../../test/factories.ts';
import { type Handler, mockApi, type Reply } from '../../test/fetch-mock.ts';
import { renderApp } from '../../test/render-app.tsx';

const MINUTE = 60_000;

/** GET /api/company/7 for its admin: 3 of 5 seats used. */
export const buildTeamDetails = (overrides: Partial<Company> = {}): Company => ({
  id: 7,
  name: 'Harbour Realty',
  seats: 5,
  seats_used: 3,
  is_company_pays: true,
  branding: { logo: null, primary_color: null, show_white_label: false, allow_member_branding: false },
  me: { role: 'admin', is_admin: true, has_dashboard_access: true, is_billing_admin: true },
  ...overrides,
});

export const ADA: TeamMemberWire = {
  user_id: 1,
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@example.com',
  picture: null,
  role: 'admin',
  status: 'active',
  is_billing_user: true,
  // Read when a test uses it: files share a worker, which may have loaded this module minutes before.
  get last_active_at() {
    return new Date(Date.now() - 5 * MINUTE).toISOString();
  },
  joined_at: '2026-11-02T10:00:00Z',
};

export const GRACE: TeamMemberWire = {
  user_id: 2,
  first_name: 'Grace',
  last_name: 'Hopper',
  email: 'grace@example.com',
  picture: null,
  role: 'member',
  status: 'active',
  is_billing_user: false,
  last_active_at: null,
  joined_at: '2026-11-20T10:00:00Z',
};

export const OPEN_INVITE: TeamInviteWire = {
  id: 31,
  email: 'sam@example.com',
  first_name: 'Sam',
  last_name: 'Oak',
  role: 'member',
  sent_at: '2026-11-24T10:00:00Z',
  expires_at: '2036-12-08T10:00:00Z',
  expired: false,
};

export const EXPIRED_INVITE: TeamInviteWire = {
  ...OPEN_INVITE,
  id: 32,
  email: 'lee@example.com',
  first_name: '',
  last_name: '',
  sent_at: '2026-10-01T10:00:00Z',
  expires_at: '2026-10-15T10:00:00Z',
  expired: true,
};

/** The admin (Ada, user 1) of team 7 opening `path`; `routes` add to or replace the team's answers. */
export function openManageTeam(
  routes: Record<string, Handler | Reply> = {},
  { path = '/manage-team/7', team = buildTeamDetails() }: { path?: string; team?: Company } = {},
) {
  const api = mockApi({
    'GET /api/user': {
      body: buildUser({
        companies: [
          {
            id: 7,
            name: team.name,
            is_admin: true,
            has_dashboard_access: true,
            is_company_pays: true,
            is_billing_admin: true,
          },
        ],
      }),
    },
    'GET /api/feature-flags': { body: buildFlags() },
    'GET /api/announcement/': { body: { count: 0, next: null, previous: null, results: [] } },
    'GET /api/company/7': { body: team },
    'GET /api/company/7/members': {
      body: { results: [ADA, GRACE], seats: team.seats, seats_used: team.seats_used },
    },
    'GET /api/company/7/invites': { body: { results: [OPEN_INVITE, EXPIRED_INVITE] } },
    ...routes,
  });
  return { ...renderApp(path), api };
}
