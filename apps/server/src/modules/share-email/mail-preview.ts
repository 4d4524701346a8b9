import { EMAIL_PREVIEW_SLOT, SHARE_EMAIL_TEXTS } from '@folio/shared';
import type { UserRow } from '../accounts/accounts.table.ts';
import { brandOf } from '../teams/team-brand.ts';
import { fullName } from './mail-brand.ts';

/** The user's pictures as their own pages show them (null when they have none). */
type Pictures = { logo: string | null; picture: string | null };

/**
 * The share e-mail as the user's recipients get it, rendered by the mail's own template: their brand,
 * and the picture being edited at EMAIL_PREVIEW_SLOT (the editor puts its crop there).
 */
export async function renderSharePreview(
  user: UserRow,
  look: 'logo' | 'avatar',
  pictures: Pictures,
  now: Date,
) {
  const { renderEmail } = await import('../../platform/mail/templates/index.ts');
  // The user's own brand, which this preview edits (a team's brand is shown in its own section).
  const own = brandOf(user, null, now);
  const brand = { name: fullName(user), logo: pictures.logo, color: own.primaryColor };
  const { html } = await renderEmail('presentation-shared', {
    author: {
      name: fullName(user),
      picture: look === 'avatar' ? EMAIL_PREVIEW_SLOT : pictures.picture,
      brand: { ...brand, logo: look === 'logo' ? EMAIL_PREVIEW_SLOT : brand.logo },
    },
    subject: 'Ocean View Villa',
    message: SHARE_EMAIL_TEXTS.presentationMessage,
    url: '#',
    cover: null,
  });
  return html;
}
