import { onboardingAnswersSchema, userSchema } from '@folio/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAuth } from '../../platform/auth.ts';
import type { AccountsService } from '../accounts/accounts.service.ts';
import type { createOnboardingService } from './onboarding.service.ts';

export async function onboardingRoutes(
  base: FastifyInstance,
  {
    onboarding,
    accounts,
  }: { onboarding: ReturnType<typeof createOnboardingService>; accounts: AccountsService },
) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/api/onboarding',
    {
      schema: { tags: ['onboarding'], body: onboardingAnswersSchema, response: { 200: userSchema } },
    },
    async (request) => {
      const user = await onboarding.answer(requireAuth(request).user, request.body);
      return accounts.present(user);
    },
  );
}
