import { expect, test } from '@playwright/test';
import { ownerApi, presentationWithPdf, shareLink } from './support/api.ts';
import { phoneContext } from './support/phone.ts';

test('a password-protected link refuses a wrong password, then opens with the right one on a phone', async ({
  browser,
  baseURL,
}) => {
  const owner = await ownerApi(baseURL!);
  const id = await presentationWithPdf(owner.api, 'Harbor View Condo', ['Harbor View', 'Floor plan']);
  const link = await shareLink(owner, id, { name: 'Pat Lee', password_protect: 'blue-harbor-7' });

  const context = await phoneContext(browser, baseURL!);
  const page = await context.newPage();
  await page.goto(link.share_link);
  await expect(page.getByRole('heading', { name: 'Harbor View Condo' })).toBeVisible();
  // Nothing of the content is on the page before the gate is passed.
  await expect(page.getByRole('img', { name: /page/i })).toHaveCount(0);

  const password = page.getByLabel('Password', { exact: true });
  await password.fill('wrong-guess');
  await page.getByRole('button', { name: 'View presentation' }).click();
  await expect(
    page.getByText('Password for this presentation was not provided or was incorrect'),
  ).toBeVisible();

  await password.fill('blue-harbor-7');
  await page.getByRole('button', { name: 'View presentation' }).click();
  await expect(page.getByRole('img', { name: /page 1/i }).first()).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('password-gate-passed.png') });
  await context.close();
});

test("a public link's HTML carries the card that unfurlers read", async ({ baseURL, request }) => {
  const owner = await ownerApi(baseURL!);
  const id = await presentationWithPdf(owner.api, 'Sunset Ridge Estate', ['Sunset Ridge']);
  const link = await shareLink(owner, id, { is_public: true });
  expect(link.share_link).toMatch(/\/presentations\/[0-9a-f]{40}$/);

  // An unfurler runs no script: the meta must be in the HTML the server sends.
  const response = await request.get(link.share_link, {
    headers: { 'user-agent': 'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)' },
  });
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain('<meta property="og:title" content="Sunset Ridge Estate"');
  expect(html).toMatch(/<meta property="og:description" content="Welcome to the listing tour\."/);
  expect(html).toMatch(/<meta property="og:image" content="http[^"]+"/);
  expect(html).toMatch(/<meta name="robots" content="index/);
  expect(html).toMatch(/<meta name="twitter:card" content="summary_large_image"/);
});
