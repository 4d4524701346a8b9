import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Events } from '../../platform/events.ts';
import type { Outbox } from '../../platform/mail/outbox.ts';
import type { AccountsService } from '../accounts/accounts.service.ts';
import type { Billing } from '../billing/billing.module.ts';
import { companyRoutes } from './company.routes.ts';
import { createCompanyService } from './company.service.ts';
import { invitesRoutes } from './invites.routes.ts';
import { createInvitesService } from './invites.service.ts';
import { membersRoutes } from './members.routes.ts';
import { createMembersService } from './members.service.ts';
import { createTeamAccess } from './team-access.ts';
import { createTeamsRepository } from './teams.repository.ts';

/** Teams: creating one, the team itself, its members, seats and invites (spec §2, §4, §6, §7). */
export async function registerTeams(
  app: FastifyInstance,
  deps: {
    db: Db;
    clock: Clock;
    events: Events;
    billing: Billing | null;
    outbox: Outbox;
    accounts: AccountsService;
    flags: Config['flags'];
    publicUrl: string;
    fileUrl: (key: string) => string;
  },
) {
  const repo = createTeamsRepository(deps.db);
  const access = createTeamAccess(deps.db);
  await app.register(companyRoutes, { company: createCompanyService({ ...deps, repo, access }) });
  await app.register(membersRoutes, { members: createMembersService({ ...deps, repo, access }) });
  await app.register(invitesRoutes, {
    invites: createInvitesService({ ...deps, access }),
    accounts: deps.accounts,
    clock: deps.clock,
  });
}
