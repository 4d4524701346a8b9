import { checklistSchema, onboardingAnswersSchema, userSchema } from '@folio/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { requireAuth } from '../../platform/auth.ts';
import type { AccountsService } from '../accounts/accounts.service.ts';
import { firstRunChecklist } from './checklist.ts';
import type { createOnboardingService } from './onboarding.service.ts';

export async function onboardingRoutes(
  base: FastifyInstance,
  {
    onboarding,
    accounts,
    db,
  }: { onboarding: ReturnType<typeof createOnboardingService>; accounts: AccountsService; db: Db },
) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/api/onboarding',
    {
      schema: {
        tags: ['onboarding'],
        operationId: 'answerOnboarding',
        summary: 'Save the onboarding answers',
        body: onboardingAnswersSchema,
        response: { 200: userSchema },
      },
    },
    async (request) => {
      const user = await onboarding.answer(requireAuth(request).user, request.body);
      return accounts.present(user);
    },
  );

  app.get(
    '/api/onboarding/checklist',
    {
      schema: {
        tags: ['onboarding'],
        operationId: 'getOnboardingChecklist',
        summary: 'Read the first-run checklist',
        description:
          "The first-run checklist's steps in order, each done or not from what the account holds: " +
          '`presentation` (one of its own; a starter template counts once renamed), `profile` (a photo and a ' +
          'phone number), `shared` (any link or e-mail share), `viewed` (a view received).',
        response: { 200: checklistSchema },
      },
    },
    async (request) => firstRunChecklist(db, requireAuth(request).user),
  );
}
