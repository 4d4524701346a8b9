import {
  companyInviteListSchema,
  INVITE_VALID_DAYS,
  idParamSchema,
  teamInviteCreateSchema,
  teamInviteListSchema,
  teamInviteSchema,
  userSchema,
} from '@folio/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../platform/auth.ts';
import type { Clock } from '../../platform/clock.ts';
import { idParams } from '../../platform/params.ts';
import type { AccountsService } from '../accounts/accounts.service.ts';
import { presentTeamInvite } from './invites.presenter.ts';
import type { InvitesService } from './invites.service.ts';

type Deps = { invites: InvitesService; accounts: AccountsService; clock: Clock };

const inviteParams = z.object({ id: idParamSchema, inviteId: idParamSchema });
const ADMIN =
  'Admins of team `id` only: 404 for a team the caller is not in (as for a missing one), 403 for a member.';
const SEATS = 'Members plus open (unexpired) invites never exceed the team’s seats: 400 non_field_errors.';
const MAIL =
  `The e-mail carries the team’s and the admin’s names and the optional message; its link (valid ${INVITE_VALID_DAYS} ` +
  'days) is the sign-up page with the invite, or the app for an address that already has an account. ' +
  'Sending needs a verified address (403 email_not_verified).';

/** Team invitations: the admins' calls under /api/company/{id}/invites and the invitee's accept and decline. */
export async function invitesRoutes(base: FastifyInstance, { invites, accounts, clock }: Deps) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['teams'];
  const present = (row: Parameters<typeof presentTeamInvite>[0]) => presentTeamInvite(row, clock.now());

  app.get(
    '/api/company/:id/invites',
    {
      schema: {
        tags,
        operationId: 'listTeamInvites',
        summary: "List a team's pending invites",
        description: `The team’s pending invites, expired ones included (expired: true; they can be resent). ${ADMIN}`,
        params: idParams,
        response: { 200: teamInviteListSchema },
      },
    },
    async (request) => ({
      results: (await invites.list(requireAuth(request).user, request.params.id)).map(present),
    }),
  );

  app.post(
    '/api/company/:id/invites',
    {
      schema: {
        tags,
        operationId: 'createTeamInvite',
        summary: 'Invite someone to a team',
        description:
          `Invites an address as a member (or admin, role). 201 with the invite; when the team already has an open ` +
          `invite to that address it is resent instead (new link and expiry, the details given replace the old) ` +
          `and the answer is 200. A member’s address → 400 email. ${SEATS} ${MAIL} ${ADMIN}`,
        params: idParams,
        body: teamInviteCreateSchema,
        response: { 200: teamInviteSchema, 201: teamInviteSchema },
      },
    },
    async (request, reply) => {
      const { invite, created } = await invites.invite(
        requireAuth(request).user,
        request.params.id,
        request.body,
      );
      return reply.status(created ? 201 : 200).send(present(invite));
    },
  );

  app.post(
    '/api/company/:id/invites/:inviteId/resend',
    {
      schema: {
        tags,
        operationId: 'resendTeamInvite',
        summary: 'Send an invite again',
        description:
          `Sends a pending invite again with a new link and a new expiry: the link sent before stops working. ` +
          `404 for an invite that is not pending in this team. ${SEATS} ${MAIL} ${ADMIN}`,
        params: inviteParams,
        response: { 200: teamInviteSchema },
      },
    },
    async (request) =>
      present(await invites.resend(requireAuth(request).user, request.params.id, request.params.inviteId)),
  );

  app.delete(
    '/api/company/:id/invites/:inviteId',
    {
      schema: {
        tags,
        operationId: 'revokeTeamInvite',
        summary: 'Revoke an invite',
        description: `Revokes a pending invite: its link and its Accept stop working, its seat is free. ${ADMIN}`,
        params: inviteParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await invites.revoke(requireAuth(request).user, request.params.id, request.params.inviteId);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/invites',
    {
      schema: {
        tags,
        operationId: 'listReceivedInvites',
        summary: 'List the invites to the user',
        description:
          'Open, unexpired invites to the signed-in user’s verified address (the team invite modal); the same ' +
          'list as the user’s company_invites.',
        response: { 200: companyInviteListSchema },
      },
    },
    async (request) => ({ results: requireAuth(request).teams.invites }),
  );

  app.post(
    '/api/company/:id/invited/:inviteId/accept',
    {
      schema: {
        tags,
        operationId: 'acceptTeamInvite',
        summary: 'Accept an invite and join a team',
        description:
          'Joins team `id` with the role the invite gives; answers the user. The invite must be open, unexpired ' +
          'and to the user’s verified address, else 404; it works once. 400 non_field_errors when the team has ' +
          'no free seat (the invite stays open). A user may be in several teams.',
        params: inviteParams,
        response: { 200: userSchema },
      },
    },
    async (request) => {
      const { user } = requireAuth(request);
      await invites.accept(user, request.params.id, request.params.inviteId);
      return accounts.present(user);
    },
  );

  app.delete(
    '/api/company/:id/invited/:inviteId/decline',
    {
      schema: {
        tags,
        operationId: 'declineTeamInvite',
        summary: 'Decline an invite',
        description:
          'Declines an invite to the signed-in user (404 as for accept); it disappears from their list.',
        params: inviteParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const { user } = requireAuth(request);
      await invites.decline(user, request.params.id, request.params.inviteId);
      return reply.status(204).send(null);
    },
  );
}
