/** Insights constants and texts, without zod, so the web's insights screens can import them alone. */

/** Insights (spec §2 insights screens, §7 "Insights and feedback"): who viewed what, for how long. */
export const INSIGHTS_PAGE_SIZE = 20;
/** Sessions shown on one viewer's page, newest first. */
export const VIEWER_SESSIONS_MAX = 100;
/** A viewer's key: two 64-bit hashes of their identity, 32 lowercase hex characters. */
export const VIEWER_KEY_PATTERN = /^[0-9a-f]{32}$/;

export const INSIGHTS_TEXTS = {
  premiumRequired:
    'You have used all your free presentation insights. Upgrade to Premium for unlimited analytics.',
  viewerHasEmail: 'This viewer already has an email.',
  emailRequired: 'Email field is required',
  emailInvalid: 'Invalid Email',
  assetRequired: 'Choose an asset.',
} as const;
