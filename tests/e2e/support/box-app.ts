import { rmSync } from 'node:fs';
import { test } from '@playwright/test';
import { type BoxServer, startBoxServer } from '../../../apps/server/src/test/box/box-server.ts';
import { type FolioServer, folioEnv, freePort, migratedDataDir, startFolio } from './folio-server.ts';

export type BoxApp = FolioServer & { box: BoxServer };

/** Journeys with Box: a Folio of their own whose BOX_* point at the local Box server. */
export const boxTest = test.extend<object, { boxApp: BoxApp; boxEnv: Record<string, string> }>({
  /** More environment for this Folio, e.g. `boxTest.use({ boxEnv: { TRIAL_DAYS: '0' } })`. */
  boxEnv: [{}, { scope: 'worker', option: true }],
  boxApp: [
    async ({ boxEnv }, use) => {
      const port = await freePort();
      // The download stays on the stand-in's own origin: the production Folio fetches only the configured API's.
      const box = await startBoxServer({ downloadHost: 'same' });
      const dataDir = migratedDataDir('folio-e2e-box-');
      const folio = await startFolio(
        folioEnv(port, dataDir, {
          ...box.env,
          AUTH_RATE_LIMIT: '1000',
          SMTP_URL: process.env.E2E_SMTP_URL ?? '',
          ...boxEnv,
        }),
      );
      await use({ ...folio, box });
      await folio.stop();
      await box.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ boxApp }, use) => use(boxApp.url),
});
