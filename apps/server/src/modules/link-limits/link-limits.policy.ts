import { limitsTurnedOn, type ShareLinkUpdate } from '@folio/shared';
import type { UserRow } from '../accounts/accounts.table.ts';
import { hasPremium } from '../presentations/presentations.policy.ts';
import { expiryInPast, limitsPremium } from './link-limits.errors.ts';

/** The expiry and limit settings: an expiry date in the past is 400, setting any limit needs premium (403). */
export function checkLimits(settings: ShareLinkUpdate, c: { user: UserRow; now: Date }) {
  if (settings.expires_at && new Date(settings.expires_at) <= c.now) throw expiryInPast();
  if (limitsTurnedOn(settings) && !hasPremium(c.user, c.now)) throw limitsPremium();
}
