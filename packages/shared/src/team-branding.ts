import { z } from 'zod';
import { BRANDING_TEXTS } from './accounts.ts';

/** Texts of a team's brand (Settings → Brand, 'Team brand'). */
export const TEAM_BRAND_TEXTS = {
  title: 'Team brand',
  intro: 'Your team’s logo and colour appear on every page and e-mail your members share.',
  whiteLabelTeamPays: 'White label is a Premium feature of teams that pay for their members.',
  allowMemberBranding: 'Let members use their own brand',
  allowMemberBrandingHelp:
    'Where a member has set their own logo or white label, theirs replaces the team’s.',
  saved: 'Your team’s brand was saved.',
  logoSaved: 'Your team’s logo was saved.',
  logoRemoved: 'Your team’s logo was removed.',
  memberNote: (team: string) => `${team}’s brand is applied to what you share.`,
  memberMayReplace: 'Where you set your own logo or white label below, yours is used instead.',
  memberMayNotReplace: 'Your own logo and colour are not used while you are in this team.',
} as const;

/** PATCH /api/company/{id}/branding takes one or more of the team's brand settings (an empty body is a 400). */
export const teamBrandingUpdateSchema = z
  .object({
    primary_color: z
      .string()
      .trim()
      .regex(/^#[\da-f]{6}$/i, BRANDING_TEXTS.invalidColor)
      .nullable(),
    show_white_label: z.boolean(),
    allow_member_branding: z.boolean(),
  })
  .partial()
  .strict();
export type TeamBrandingUpdate = z.infer<typeof teamBrandingUpdateSchema>;

/** A team's brand as its members read it (GET /api/company/{id}'s `branding`). */
export const teamBrandingSchema = z.object({
  logo: z.string().nullable(),
  primary_color: z.string().nullable(),
  show_white_label: z.boolean(),
  allow_member_branding: z.boolean(),
});
export type TeamBranding = z.infer<typeof teamBrandingSchema>;
