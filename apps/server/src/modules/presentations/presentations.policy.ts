import { trialGateAllows } from '@folio/shared';
import type { UserRow } from '../accounts/accounts.table.ts';

/** Premium features (favorites, folders, saved contacts) are open to premium users and during the trial. */
export function hasPremium(user: UserRow, now: Date) {
  const isTrialActive = user.trialEndsAt !== null && user.trialEndsAt > now;
  return trialGateAllows({ role: user.role, is_trial_active: isTrialActive });
}
