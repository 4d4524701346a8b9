import {
  BRANDING_TEXTS,
  brandingUpdateSchema,
  EMAIL_PREVIEW_SLOT,
  emailPreviewQuerySchema,
  emailPreviewSchema,
  nonEmptyUpdate,
  userSchema,
} from '@folio/shared';
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
        operationId: 'updateUserBranding',
        summary: 'Update the branding recipients see',
        description:
          'The brand recipients see: `show_white_label` (their logo and primary colour instead of Folio’s; ' +
          `turning it on is premium or trial, else 403 '${BRANDING_TEXTS.whiteLabelPremium}'), ` +
          '`hide_recipient_header` (recipient pages without their header while the user has premium; turning ' +
          `it on is premium or trial, else 403 '${BRANDING_TEXTS.hideHeaderPremium}') and ` +
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

  app.get(
    '/api/users/me/branding/email-preview',
    {
      schema: {
        tags: ['accounts'],
        operationId: 'previewBrandedShareEmail',
        summary: "Preview the share e-mail with the user's branding",
        description:
          'The share e-mail as the user’s recipients get it (their name, logo and, with white label, colour; ' +
          'a team member’s team brand where it wins), rendered by the template the e-mail is sent with: ' +
          "`{ html, team_logo }`. The picture being edited (`look`: 'logo' or 'avatar') is at " +
          `${EMAIL_PREVIEW_SLOT}, for the editor to replace with its crop; \`team_logo\`: the team’s logo ` +
          'shows instead of the user’s, so a logo being edited does not reach recipients.',
        querystring: emailPreviewQuerySchema,
        response: { 200: emailPreviewSchema },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      const wire = await accounts.present(auth.user, auth.teams);
      const pictures = { logo: wire.branding.logo, picture: wire.picture };
      return branding.emailPreview(auth.user, request.query.look, pictures);
    },
  );
}
