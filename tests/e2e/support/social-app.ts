import { rmSync } from 'node:fs';
import { test } from '@playwright/test';
import {
  type FacebookServer,
  startFacebookServer,
} from '../../../apps/server/src/test/social/facebook-server.ts';
import { type GoogleServer, startGoogleServer } from '../../../apps/server/src/test/social/google-server.ts';
import { type FolioServer, folioEnv, freePort, migratedDataDir, startFolio } from './folio-server.ts';

export type SocialApp = FolioServer & { google: GoogleServer; facebook: FacebookServer };

/**
 * Journeys that sign in with Google or Facebook: a Folio of its own whose GOOGLE_* and FACEBOOK_* settings
 * point at the local providers (their APIs, and stand-ins for the Identity Services script and the SDK).
 */
export const socialTest = test.extend<object, { socialApp: SocialApp; socialEnv: Record<string, string> }>({
  /** More environment for this Folio, e.g. `socialTest.use({ socialEnv: { FEATURE_FACEBOOK_LOGIN: 'false' } })`. */
  socialEnv: [{}, { scope: 'worker', option: true }],
  socialApp: [
    async ({ socialEnv }, use) => {
      const [google, facebook, port] = await Promise.all([
        startGoogleServer(),
        startFacebookServer(),
        freePort(),
      ]);
      const dataDir = migratedDataDir('folio-e2e-social-');
      const folio = await startFolio(
        folioEnv(port, dataDir, {
          ...google.env,
          ...facebook.env,
          AUTH_RATE_LIMIT: '1000',
          // The server's compiler options (the e-mails' JSX): tsx reads no tsconfig at the repository's root.
          TSX_TSCONFIG_PATH: 'apps/server/tsconfig.json',
          ...socialEnv,
        }),
        240_000,
        ['--import', 'tsx', 'tests/e2e/support/loopback-folio.ts'],
      );
      await use({ ...folio, google, facebook });
      await folio.stop();
      await Promise.all([google.close(), facebook.close()]);
      rmSync(dataDir, { recursive: true, force: true });
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ socialApp }, use) => use(socialApp.url),
});
