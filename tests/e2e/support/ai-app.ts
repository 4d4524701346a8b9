import { rmSync } from 'node:fs';
import { test } from '@playwright/test';
import { type ChatServer, startChatServer } from '../../../apps/server/src/test/ai/chat-server.ts';
import { listingHtml, startListingSite } from '../../../apps/server/src/test/ai/listing-site.ts';
import { type FolioServer, folioEnv, freePort, migratedDataDir, startFolio } from './folio-server.ts';

export type AiApp = FolioServer & {
  chat: ChatServer;
  /** The address of a local listing page (reachable only by a Folio started with `aiLoopback`). */
  listingUrl: string;
};

/** Journeys with the AI helpers: a Folio of their own whose AI_BASE_URL is a local chat-completions server. */
export const aiTest = test.extend<
  object,
  { aiApp: AiApp; aiEnv: Record<string, string>; aiLoopback: boolean }
>({
  /** More environment for this Folio, e.g. `aiTest.use({ aiEnv: { AI_MONTHLY_TOKENS: '10' } })`. */
  aiEnv: [{}, { scope: 'worker', option: true }],
  /**
   * A Folio whose outbound fetches may reach this machine (the asset builder reading the local listing
   * page), which the production guard refuses; it sends no e-mail.
   */
  aiLoopback: [false, { scope: 'worker', option: true }],
  aiApp: [
    async ({ aiEnv, aiLoopback }, use) => {
      const port = await freePort();
      const chat = await startChatServer({ apiKey: 'sk-e2e-local' });
      const site = await startListingSite({ '/listing/12-harbour-lane': listingHtml() });
      const dataDir = migratedDataDir('folio-e2e-ai-');
      const folio = await startFolio(
        folioEnv(port, dataDir, {
          AI_BASE_URL: chat.url,
          AI_API_KEY: 'sk-e2e-local',
          AI_MODEL: 'local-model',
          AUTH_RATE_LIMIT: '1000',
          SMTP_URL: process.env.E2E_SMTP_URL ?? '',
          ...aiEnv,
        }),
        240_000,
        aiLoopback ? ['--import', 'tsx', 'tests/e2e/support/loopback-folio.ts'] : undefined,
      );
      await use({ ...folio, chat, listingUrl: site.url('/listing/12-harbour-lane') });
      await folio.stop();
      await Promise.all([chat.close(), site.close()]);
      rmSync(dataDir, { recursive: true, force: true });
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ aiApp }, use) => use(aiApp.url),
});
