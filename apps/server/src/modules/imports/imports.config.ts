import { z } from 'zod';

const trimSlash = (url: string) => url.replace(/\/+$/, '');

/** The environment variables of image search and cloud imports (spread into config.ts's envSchema). */
export const importsEnv = {
  UNSPLASH_ACCESS_KEY: z
    .string()
    .optional()
    .describe('Unsplash API access key for the image library; unset = image search answers "not configured"'),
  UNSPLASH_API_URL: z.string().url().default('https://api.unsplash.com').describe('Unsplash API base URL'),
  DROPBOX_APP_KEY: z.string().optional().describe('Dropbox Chooser app key; unset = no Dropbox import'),
  DROPBOX_CONTENT_URL: z
    .string()
    .url()
    .default('https://dl.dropboxusercontent.com')
    .describe('origin of Dropbox Chooser direct links; imports fetch only links on it'),
  BOX_CLIENT_ID: z
    .string()
    .optional()
    .describe('Box app client id (with BOX_CLIENT_SECRET) for connecting Box and its picker; unset = no Box'),
  BOX_CLIENT_SECRET: z.string().optional().describe('Box app client secret; Box is offered only with both'),
  BOX_AUTHORIZE_URL: z
    .string()
    .url()
    .default('https://account.box.com/api/oauth2/authorize')
    .describe("Box's OAuth 2.0 consent page"),
  BOX_API_URL: z.string().url().default('https://api.box.com').describe('Box API base URL (tokens, files)'),
  GOOGLE_CLIENT_ID: z
    .string()
    .optional()
    .describe(
      'Google OAuth client id: Google sign-in, and the Drive picker (with GOOGLE_API_KEY); unset = neither',
    ),
  GOOGLE_API_KEY: z.string().optional().describe('Google API key of the Drive picker'),
  GOOGLE_DRIVE_API_URL: z
    .string()
    .url()
    .default('https://www.googleapis.com')
    .describe('Google Drive API base URL'),
};

type ImportsEnv = z.infer<z.ZodObject<typeof importsEnv>>;

/** Each provider's settings, or null when it is not configured (its button is hidden). */
export function importsSettings(e: ImportsEnv) {
  return {
    unsplash: e.UNSPLASH_ACCESS_KEY
      ? { accessKey: e.UNSPLASH_ACCESS_KEY, apiUrl: trimSlash(e.UNSPLASH_API_URL) }
      : null,
    dropbox: e.DROPBOX_APP_KEY
      ? { appKey: e.DROPBOX_APP_KEY, contentUrl: trimSlash(e.DROPBOX_CONTENT_URL) }
      : null,
    box:
      e.BOX_CLIENT_ID && e.BOX_CLIENT_SECRET
        ? {
            clientId: e.BOX_CLIENT_ID,
            clientSecret: e.BOX_CLIENT_SECRET,
            authorizeUrl: e.BOX_AUTHORIZE_URL,
            apiUrl: trimSlash(e.BOX_API_URL),
          }
        : null,
    googleDrive:
      e.GOOGLE_CLIENT_ID && e.GOOGLE_API_KEY
        ? {
            clientId: e.GOOGLE_CLIENT_ID,
            apiKey: e.GOOGLE_API_KEY,
            apiUrl: trimSlash(e.GOOGLE_DRIVE_API_URL),
          }
        : null,
  };
}
