import { rmSync } from 'node:fs';
import { type Browser, expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { expectAccessible } from './support/axe.ts';
import {
  type FolioServer,
  folioEnv,
  freePort,
  migratedDataDir,
  runAdmin,
  startFolio,
} from './support/folio-server.ts';
import { createAccount, PASSWORD } from './support/users.ts';

const TEAM = 'Harbor Realty';
const TEAM_COLOR = '#0a7d4f';

/** Screenshots at the two widths the app is designed for, kept with the test's output. */
async function shots(page: Page, name: string) {
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: width === 360 ? 740 : 800 });
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

async function logIn(page: Page, email: string) {
  await page.goto('/login');
  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'LOG IN' }).click();
  await expect(page).toHaveURL(/\/presentations$/);
}

async function pageAt(browser: Browser, server: FolioServer) {
  const context = await browser.newContext({
    baseURL: server.url,
    viewport: { width: 1280, height: 800 },
    bypassCSP: true,
  });
  return context.newPage();
}

test('a team template and the team brand: the admin shares a template, a member uses it, their recipients see the team', async ({
  browser,
}) => {
  test.setTimeout(360_000);
  // A Folio of this journey's own: the team is made by the operator's CLI, which needs the server stopped.
  const dataDir = migratedDataDir('folio-e2e-team-');
  const env = folioEnv(await freePort(), dataDir, { SMTP_URL: process.env.E2E_SMTP_URL ?? '' });
  let server = await startFolio(env);
  try {
    const adminPage = await pageAt(browser, server);
    const memberPage = await pageAt(browser, server);
    const adminEmail = await createAccount(adminPage);
    const memberEmail = await createAccount(memberPage);
    await server.stop();
    runAdmin(
      env,
      'team:add-member',
      adminEmail,
      '--company',
      TEAM,
      '--role',
      'admin',
      '--company-pays',
      'yes',
    );
    runAdmin(env, 'team:add-member', memberEmail, '--company', TEAM);
    server = await startFolio(env);

    // The admin sets the team's brand in Settings → Brand.
    await logIn(adminPage, adminEmail);
    await adminPage.goto('/settings/brand');
    const brand = adminPage.getByRole('region', { name: `Team brand · ${TEAM}` });
    const logo = await sharp({ create: { width: 320, height: 96, channels: 3, background: TEAM_COLOR } })
      .png()
      .toBuffer();
    await brand
      .getByLabel('Team logo file')
      .setInputFiles({ name: 'team.png', mimeType: 'image/png', buffer: logo });
    await expect(brand.getByRole('img', { name: `${TEAM} logo` })).toBeVisible();
    await brand.getByRole('textbox', { name: 'Team colour', exact: true }).fill(TEAM_COLOR);
    await brand.getByRole('switch', { name: 'Show team white label' }).click();
    await brand.getByRole('button', { name: 'Save team brand' }).click();
    await expect(adminPage.getByText('Your team’s brand was saved.')).toBeVisible();
    await expectAccessible(adminPage, 'the team brand section');
    await shots(adminPage, 'team-brand-admin');

    // The admin makes a presentation the team's template.
    const made = await adminPage.request.post('/api/presentations', {
      headers: { 'x-requested-with': 'XMLHttpRequest' },
      data: { title: 'Listing kit' },
    });
    expect(made.ok()).toBe(true);
    await adminPage.goto('/presentations');
    await adminPage.getByRole('button', { name: 'Actions for “Listing kit”' }).click();
    await adminPage.getByRole('menuitem', { name: 'Make template' }).click();
    await expect(adminPage.getByText('Your changes have been applied successfully.')).toBeVisible();

    // The member sees the Templates dot, opens the tab (the dot goes) and uses the template.
    await logIn(memberPage, memberEmail);
    const templatesTab = memberPage
      .getByRole('navigation', { name: 'Presentation lists' })
      .getByRole('link', { name: 'Templates (new)' });
    await expect(templatesTab).toBeVisible();
    await templatesTab.click();
    await expect(memberPage.getByRole('heading', { name: 'Listing kit' })).toBeVisible();
    await expect(
      memberPage
        .getByRole('navigation', { name: 'Presentation lists' })
        .getByRole('link', { name: 'Templates' }),
    ).toHaveAccessibleName('Templates');
    await shots(memberPage, 'team-templates-member');
    await memberPage.getByRole('button', { name: 'Actions for “Listing kit”' }).click();
    await memberPage.getByRole('menuitem', { name: 'Use template' }).click();
    await expect(memberPage).toHaveURL(/\/edit\/\d+$/);
    const copyId = Number(/\/edit\/(\d+)$/.exec(memberPage.url())![1]);
    await memberPage.goto('/presentations');
    await expect(memberPage.getByRole('heading', { name: 'Listing kit' })).toBeVisible();

    // The member's note in Settings → Brand, then a link of their copy: its page carries the team's brand.
    await memberPage.goto('/settings/brand');
    await expect(memberPage.getByText(`${TEAM}’s brand is applied to what you share.`)).toBeVisible();
    await shots(memberPage, 'team-brand-member');
    const link = await memberPage.request.post(`/api/presentations/${copyId}/share-link`, {
      headers: { 'x-requested-with': 'XMLHttpRequest' },
      data: { name: 'Jane' },
    });
    expect(link.ok(), await link.text()).toBe(true);
    const { hash } = (await link.json()) as { hash: string };
    const recipient = await pageAt(browser, server);
    await recipient.goto(`/c/p/${hash}`);
    const header = recipient.getByTestId('recipient-header');
    const teamLogo = header.getByRole('img', { name: 'Dana Reyes logo' });
    await expect(teamLogo).toBeVisible();
    const served = await recipient.request.get((await teamLogo.getAttribute('src'))!);
    // The team's logo: the first pixel is the team colour (10, 125, 79).
    const pixel = [
      ...(
        await sharp(await served.body())
          .raw()
          .toBuffer()
      ).subarray(0, 3),
    ];
    expect(pixel.map((v, i) => Math.abs(v - [10, 125, 79][i]!) <= 3)).toEqual([true, true, true]);
    await shots(recipient, 'team-brand-recipient');
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
