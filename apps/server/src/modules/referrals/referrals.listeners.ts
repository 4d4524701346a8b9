import type { Events } from '../../platform/events.ts';
import type { ReferralsService } from './referrals.service.ts';

/** A sign-up through a referral link records its referrer (delivered from the outbox, at least once). */
export function registerReferralListeners({
  events,
  referrals,
}: {
  events: Events;
  referrals: ReferralsService;
}) {
  events.on('user.registered', ({ userId }) => referrals.recordSignUp(userId));
}
