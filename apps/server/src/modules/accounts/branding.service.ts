import { BRANDING_TEXTS, type BrandingUpdate } from '@folio/shared';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import { forbidden } from '../../platform/errors.ts';
import { hasPremium } from '../presentations/presentations.policy.ts';
import { renderSharePreview } from '../share-email/mail-preview.ts';
import { brandTeamOf } from '../teams/team-brand.ts';
import { createAccountsRepository } from './accounts.repository.ts';
import type { UserRow } from './accounts.table.ts';

export const whiteLabelPremium = () =>
  forbidden(BRANDING_TEXTS.whiteLabelPremium, { code: 'premium_required' });
const hideHeaderPremium = () => forbidden(BRANDING_TEXTS.hideHeaderPremium, { code: 'premium_required' });

/**
 * The user's brand on what they share (settings 'brand' tab): white label is premium to turn on, and
 * always allowed off, so a user whose trial ended can still switch it off. The logo is the profile's.
 */
type Deps = { db: Db; clock: Clock; fileUrl: (key: string) => string };

export function createBrandingService({ db, clock, fileUrl }: Deps) {
  const repo = createAccountsRepository(db);
  return {
    async update(user: UserRow, changes: BrandingUpdate) {
      const premium = hasPremium(user, clock.now());
      if (changes.show_white_label && !premium) throw whiteLabelPremium();
      if (changes.hide_recipient_header && !premium) throw hideHeaderPremium();
      return repo.updateUser(user.id, {
        ...(changes.show_white_label !== undefined && { showWhiteLabel: changes.show_white_label }),
        ...(changes.hide_recipient_header !== undefined && {
          hideRecipientHeader: changes.hide_recipient_header,
        }),
        ...(changes.primary_color !== undefined && {
          primaryColor: changes.primary_color?.toLowerCase() ?? null,
        }),
      });
    },

    /** The share e-mail in the brand it goes out with (the team's where it wins), from its template. */
    async emailPreview(
      user: UserRow,
      look: 'logo' | 'avatar',
      pictures: { logo: string | null; picture: string | null },
    ) {
      const team = await brandTeamOf(db, user.id);
      return renderSharePreview(user, team, look, { pictures, fileUrl }, clock.now());
    },
  };
}

export type BrandingService = ReturnType<typeof createBrandingService>;
