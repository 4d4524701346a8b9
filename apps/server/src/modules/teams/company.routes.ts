import {
  BILLING_ERROR_RESPONSES,
  companySchema,
  companyUpdateSchema,
  createCompanySchema,
  urlResponseSchema,
} from '@folio/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAuth } from '../../platform/auth.ts';
import { idParams } from '../../platform/params.ts';
import type { CompanyService } from './company.service.ts';

const tags = ['teams'];
const MEMBER = 'Members of the team only: a team the caller is not in answers 404, like a missing one.';
const ADMIN = `${MEMBER} A member who is not its admin gets 403 code team_admin_required.`;

/** Spec §7 'Company': creating a team through checkout, reading and renaming it. */
export async function companyRoutes(base: FastifyInstance, { company }: { company: CompanyService }) {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/company',
    {
      schema: {
        tags,
        operationId: 'createTeam',
        summary: 'Buy a team',
        description:
          'Buys a team (tiered plan, quantity = seats, at least 2) and answers where the browser goes: Stripe ' +
          'Checkout, or, when the user already has a subscription in good standing, the app once that ' +
          'subscription is moved to the team plan (prorated). The team, with the caller as its admin, exists ' +
          'once Stripe reports the subscription active. 403 code premium_required for a user who is not ' +
          'upgraded (the trial counts), 403 code already_in_team in a team, 404 with the create_team flag off, ' +
          "400 `{ company_name: ['Team name is required'] }`, 409 when payment is not configured.",
        body: createCompanySchema,
        response: { 200: urlResponseSchema, ...BILLING_ERROR_RESPONSES },
      },
    },
    async (request) => company.create(requireAuth(request).user, request.body),
  );

  app.get(
    '/api/company/:id',
    {
      schema: {
        tags,
        operationId: 'getTeam',
        summary: 'Read a team',
        description: `The team: seats paid and used (members plus open invites), branding, and the caller's role. ${MEMBER}`,
        params: idParams,
        response: { 200: companySchema },
      },
    },
    async (request) => company.get(requireAuth(request).user, request.params.id),
  );

  app.patch(
    '/api/company/:id',
    {
      schema: {
        tags,
        operationId: 'renameTeam',
        summary: 'Rename a team',
        description: `Renames the team. ${ADMIN}`,
        params: idParams,
        body: companyUpdateSchema,
        response: { 200: companySchema },
      },
    },
    async (request) => {
      const { user } = requireAuth(request);
      const { name } = request.body;
      return name === undefined
        ? company.get(user, request.params.id)
        : company.rename(user, request.params.id, name);
    },
  );
}
