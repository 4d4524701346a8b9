import { z } from 'zod';

/** The spec's feature flags (§9) with their defaults; the server may override each from the environment. */
export const FEATURE_FLAG_DEFAULTS = {
  create_team: true,
  referral: true,
  facebook_login: true,
  google_login: true,
  name_required: true,
  ai_button: true,
  enhance: true,
  summarizer: true,
  plan_cancel_flow: false,
  video_upload: false,
  print: false,
  auto_reminders: false,
  drive_button: false,
  facebook_button: true,
  new_style: false,
} as const;

export type FeatureFlag = keyof typeof FEATURE_FLAG_DEFAULTS;
export type FeatureFlags = Record<FeatureFlag, boolean>;
export const FEATURE_FLAGS = Object.keys(FEATURE_FLAG_DEFAULTS) as FeatureFlag[];

export const featureFlagsSchema = z.object(
  Object.fromEntries(FEATURE_FLAGS.map((f) => [f, z.boolean()])) as Record<FeatureFlag, z.ZodBoolean>,
);
