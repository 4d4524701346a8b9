import { BRANDING_TEXTS, brandingUpdateSchema, nonEmptyUpdate, userSchema } from '@folio/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAuth } from '../../platform/auth.ts';
import type { AccountsService } from './accounts.service.ts';
import type { BrandingService } from './branding.service.ts';

type Deps = { branding: BrandingService; accounts: AccountsService };

export async function brandingRoutes(base: FastifyInstance, { branding, accounts }: Deps) {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.patch(
    '/api/users/me/branding',
    {
      schema: {
        tags: ['accounts'],
        description:
          'The brand recipients see: `show_white_label` (their logo and primary colour instead of Folio’s; ' +
          `turning it on is premium or trial, else 403 '${BRANDING_TEXTS.whiteLabelPremium}') and ` +
          `\`primary_color\` ('#rrggbb', null for the default; else 400 '${BRANDING_TEXTS.invalidColor}'). ` +
          'The logo is the profile’s (PATCH /api/user with a `logo` file). Answers the user.',
        body: nonEmptyUpdate(brandingUpdateSchema),
        response: { 200: userSchema },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      return accounts.present(await branding.update(auth.user, request.body), auth.teams);
    },
  );
}
