import { z } from 'zod';

/** The environment variables of social sign-in (spread into config.ts's envSchema; GOOGLE_CLIENT_ID is there). */
export const socialSignInEnv = {
  GOOGLE_OAUTH_API_URL: z
    .string()
    .url()
    .default('https://www.googleapis.com')
    .describe('Google OAuth API base URL (tokeninfo, userinfo) that checks sign-in tokens'),
  GOOGLE_IDENTITY_SCRIPT_URL: z
    .string()
    .url()
    .default('https://accounts.google.com/gsi/client')
    .describe('Google Identity Services script the sign-in button loads'),
  FACEBOOK_APP_ID: z
    .string()
    .regex(/^\d+$/, 'must be a Facebook app id (digits)')
    .optional()
    .describe('Facebook app id for Facebook sign-in (with FACEBOOK_APP_SECRET); unset = no Facebook button'),
  FACEBOOK_APP_SECRET: z.string().optional().describe('Facebook app secret; required with FACEBOOK_APP_ID'),
  FACEBOOK_GRAPH_URL: z
    .string()
    .url()
    .default('https://graph.facebook.com')
    .describe('Facebook Graph API base URL (debug_token, /me)'),
  FACEBOOK_SDK_URL: z
    .string()
    .url()
    .default('https://connect.facebook.net/en_US/sdk.js')
    .describe('Facebook JavaScript SDK the sign-in button loads'),
};

type SocialEnv = z.infer<z.ZodObject<typeof socialSignInEnv>> & { GOOGLE_CLIENT_ID?: string };

const trimSlash = (url: string) => url.replace(/\/+$/, '');

/** Google sign-in needs the client id; Facebook the app id and its secret. Unconfigured: null (no button). */
export function socialSignInSettings(e: SocialEnv) {
  if (e.FACEBOOK_APP_ID && !e.FACEBOOK_APP_SECRET)
    throw new Error('Invalid configuration:\n  FACEBOOK_APP_SECRET: required with FACEBOOK_APP_ID');
  return {
    google: e.GOOGLE_CLIENT_ID
      ? {
          clientId: e.GOOGLE_CLIENT_ID,
          apiUrl: trimSlash(e.GOOGLE_OAUTH_API_URL),
          scriptUrl: e.GOOGLE_IDENTITY_SCRIPT_URL,
        }
      : null,
    facebook:
      e.FACEBOOK_APP_ID && e.FACEBOOK_APP_SECRET
        ? {
            appId: e.FACEBOOK_APP_ID,
            appSecret: e.FACEBOOK_APP_SECRET,
            graphUrl: trimSlash(e.FACEBOOK_GRAPH_URL),
            sdkUrl: e.FACEBOOK_SDK_URL,
          }
        : null,
  };
}

export type SocialSignInSettings = ReturnType<typeof socialSignInSettings>;
export type GoogleSettings = NonNullable<SocialSignInSettings['google']>;
export type FacebookSettings = NonNullable<SocialSignInSettings['facebook']>;
