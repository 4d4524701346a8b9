import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { DEFAULT_PRIMARY_COLOR } from '../accounts/accounts.presenter.ts';
import type { UserRow } from '../accounts/accounts.table.ts';
import { hasPremium } from '../presentations/presentations.policy.ts';
import { type CompanyRow, companies, companyMembers } from './teams.table.ts';

/** The brand recipients see on what an agent shares: a logo, and the colour of white label (null: Folio's). */
export type Brand = {
  logoKey: string | null;
  whiteLabel: boolean;
  primaryColor: string | null;
  /** Recipient pages without their header: the agent's own choice, while they have premium. */
  hideHeader: boolean;
  /** The owner has premium (their own or their team's): premium cover features such as a header video show. */
  premium: boolean;
};

export type BrandTeam = Pick<
  CompanyRow,
  'logoKey' | 'primaryColor' | 'showWhiteLabel' | 'allowMemberBranding' | 'isCompanyPays'
>;

/**
 * The brand of an agent's recipient pages and share e-mails (issue 14 §5). Without a team: their own
 * (white label while premium). In a team the team's logo and white label win wherever the team set them;
 * where it allows member branding, the member's own logo and white label win wherever the member set
 * them. Anything neither set falls back to the other's, so a team that set nothing changes nothing.
 * White label of a team is premium: it shows while the team pays for its members.
 */
export function brandOf(owner: UserRow, team: BrandTeam | null, now: Date): Brand {
  const [first, second] = sidesOf(owner, team, now);
  const premium = hasPremiumIn(owner, team, now);
  const hideHeader = owner.hideRecipientHeader && premium;
  if (!second) return { ...finish(first), hideHeader, premium };
  const lead = first.whiteLabel || !second.whiteLabel ? first : second;
  const side = { logoKey: first.logoKey ?? second.logoKey, whiteLabel: lead.whiteLabel, color: lead.color };
  return { ...finish(side), hideHeader, premium };
}

/** A member of a team that pays has premium whatever their own plan. */
const hasPremiumIn = (owner: UserRow, team: BrandTeam | null, now: Date) =>
  hasPremium(owner, now) || team?.isCompanyPays === true;

/**
 * The colour of the agent's own app and of their user payload (spec accounts §4: from team or white-label
 * branding): their brand's colour while it shows white label, else the colour of whichever side wins
 * (the team's, or the member's own where the team allows member branding), else Folio's default.
 */
export function primaryColorOf(owner: UserRow, team: BrandTeam | null, now: Date): string {
  const [first, second] = sidesOf(owner, team, now);
  return brandOf(owner, team, now).primaryColor ?? first.color ?? second?.color ?? DEFAULT_PRIMARY_COLOR;
}

type Side = { logoKey: string | null; whiteLabel: boolean; color: string | null };

/** The agent's own brand and the team's, the one that wins first (the team's unless it allows members'). */
function sidesOf(owner: UserRow, team: BrandTeam | null, now: Date): [Side, Side?] {
  const own = {
    logoKey: owner.logoKey,
    whiteLabel: owner.showWhiteLabel && hasPremiumIn(owner, team, now),
    color: owner.primaryColor,
  };
  if (!team) return [own];
  const theirs = {
    logoKey: team.logoKey,
    whiteLabel: team.showWhiteLabel && team.isCompanyPays,
    color: team.primaryColor,
  };
  return team.allowMemberBranding ? [own, theirs] : [theirs, own];
}

function finish(b: Side): Omit<Brand, 'hideHeader' | 'premium'> {
  return {
    logoKey: b.logoKey,
    whiteLabel: b.whiteLabel,
    primaryColor: b.whiteLabel ? (b.color ?? DEFAULT_PRIMARY_COLOR) : null,
  };
}

const brandColumns = {
  logoKey: companies.logoKey,
  primaryColor: companies.primaryColor,
  showWhiteLabel: companies.showWhiteLabel,
  allowMemberBranding: companies.allowMemberBranding,
  isCompanyPays: companies.isCompanyPays,
};

/** The team whose brand an agent's shares carry: the first team they joined (null outside a team). */
export async function brandTeamOf(db: Db, userId: number): Promise<BrandTeam | null> {
  const [row] = await db
    .select(brandColumns)
    .from(companyMembers)
    .innerJoin(companies, eq(companies.id, companyMembers.companyId))
    .where(eq(companyMembers.userId, userId))
    .orderBy(asc(companyMembers.createdAt), asc(companyMembers.companyId))
    .limit(1);
  return row ?? null;
}

/** The brand of an agent's shares, read now. */
export async function brandOfUser(db: Db, owner: UserRow, now: Date) {
  return brandOf(owner, await brandTeamOf(db, owner.id), now);
}
