import { mkdirSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { headers, type Owner, ownerApi, presentationWithPdf, shareLink } from './support/api.ts';
import { expectAccessible } from './support/axe.ts';
import { billingTest } from './support/billing-app.ts';
import { PASSWORD } from './support/users.ts';

// axe is added as a script: the app's CSP (script-src 'self') would refuse it. A trial counts as upgraded.
billingTest.use({ bypassCSP: true, billingEnv: { TRIAL_DAYS: '14' } });

/** Where the journey leaves its screenshots of the dashboard (at 1280 and 360 px) for people to look at. */
const SHOTS = process.env.E2E_SHOTS_DIR;

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: width === 360 ? 780 : 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** A colleague invited by the admin who accepts, as the invite modal's Accept does. */
async function join(admin: Owner, teamId: number, member: Owner) {
  const invite = await admin.api.post(`/api/company/${teamId}/invites`, {
    headers,
    data: { email: member.email },
  });
  expect(invite.status(), await invite.text()).toBe(201);
  const mine = (await (await member.api.get('/api/invites', { headers })).json()) as {
    results: { id: number }[];
  };
  const accepted = await member.api.post(`/api/company/${teamId}/invited/${mine.results[0]!.id}/accept`, {
    headers,
  });
  expect(accepted.status(), await accepted.text()).toBe(200);
}

billingTest(
  "the admin's dashboard shows two members' views, each through the real recipient page",
  async ({ page, browser, billingApp }) => {
    billingTest.setTimeout(180_000);
    const [admin, anna, ben] = await Promise.all(
      ['dash-admin', 'dash-anna', 'dash-ben'].map((label) => ownerApi(billingApp.url, label)),
    );
    await anna.api.patch('/api/user', { headers, data: { first_name: 'Anna', last_name: 'Agent' } });
    await ben.api.patch('/api/user', { headers, data: { first_name: 'Ben', last_name: 'Broker' } });

    // The team, bought on Stripe's hosted Checkout (the local server's page): it exists once Stripe says so.
    const checkout = await admin.api.post('/api/company', {
      headers,
      data: { company_name: 'Harbour Realty', plan_id: 'tiered_monthly', quantity: 3, cancel_url: '/' },
    });
    expect(checkout.status(), await checkout.text()).toBe(200);
    await page.goto(((await checkout.json()) as { url: string }).url);
    await page.getByRole('button', { name: 'Pay' }).click();
    let teamId = 0;
    await expect
      .poll(
        async () => {
          const user = (await (await admin.api.get('/api/user', { headers })).json()) as {
            companies: { id: number }[];
          };
          teamId = user.companies[0]?.id ?? 0;
          return teamId;
        },
        { timeout: 30_000 },
      )
      .toBeGreaterThan(0);
    await join(admin, teamId, anna);
    await join(admin, teamId, ben);

    // Each member shares a presentation; one recipient opens each link in a browser and stays a moment.
    const shared = [
      [anna, 'Ocean View Villa'],
      [ben, 'Harbour Loft'],
    ] as const;
    const recipient = await browser.newContext({ baseURL: billingApp.url });
    for (const [owner, title] of shared) {
      const id = await presentationWithPdf(owner.api, title, [title, 'Floor plan']);
      const link = await shareLink(owner, id, { name: 'Pat Lee' });
      const viewer = await recipient.newPage();
      await viewer.goto(link.share_link);
      await expect(viewer.getByRole('img', { name: /page 1/i }).first()).toBeVisible();
      await viewer.waitForTimeout(3_000);
      await viewer.close();
    }
    await recipient.close();

    // The admin signs in and opens the dashboard from the account menu. Checkout sent this browser,
    // signed out, back to the new team's page: signing in goes on there (the authUrl cookie).
    await page.goto('/login');
    await page.getByLabel('Email Address').fill(admin.email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'LOG IN' }).click();
    await expect(page).toHaveURL(new RegExp(`/manage-team/${teamId}$`));
    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Team dashboard' }).click();
    await expect(page).toHaveURL(new RegExp(`/team-dashboard/${teamId}$`));
    await expect(page.getByRole('heading', { name: 'Team dashboard' })).toBeVisible();

    const members = page.getByRole('table', { name: 'Members' });
    for (const name of ['Anna Agent', 'Ben Broker']) {
      const cells = members.getByRole('row').filter({ hasText: name }).getByRole('cell');
      // Presentations shared, viewed, views, viewers: one each.
      for (const column of [1, 2, 3, 4]) await expect(cells.nth(column)).toHaveText('1');
    }
    const presentations = page.getByRole('table', { name: 'Presentations' });
    await expect(presentations.getByRole('row').filter({ hasText: 'Ocean View Villa' })).toContainText(
      'by Anna Agent',
    );
    await expect(presentations.getByRole('row').filter({ hasText: 'Harbour Loft' })).toContainText(
      'by Ben Broker',
    );
    const views = page.getByRole('term').filter({ hasText: /^Views$/ });
    await expect(views.locator('xpath=following-sibling::dd')).toHaveText('2');
    const csv = await page.request.get(
      (await page.getByRole('link', { name: 'Export CSV' }).getAttribute('href')) ?? '',
    );
    expect(await csv.text()).toContain('Ocean View Villa,Presentation,Anna Agent');
    await shoot(page, 'team-dashboard');
    await expectAccessible(page, 'team dashboard');

    // Keyboard: the period chooser answers Enter; the dashboard asks again for the last 7 days.
    await page.getByRole('button', { name: 'Last 7 days' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\?days=7$/);
    await expect(page.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute('aria-pressed', 'true');
  },
);
