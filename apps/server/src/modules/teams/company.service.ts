import type { CreateCompany, FeatureFlags } from '@folio/shared';
import type { Clock } from '../../platform/clock.ts';
import { notFound } from '../../platform/errors.ts';
import type { UserRow } from '../accounts/accounts.table.ts';
import type { Billing } from '../billing/billing.module.ts';
import { withBilling } from '../billing/billing.routes.ts';
import { hasPremium } from '../presentations/presentations.policy.ts';
import type { TeamAccess } from './team-access.ts';
import { TEAM_NAME_METADATA } from './team-funding.ts';
import { alreadyInTeam, upgradeToCreate } from './teams.errors.ts';
import { presentCompany } from './teams.presenter.ts';
import type { TeamsRepository } from './teams.repository.ts';

/** Where the browser lands once the team is bought: the app shows that it is being set up until it exists. */
export const TEAM_CREATED_PATH = '/presentations?team=created';

export type CompanyDeps = {
  repo: TeamsRepository;
  access: TeamAccess;
  billing: Billing | null;
  clock: Clock;
  flags: FeatureFlags;
  fileUrl: (key: string) => string;
};

/** Creating a team (spec §4 team creation flow), and the team as its members read and rename it. */
export function createCompanyService({ repo, access, billing, clock, flags, fileUrl }: CompanyDeps) {
  async function read(companyId: number, me: Awaited<ReturnType<TeamAccess['requireMember']>>) {
    const row = await repo.company(companyId);
    if (!row) throw notFound();
    return presentCompany(row, await repo.seatsUsed(companyId, clock.now()), me, fileUrl);
  }

  return {
    /**
     * The team checkout: the team's name rides on the subscription, and the team is made when Stripe says it
     * is active (team-funding.ts). A user who already pays has that subscription moved to the team plan.
     */
    async create(user: UserRow, input: CreateCompany) {
      if (!flags.create_team) throw notFound();
      if (!hasPremium(user, clock.now())) throw upgradeToCreate();
      if (await repo.isInTeam(user.id)) throw alreadyInTeam();
      return withBilling(billing, (b) =>
        b.subscriptions.startOrMove(
          user,
          { plan_id: input.plan_id, quantity: input.quantity, cancel_url: input.cancel_url },
          { metadata: { [TEAM_NAME_METADATA]: input.company_name }, successPath: TEAM_CREATED_PATH },
        ),
      );
    },

    async get(user: UserRow, companyId: number) {
      return read(companyId, await access.requireMember(user, companyId));
    },

    async rename(user: UserRow, companyId: number, name: string) {
      const me = await access.requireAdmin(user, companyId);
      await repo.rename(companyId, name, clock.now());
      return read(companyId, me);
    },
  };
}

export type CompanyService = ReturnType<typeof createCompanyService>;
