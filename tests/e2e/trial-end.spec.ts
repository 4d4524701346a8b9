import { rmSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from './support/axe.ts';
import {
  type FolioServer,
  folioEnv,
  freePort,
  migratedDataDir,
  runAdmin,
  startFolio,
} from './support/folio-server.ts';
import { signIn } from './support/users.ts';

type TrialApp = { env: NodeJS.ProcessEnv; server: FolioServer };

/** A Folio of this journey's own: its trial ends through the operator's CLI, which needs the server stopped. */
const trialTest = test.extend<object, { trialApp: TrialApp }>({
  trialApp: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a function asks for from this.
    async ({}, use) => {
      const dataDir = migratedDataDir('folio-e2e-trial-');
      const env = folioEnv(await freePort(), dataDir, { SMTP_URL: process.env.E2E_SMTP_URL ?? '' });
      const app: TrialApp = { env, server: await startFolio(env) };
      await use(app);
      await app.server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ trialApp }, use) => use(trialApp.server.url),
  bypassCSP: true,
});

/** Screenshots at the two widths the app is designed for, kept with the test's output. */
async function shots(page: Page, name: string) {
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: width === 360 ? 740 : 800 });
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`) });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

trialTest(
  'a trial user sees the days left; at the end of the trial /trial-expired and the downgrade modal, answered once',
  async ({ page, trialApp }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const email = await signIn(page);
    const banner = page.getByRole('region', { name: 'Free trial' });
    await expect(banner).toContainText('Your free trial ends in 14 days.');
    await page.getByRole('button', { name: /^Account menu for/ }).click();
    await expect(page.getByRole('menu')).toContainText(`${email} · Trial · 14 days left`);
    await page.keyboard.press('Escape');
    await expectAccessible(page, 'presentations with the trial banner');
    await shots(page, 'trial-banner');

    await trialApp.server.stop();
    expect(runAdmin(trialApp.env, 'user:end-trial', email)).toContain('trial has ended');
    trialApp.server = await startFolio(trialApp.env);

    await page.goto('/presentations');
    await expect(page).toHaveURL(/\/trial-expired$/);
    const modal = page.getByRole('dialog', { name: 'Your account is now on the Free plan' });
    await expect(modal.getByRole('listitem')).toHaveText([
      'Password-protected sharing',
      'Unlimited analytics',
      'Video headers',
      'Contacts, favorites and folders',
    ]);
    await expect(banner).toBeHidden();
    await expectAccessible(page, 'the downgrade-to-free modal');
    await shots(page, 'downgrade-modal');

    await modal.getByRole('button', { name: 'Stay free' }).click();
    await expect(modal).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Your trial has ended' })).toBeVisible();
    await expectAccessible(page, '/trial-expired');
    await shots(page, 'trial-expired');

    // Answered for good: the next visit neither redirects nor asks again.
    await page.goto('/presentations');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page).toHaveURL(/\/presentations$/);
    await expect(page.getByRole('dialog')).toBeHidden();
    await page.getByRole('button', { name: /^Account menu for/ }).click();
    await expect(page.getByRole('menu')).toContainText(`${email} · Free`);
  },
);
