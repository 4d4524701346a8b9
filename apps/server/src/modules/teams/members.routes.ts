import {
  BILLING_ERROR_RESPONSES,
  idParamSchema,
  memberRoleUpdateSchema,
  seatsSchema,
  seatsUpdateSchema,
  teamMemberListSchema,
  teamMemberSchema,
} from '@folio/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../platform/auth.ts';
import { idParams } from '../../platform/params.ts';
import type { MembersService } from './members.service.ts';

const tags = ['teams'];
const ADMIN =
  'Admins of the team only: a team the caller is not in answers 404 (so does a user who is not in it), ' +
  'a member who is not its admin 403 code team_admin_required.';
const memberParams = z.object({ id: idParamSchema, userId: idParamSchema });

/** Manage Team (spec §2, §6): members, their roles, removal, and the seats the team pays for. */
export async function membersRoutes(base: FastifyInstance, { members }: { members: MembersService }) {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/company/:id/members',
    {
      schema: {
        tags,
        operationId: 'listTeamMembers',
        summary: "List a team's members",
        description: `The members (admins first) with role and last activity, and the seats paid and used. ${ADMIN}`,
        params: idParams,
        response: { 200: teamMemberListSchema },
      },
    },
    async (request) => members.list(requireAuth(request).user, request.params.id),
  );

  app.patch(
    '/api/company/:id/members/:userId',
    {
      schema: {
        tags,
        operationId: 'updateTeamMember',
        summary: "Change a member's role",
        description:
          "Makes a member an admin (is_admin and has_dashboard_access) or a member (neither); the member's " +
          "socket gets `role.changed` with company_id and team_role. 400 `{ role }` for the team's last admin or " +
          `the admin whose subscription pays. ${ADMIN}`,
        params: memberParams,
        body: memberRoleUpdateSchema,
        response: { 200: teamMemberSchema },
      },
    },
    async (request) =>
      members.setRole(requireAuth(request).user, request.params.id, request.params.userId, request.body.role),
  );

  app.delete(
    '/api/company/:id/members/:userId',
    {
      schema: {
        tags,
        operationId: 'removeTeamMember',
        summary: 'Remove a member from a team',
        description:
          'Removes a member. They keep their account, presentations, share links and insights (every link ' +
          'keeps opening); templates they made for the team become presentations of their own and leave the ' +
          "team's Templates; without a plan of their own they are back on the free plan (`role.changed` on " +
          'their socket, team_role null). 400 `{ non_field_errors }` for the last admin or the admin whose ' +
          `subscription pays. ${ADMIN}`,
        params: memberParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await members.remove(requireAuth(request).user, request.params.id, request.params.userId);
      return reply.status(204).send(null);
    },
  );

  app.put(
    '/api/company/:id/seats',
    {
      schema: {
        tags,
        operationId: 'setTeamSeats',
        summary: 'Set the seats a team pays for',
        description:
          "Sets the seats the team pays for: the Stripe subscription's quantity changes with prorations (the " +
          'card pays for the rest of the period). 400 `{ seats }` below the seats used (members plus open ' +
          `invites) or 2; 409 when the team's subscription is not active. ${ADMIN}`,
        params: idParams,
        body: seatsUpdateSchema,
        response: { 200: seatsSchema, ...BILLING_ERROR_RESPONSES },
      },
    },
    async (request) => members.setSeats(requireAuth(request).user, request.params.id, request.body.seats),
  );
}
