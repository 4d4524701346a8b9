import { EMAIL_PREVIEW_SLOT, SHARE_EMAIL_TEXTS } from '@folio/shared';
import type { UserRow } from '../accounts/accounts.table.ts';
import { type BrandTeam, brandOf } from '../teams/team-brand.ts';
import { fullName } from './mail-brand.ts';

/** The user's own pictures as their own pages show them (null when they have none). */
type Pictures = { logo: string | null; picture: string | null };

/**
 * The share e-mail as the user's recipients get it, rendered by the mail's own template, in the brand
 * it goes out with (team-brand.ts: their team's where it wins), with the picture being edited at
 * EMAIL_PREVIEW_SLOT (the editor puts its crop there). `teamLogo`: the team's logo shows instead of
 * the user's, so the logo being edited does not reach recipients.
 */
export async function renderSharePreview(
  user: UserRow,
  team: BrandTeam | null,
  look: 'logo' | 'avatar',
  { pictures, fileUrl }: { pictures: Pictures; fileUrl: (key: string) => string },
  now: Date,
) {
  const { renderEmail } = await import('../../platform/mail/templates/index.ts');
  // The logo being edited counts as set: the rule then says whether it or the team's would show.
  const edited = look === 'logo' ? { ...user, logoKey: user.logoKey ?? EMAIL_PREVIEW_SLOT } : user;
  const brand = brandOf(edited, team, now);
  const teamLogo = brand.logoKey !== edited.logoKey;
  const ownLogo = look === 'logo' ? EMAIL_PREVIEW_SLOT : pictures.logo;
  const { html } = await renderEmail('presentation-shared', {
    author: {
      name: fullName(user),
      picture: look === 'avatar' ? EMAIL_PREVIEW_SLOT : pictures.picture,
      brand: {
        name: fullName(user),
        logo: teamLogo && brand.logoKey ? fileUrl(brand.logoKey) : ownLogo,
        color: brand.primaryColor,
      },
    },
    subject: 'Ocean View Villa',
    message: SHARE_EMAIL_TEXTS.presentationMessage,
    url: '#',
    cover: null,
  });
  return { html, team_logo: teamLogo };
}
