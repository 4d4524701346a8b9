import type { UserRow } from '../accounts/accounts.table.ts';
import { hasPremium } from '../presentations/presentations.policy.ts';

/**
 * How many presentations' insights the user may open: null for premium and trial users (unlimited);
 * for a free user their `remaining_presentation_insights_free_user`, applied to their shared presentations
 * in the order they were first shared (spec §4: using a template spends one, so the allowance shrinks).
 */
export const insightsAllowance = (user: UserRow, now: Date) =>
  hasPremium(user, now) ? null : user.remainingPresentationInsightsFreeUser;

/** A presentation never shared has nothing to lock; the n-th one first shared is open while n ≤ allowance. */
export const isLocked = (shareRank: number, allowance: number | null) =>
  allowance !== null && shareRank > allowance;

/** Separators are not content a viewer reaches: completion is the last other visible asset. */
export const countsForCompletion = (asset: { type: string; isHidden: boolean }) =>
  !asset.isHidden && asset.type !== 'separator' && asset.type !== 'separator_hidden';
