import type { Company, TeamMember } from '@folio/shared';
import type { TeamMembership } from './team-access.ts';
import type { MemberRow } from './teams.repository.ts';
import type { CompanyRow } from './teams.table.ts';

const teamRole = (isAdmin: boolean) => (isAdmin ? ('admin' as const) : ('member' as const));

/** The team as its members see it, with the caller's own standing in it. */
export function presentCompany(
  row: CompanyRow,
  seatsUsed: number,
  me: TeamMembership,
  fileUrl: (key: string) => string,
): Company {
  return {
    id: row.id,
    name: row.name,
    seats: row.seats,
    seats_used: seatsUsed,
    is_company_pays: row.isCompanyPays,
    branding: {
      logo: row.logoKey ? fileUrl(row.logoKey) : null,
      primary_color: row.primaryColor,
      show_white_label: row.showWhiteLabel,
      allow_member_branding: row.allowMemberBranding,
    },
    me: {
      role: teamRole(me.isAdmin),
      is_admin: me.isAdmin,
      has_dashboard_access: me.hasDashboardAccess,
      is_billing_admin: me.isAdmin && row.isCompanyPays,
    },
  };
}

export function presentMember(
  row: MemberRow,
  billingUserId: number | null,
  fileUrl: (key: string) => string,
): TeamMember {
  return {
    user_id: row.userId,
    first_name: row.firstName,
    last_name: row.lastName,
    email: row.email,
    picture: row.pictureKey ? fileUrl(row.pictureKey) : null,
    role: teamRole(row.isAdmin),
    status: 'active',
    is_billing_user: row.userId === billingUserId,
    last_active_at: row.lastActiveAt?.toISOString() ?? null,
    joined_at: row.joinedAt.toISOString(),
  };
}
