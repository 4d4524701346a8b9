import { premiumSettingsTurnedOn, type ShareLinkUpdate } from '@folio/shared';
import type { UserRow } from '../accounts/accounts.table.ts';
import { checkLimits } from '../link-limits/link-limits.policy.ts';
import { hasPremium } from '../presentations/presentations.policy.ts';
import {
  feedbackOnlyPresentations,
  forwardTrackingNotPublic,
  passwordRequired,
  premiumSetting,
  printingUnavailable,
} from './share-links.errors.ts';

type Context = {
  user: UserRow;
  now: Date;
  presentationType: 'presentation' | 'document';
  isPublic: boolean;
  printFlag: boolean;
};

/**
 * The rules of the link settings (spec §3, §5): field errors (400) first, then the premium gate (403).
 * Turning a setting off is always allowed, so a user whose trial ended can still switch them off.
 */
export function checkSettings(settings: ShareLinkUpdate, c: Context) {
  if (settings.prevent_printing && !c.printFlag) throw printingUnavailable();
  if (settings.prevent_feedback && c.presentationType === 'document') throw feedbackOnlyPresentations();
  if (settings.forward_tracking && c.isPublic) throw forwardTrackingNotPublic();
  if (settings.password_protect && !settings.password_protect.trim()) throw passwordRequired();
  if (premiumSettingsTurnedOn(settings).length > 0 && !hasPremium(c.user, c.now)) throw premiumSetting();
  checkLimits(settings, c);
}
