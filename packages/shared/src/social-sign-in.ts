import { z } from 'zod';
import { fromSharedLinkFields } from './accounts.ts';

/** The social sign-in providers (spec §1: Google and Facebook, each behind a feature flag). */
export const SOCIAL_PROVIDERS = ['google', 'facebook'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

export const SOCIAL_PROVIDER_NAMES: Record<SocialProvider, string> = {
  google: 'Google',
  facebook: 'Facebook',
};

/** Facebook login SDK version and what it asks for (spec §9). */
export const FACEBOOK_SDK = {
  version: 'v3.2',
  scope: 'email,public_profile',
  /** The image picker's Facebook source: the user's photos and albums. */
  photosScope: 'user_photos',
} as const;
/** What the Google Identity Services token client asks for. */
export const GOOGLE_SCOPE = 'openid email profile';

/** How long a social sign-in or linking failure toast stays (spec §8). */
export const SOCIAL_TOAST_MS = 5000;

const accessToken = z.string().trim().min(1, 'This field is required.').max(4096);
const provider = z.enum(SOCIAL_PROVIDERS);

/**
 * POST /api/auth/google and /api/auth/facebook (spec §7: access_token); `invite` as on /sign-up?invite=,
 * `hash` and `user_token` as on a sign-up or sign-in from a shared presentation.
 */
export const socialSignInSchema = z.object({
  access_token: accessToken,
  invite: z.string().max(200).optional(),
  ...fromSharedLinkFields,
});
export type SocialSignIn = z.infer<typeof socialSignInSchema>;

/** POST /api/auth/link: links the provider account of the token to the signed-in user. */
export const socialLinkSchema = z.object({ provider, access_token: accessToken });
export const socialUnlinkSchema = z.object({ provider });

/** POST /get-user-email (same origin, spec §7). */
export const userEmailRequestSchema = z.object({ accessToken });
export const userEmailResponseSchema = z.object({ email: z.string() });

/** GET /api/auth/providers: what the browser needs to open each provider; null when it is not configured. */
export const authProvidersSchema = z.object({
  google: z.object({ client_id: z.string(), script_url: z.string() }).nullable(),
  facebook: z.object({ app_id: z.string(), sdk_url: z.string(), version: z.string() }).nullable(),
});
export type AuthProviders = z.infer<typeof authProvidersSchema>;

export const socialAccountSchema = z.object({
  provider,
  email: z.string(),
  picture_url: z.string().nullable(),
  linked_at: z.string(),
});

/** GET /api/user/social-accounts (Settings → Integrations, "Sign-in accounts"). */
export const socialAccountsSchema = z.object({
  accounts: z.array(socialAccountSchema),
  /** Whether the user can sign in with a password: without one, the last linked account cannot be unlinked. */
  has_password: z.boolean(),
});
export type SocialAccounts = z.infer<typeof socialAccountsSchema>;

const named = (p: SocialProvider) => SOCIAL_PROVIDER_NAMES[p];

/** Texts of social sign-in and linking (the spec's where it has them, §8). */
export const SOCIAL_TEXTS = {
  signInFailed: 'Something went wrong. Please try again',
  googleSignInFailed: 'Something went wrong. Please try again or contact support.',
  linkConflict:
    'A separate account already exists for the social account you are trying to link. Please contact support for assistance.',
  linkFailed: 'An error occurred when trying to link your account',
  notConfigured: (p: SocialProvider) => `${named(p)} sign-in is not configured.`,
  invalidToken: (p: SocialProvider) => `${named(p)} did not accept this sign-in. Please try again.`,
  providerDown: (p: SocialProvider) => `We could not reach ${named(p)}. Please try again in a moment.`,
  emailUnverified: (p: SocialProvider) =>
    `Your ${named(p)} e-mail address is not verified. Verify it with ${named(p)} first, or sign up with e-mail and password.`,
  noEmail: (p: SocialProvider) =>
    `Your ${named(p)} account does not share an e-mail address. Allow access to it, or sign up with e-mail and password.`,
  emailTakenUnverified:
    'An account with this e-mail address already exists. Log in with your password (or reset it), then link this account in Settings → Integrations.',
  otherAccountLinked: (p: SocialProvider) =>
    `Another ${named(p)} account is already linked to your Folio account. Unlink it first.`,
  lastSignInMethod: (p: SocialProvider) =>
    `${named(p)} is your only way to sign in. Set a password or link another account before you unlink it.`,
  notLinked: (p: SocialProvider) => `No ${named(p)} account is linked.`,
  linked: (p: SocialProvider) => `Your ${named(p)} account is linked.`,
  unlinked: (p: SocialProvider) => `Your ${named(p)} account is unlinked.`,
};
