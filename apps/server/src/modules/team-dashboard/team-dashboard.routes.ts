import { DASHBOARD, dashboardQuerySchema, dashboardSchema, TEAM_TEXTS } from '@folio/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { requireAuth } from '../../platform/auth.ts';
import type { Clock } from '../../platform/clock.ts';
import { attachment } from '../../platform/csv.ts';
import { idParams } from '../../platform/params.ts';
import { EXPORT_MAX_ROWS } from '../insights/insights.service.ts';
import { createTeamAccess } from '../teams/team-access.ts';
import { dashboardCsv, dashboardFileName } from './team-dashboard.exports.ts';
import { createTeamDashboardService, type TeamDashboardService } from './team-dashboard.service.ts';

const ACCESS =
  'Admins of the team with dashboard access only: a member gets 403 ' +
  `\`{ detail: '${TEAM_TEXTS.dashboardOnly}', code: 'team_dashboard_required' }\`; a team the caller is not in ` +
  'answers 404 `{ detail: "Not found." }`, as a missing one does.';
const PERIOD =
  '`from` and `to` (YYYY-MM-DD, both counted) are UTC days, as the insights charts count days; `to` defaults ' +
  `to today, \`from\` to the ${DASHBOARD.defaultDays} days ending at \`to\`. A period ends on or after its start ` +
  `(else 400 \`{ to: [...] }\`) and spans at most ${DASHBOARD.maxDays} days (else 400 \`{ from: [...] }\`).`;
const COUNTS =
  'The team’s presentations are its members’ (documents too), not deleted. Views are view sessions opened in ' +
  'the period and viewers are told apart exactly as on each member’s insights pages (e-mail given, phone, ' +
  'signed-in user, individual link, else the session), so a presentation’s numbers here equal its insights for ' +
  'the same sessions; a viewer of two presentations is one team viewer. Seconds are visible, active viewing, rounded.';

export async function teamDashboardRoutes(
  base: FastifyInstance,
  { teamDashboard }: { teamDashboard: TeamDashboardService },
) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['teams'];

  app.get(
    '/api/company/:id/dashboard',
    {
      schema: {
        tags,
        operationId: 'getTeamDashboard',
        summary: 'The team admin’s dashboard over a period',
        description:
          'Totals (views, unique viewers, seconds and their average per view, presentations first shared and ' +
          'viewed in the period); every member with the same numbers for their presentations and their last ' +
          'view; the presentations viewed or first shared in the period, most viewed first; the most engaged ' +
          'recipients (most seconds first) with how many presentations they viewed and when they were last ' +
          `seen; views and viewers for every day of the period. \`limit\` (default ${DASHBOARD.defaultLimit}, at ` +
          `most ${DASHBOARD.maxLimit}) caps the presentations and recipients lists; \`count\` is their full ` +
          `length. ${PERIOD} ${COUNTS} ${ACCESS}`,
        params: idParams,
        querystring: dashboardQuerySchema,
        response: { 200: dashboardSchema },
      },
    },
    async (request) => teamDashboard.dashboard(requireAuth(request).user, request.params.id, request.query),
  );

  app.get(
    '/api/company/:id/dashboard.csv',
    {
      schema: {
        tags,
        operationId: 'exportTeamDashboard',
        summary: 'The team dashboard’s presentations as a CSV file',
        description:
          'The period’s presentations as a spreadsheet, most viewed first: presentation, type, owner and their ' +
          'e-mail, first shared, views, unique viewers, seconds, average seconds, last view. A CSV file (RFC ' +
          `4180, UTF-8 with a byte-order mark, CRLF), a header row first, at most ` +
          `${EXPORT_MAX_ROWS.toLocaleString('en-US')} rows. A text cell starting with = + - @, tab or carriage ` +
          `return is prefixed with ' so a spreadsheet shows it as text. Times are ISO 8601 UTC. ${PERIOD} ` +
          `${COUNTS} ${ACCESS}`,
        params: idParams,
        querystring: dashboardQuerySchema.omit({ limit: true }),
        produces: ['text/csv'],
        response: { 200: z.string().describe('The CSV file.') },
      },
    },
    async (request, reply) => {
      const dashboard = await teamDashboard.export(
        requireAuth(request).user,
        request.params.id,
        request.query,
      );
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', attachment(dashboardFileName(dashboard)))
        .header('cache-control', 'no-store')
        .send(dashboardCsv(dashboard));
    },
  );
}

/** The dashboard's routes with their service: the one line app.ts needs. */
export const registerTeamDashboard = (app: FastifyInstance, deps: { db: Db; clock: Clock }) =>
  app.register(teamDashboardRoutes, {
    teamDashboard: createTeamDashboardService({ ...deps, teamAccess: createTeamAccess(deps.db) }),
  });
