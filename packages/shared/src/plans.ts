export const ROLES = ['free_agent', 'premium_agent'] as const;
export type Role = (typeof ROLES)[number];

export const SUBSCRIPTION_STATUSES = [
  'incomplete',
  'incomplete_expired',
  'trialing',
  'active',
  'past_due',
  'canceled',
  'unpaid',
] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export const PLAN_LABEL: Record<Role, string> = { free_agent: 'Free', premium_agent: 'Premium' };

/** Free users' upload cap in bytes (spec §9). */
export const FREE_USER_FILE_LIMIT = 50_000_000;

type PlanUser = { role: Role; is_trial_active: boolean | null };

export const isFreePlan = (user: PlanUser) => user.role === 'free_agent';

/** The trial gate of §4: on while the trial is active or unknown, or after it for premium users. */
export const trialGateAllows = (user: PlanUser) =>
  user.is_trial_active !== false || user.role === 'premium_agent';

export const isPaymentProblem = (status: SubscriptionStatus | null) =>
  status === 'past_due' || status === 'unpaid';

/** Premium features (favorites, folders, saved contacts, locked share settings): premium users, and everyone during the trial. */
export const hasPremiumAccess = trialGateAllows;
