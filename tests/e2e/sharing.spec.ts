import { expect, test } from '@playwright/test';
import { ownerApi, presentationWithPdf, shareLink } from './support/api.ts';
import { phoneContext } from './support/phone.ts';
import { PASSWORD, uniqueEmail } from './support/users.ts';

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

test('a recipient signs up from a shared presentation and finds it in Received; once unpublished, the link shows its not-found page', async ({
  browser,
  baseURL,
}) => {
  const owner = await ownerApi(baseURL!);
  const id = await presentationWithPdf(owner.api, 'Maple Street Home', ['Maple Street']);
  const link = await shareLink(owner, id, { name: 'Rita Recipient' });

  const context = await phoneContext(browser, baseURL!, { viewport: { width: 360, height: 780 } });
  const page = await context.newPage();
  await page.goto(link.share_link);
  await expect(page.getByRole('heading', { name: 'Maple Street Home' })).toBeVisible();
  await page.getByTestId('recipient-header').getByRole('link', { name: 'Sign up' }).click();

  await expect(page).toHaveURL(new RegExp(`/sign-up\\?hash=${link.hash}$`));
  await page.getByLabel('First Name').fill('Rita');
  await page.getByLabel('Last Name').fill('Recipient');
  await page.getByLabel('Email Address').fill(uniqueEmail('recipient'));
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'SIGN UP' }).click();

  // Landed on /presentations with the hash, which opens Received; the sign-up marker starts the tour.
  const welcome = page.getByRole('dialog', { name: 'Welcome to Folio!' });
  await expect(welcome).toContainText('The presentation you were sent is here, in Received.');
  await expect(page).toHaveURL(/\/presentations\/received$/);
  await page.screenshot({ path: test.info().outputPath('signed-up-welcome-360.png') });
  await welcome.getByRole('button', { name: 'Not now' }).click();
  await expect(page.getByRole('heading', { name: 'Maple Street Home' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('signed-up-received-360.png') });

  // The sender unpublishes the link: it now shows the presentation-not-found page, naming them.
  expect((await owner.api.delete(`/api/presentations/${id}/share-links/${link.id}`)).status()).toBe(204);
  await page.goto(link.share_link);
  await expect(page).toHaveURL(/\/c\/p\/404$/);
  await expect(page.getByRole('heading', { name: 'Presentation not found' })).toBeVisible();
  await expect(
    page.getByText('This presentation from Dana Reyes is no longer shared. Ask them for a new link.'),
  ).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('recipient-not-found-360.png') });
  await context.close();
});
