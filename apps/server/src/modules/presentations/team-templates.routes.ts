import { makeTemplateSchema, presentationDetailSchema, presentationSchema } from '@folio/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../platform/auth.ts';
import { idParams } from '../../platform/params.ts';
import type { UserRow } from '../accounts/accounts.table.ts';
import type { PresentationsService } from './presentations.service.ts';

type Row = Awaited<ReturnType<PresentationsService['owned']>>;
type Deps = {
  presentations: PresentationsService;
  present: (row: Row) => z.infer<typeof presentationSchema>;
  detail: (user: UserRow, id: number) => Promise<z.infer<typeof presentationDetailSchema>>;
};

/** make-template and use-template (team-templates.ts), beside the other presentation routes. */
export async function teamTemplateRoutes(base: FastifyInstance, { presentations, present, detail }: Deps) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['presentations'];

  app.post(
    '/api/presentations/:id/make-template',
    {
      schema: {
        tags,
        operationId: 'makeTeamTemplate',
        summary: 'Make team templates of a presentation',
        description:
          'Creates one template per team in `companies` (only teams the user belongs to, else 400 on ' +
          '`companies`): a copy every member of the team sees in the templates tab. The maker gets ‘template ' +
          'added’, the other members ‘new template’, the Templates dot and the `presentation_template.added` ' +
          'socket message; listing the templates tab clears the dot. When its maker leaves the team the template ' +
          'becomes their ordinary presentation; presentations made from it stay their users’ own copies.',
        params: idParams,
        body: makeTemplateSchema,
        response: { 201: z.object({ results: z.array(presentationSchema) }) },
      },
    },
    async (request, reply) => {
      const rows = await presentations.makeTemplate(
        requireAuth(request).user,
        request.params.id,
        request.body.companies,
      );
      return reply.status(201).send({ results: rows.map(present) });
    },
  );

  app.post(
    '/api/client/presentations/:id/use-template',
    {
      schema: {
        tags,
        operationId: 'useTeamTemplate',
        summary: 'Start a presentation from a team template',
        description: "A new presentation of the user's own from a team template.",
        params: idParams,
        response: { 201: presentationDetailSchema },
      },
    },
    async (request, reply) => {
      const { user } = requireAuth(request);
      const row = await presentations.createFromTemplate(user, request.params.id);
      return reply.status(201).send(await detail(user, row.presentation.id));
    },
  );
}
