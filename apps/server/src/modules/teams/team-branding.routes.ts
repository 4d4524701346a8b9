import {
  BRANDING_TEXTS,
  MESSAGES,
  nonEmptyUpdate,
  TEAM_BRAND_TEXTS,
  teamBrandingSchema,
  teamBrandingUpdateSchema,
} from '@folio/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAuth } from '../../platform/auth.ts';
import { fieldError } from '../../platform/errors.ts';
import { IMAGE_UPLOAD_MAX_BYTES } from '../../platform/image-uploads.ts';
import { idParams } from '../../platform/params.ts';
import { readMultipart } from '../../platform/uploads.ts';
import { createTeamAccess } from './team-access.ts';
import { createTeamBrandingService, type TeamBrandingService } from './team-branding.service.ts';

const tags = ['teams'];
const TEAM_RULES =
  'A team the caller is not in answers 404; a member who is not an admin gets 403 `team_admin_required`.';

export async function teamBrandingRoutes(
  base: FastifyInstance,
  { branding }: { branding: TeamBrandingService },
) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const response = { 200: teamBrandingSchema };

  app.get(
    '/api/company/:id/branding',
    {
      schema: {
        tags,
        operationId: 'getTeamBranding',
        summary: "Read a team's branding",
        description: `The brand every member’s recipient pages and share e-mails carry; any member may read it. ${TEAM_RULES}`,
        params: idParams,
        response,
      },
    },
    async (request) => branding.get(requireAuth(request).user, request.params.id),
  );

  app.patch(
    '/api/company/:id/branding',
    {
      schema: {
        tags,
        operationId: 'updateTeamBranding',
        summary: "Update a team's branding",
        description:
          '`primary_color` (#rrggbb, null for the default; else 400 ' +
          `'${BRANDING_TEXTS.invalidColor}'), \`show_white_label\` (turning it on needs a team that pays for its ` +
          `members, else 403 premium_required '${TEAM_BRAND_TEXTS.whiteLabelTeamPays}'), \`allow_member_branding\` ` +
          '(members’ own logo and white label replace the team’s where they set them). Without it the team’s ' +
          `logo and white label win wherever the team set them. ${TEAM_RULES}`,
        params: idParams,
        body: nonEmptyUpdate(teamBrandingUpdateSchema),
        response,
      },
    },
    async (request) => branding.update(requireAuth(request).user, request.params.id, request.body),
  );

  app.put(
    '/api/company/:id/logo',
    {
      schema: {
        tags,
        operationId: 'uploadTeamLogo',
        summary: "Upload a team's logo",
        description:
          'multipart/form-data with the file `logo` (jpg, png, bmp or webp, checked by its bytes; 10 MB). ' +
          TEAM_RULES,
        params: idParams,
        response,
      },
    },
    async (request) => {
      const { user } = requireAuth(request);
      await branding.requireAdmin(user, request.params.id);
      if (!request.isMultipart()) throw fieldError('logo', MESSAGES.invalidImageOrWebp);
      const form = await readMultipart(request, {
        maxFileBytes: IMAGE_UPLOAD_MAX_BYTES,
        tooLarge: MESSAGES.imageTooLarge,
      });
      try {
        if (!form.files.logo) throw fieldError('logo', MESSAGES.invalidImageOrWebp);
        return await branding.setLogo(user, request.params.id, form.files.logo);
      } finally {
        await form.cleanup();
      }
    },
  );

  app.delete(
    '/api/company/:id/logo',
    {
      schema: {
        tags,
        operationId: 'deleteTeamLogo',
        summary: "Remove a team's logo",
        description: `Members’ shares fall back to their own logo. ${TEAM_RULES}`,
        params: idParams,
        response,
      },
    },
    async (request) => branding.removeLogo(requireAuth(request).user, request.params.id),
  );
}

type ModuleDeps = Omit<
  Parameters<typeof createTeamBrandingService>[0],
  'access' | 'onMemberContentChanged'
> & {
  contentChanges: { changed: (userId: number) => Promise<void> };
};

/** The team brand's routes with their service (app.ts adds the module with this one call). */
export const registerTeamBranding = (app: FastifyInstance, { contentChanges, ...deps }: ModuleDeps) =>
  app.register(teamBrandingRoutes, {
    branding: createTeamBrandingService({
      ...deps,
      access: createTeamAccess(deps.db),
      onMemberContentChanged: contentChanges.changed,
    }),
  });
