import { expect, type Page, request } from '@playwright/test';
import sharp from 'sharp';
import { headers } from './support/api.ts';
import { embedOrigin, SOCIAL_EMBED_PORT, startEmbeddingSite } from './support/embedding-site.ts';
import { socialTest as test } from './support/social-app.ts';
import { ONBOARDING_ANSWERS, PASSWORD, uniqueEmail } from './support/users.ts';

// The partner site of the embedded journey may frame this Folio's embeddable pages.
test.use({ socialEnv: { EMBED_ORIGINS: embedOrigin(SOCIAL_EMBED_PORT) } });

const section = (page: Page) => page.getByRole('region', { name: 'Sign-in accounts' });

/** The page at a desktop and a phone width, for a look at both. */
async function shoot(page: Page, name: string) {
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: width === 360 ? 780 : 900 });
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('a new agent continues with Google, lands on onboarding, sets a password, then links Facebook in settings', async ({
  page,
  socialApp,
}) => {
  const email = uniqueEmail('google');
  socialApp.google.signIn({ email, name: 'Gail Grant' });
  socialApp.facebook.signIn({ email: uniqueEmail('facebook'), name: 'Gail G' });

  await page.goto('/sign-up');
  await expect(page.getByRole('button', { name: 'Continue with Facebook' })).toBeVisible();
  await shoot(page, 'sign-up');
  // Signed out, the agent opens a settings page: sent to log in, Folio remembers where they were going.
  await page.goto('/settings/integration');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fsettings%2Fintegration$/);
  const authUrl = (await page.context().cookies()).find((c) => c.name === 'authUrl');
  expect(authUrl?.value).toBe(encodeURIComponent('/settings/integration'));
  expect(authUrl!.expires - Date.now() / 1000).toBeGreaterThan(86_400 - 60);
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await expect(page).toHaveURL(/\/onboarding\/password\?signup=1$/);
  await expect(page.getByRole('heading', { name: 'Choose a password' })).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page).toHaveURL(/\/onboarding\/usage\?signup=1$/);
  // Where the agent was going outlived the Google round trip and the new account: the end of onboarding
  // goes there (that last step is covered by the web app's tests).
  const kept = (await page.context().cookies()).find((c) => c.name === 'authUrl');
  expect(kept?.value).toBe(encodeURIComponent('/settings/integration'));

  await page.goto('/settings/integration');

  await expect(section(page).getByText('No Google or Facebook account is linked.')).toHaveCount(0);
  await expect(section(page).getByText(email)).toBeVisible();
  await section(page).getByRole('button', { name: 'Link Facebook' }).click();
  await expect(page.getByText('Your Facebook account is linked.')).toBeVisible();
  await expect(section(page).getByRole('button', { name: 'Unlink Facebook' })).toBeVisible();
  await shoot(page, 'sign-in-accounts');

  // The password chosen at onboarding works too.
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await page.goto('/login');
  await shoot(page, 'login');
  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'LOG IN' }).click();
  await expect(page).toHaveURL(/\/onboarding\/usage/);
});

test("an agent picks a photo from a Facebook album as the presentation's logo", async ({
  browser,
  baseURL,
  socialApp,
}) => {
  const person = { email: uniqueEmail('fb-photos'), name: 'Pat Photo' };
  socialApp.facebook.signIn(person);
  const album = socialApp.facebook.addAlbum(person.email, 'Open house');
  const bytes = await sharp({ create: { width: 240, height: 240, channels: 3, background: '#2f4f6f' } })
    .jpeg()
    .toBuffer();
  const photo = socialApp.facebook.addPhoto(person.email, {
    bytes,
    name: 'Harbor logo',
    albumId: album,
    width: 240,
    height: 240,
  });
  socialApp.facebook.addPhoto(person.email, { bytes, name: 'Office front' });
  // An agent of this Folio (whose throwaway server runs no mail jobs: the address stays unverified).
  const api = await request.newContext({ baseURL, extraHTTPHeaders: headers });
  const registered = await api.post('/api/register', {
    data: {
      email: uniqueEmail('fb-photos'),
      password1: PASSWORD,
      password2: PASSWORD,
      first_name: 'Pat',
      last_name: 'Lee',
    },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  await api.post('/api/onboarding', { data: ONBOARDING_ANSWERS });
  const created = await api.post('/api/presentations', { data: { title: 'Harbor View Loft' } });
  expect(created.ok(), await created.text()).toBe(true);
  const presentation = (await created.json()) as { id: number };
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 1280, height: 900 },
    storageState: await api.storageState(),
  });
  const page = await context.newPage();
  await page.goto(`/presentations/edit/${presentation.id}`);

  await page.getByRole('button', { name: 'Upload logo' }).click();
  const picker = page.getByRole('dialog', { name: 'Choose an image' });
  await picker.getByRole('button', { name: 'Facebook' }).click();
  const photos = page.getByRole('dialog', { name: 'Facebook' });
  await expect(photos.getByRole('button', { name: /Your photos/ })).toBeVisible();
  // The login asked Facebook for the user's photos.
  const login = socialApp.facebook.seen.findLast((r) => r.url.pathname === '/test/login');
  expect(login?.url.searchParams.get('scope')).toBe('user_photos');
  await shoot(page, 'facebook-albums');
  await photos.getByRole('button', { name: /Open house/ }).click();
  await expect(photos.getByRole('button', { name: 'Harbor logo' }).locator('img')).toHaveJSProperty(
    'complete',
    true,
  );
  await shoot(page, 'facebook-photos');
  await photos.getByRole('button', { name: 'Harbor logo' }).click();

  const editor = page.getByRole('dialog', { name: 'Edit logo' });
  await editor.getByRole('button', { name: 'Next' }).click();
  await editor.getByRole('button', { name: 'Finish' }).click();
  await expect(page.getByRole('button', { name: 'Replace logo' })).toBeVisible();
  // The server fetched the photo's sizes from Graph with the token, and its largest from the CDN.
  expect(socialApp.facebook.seen.some((r) => r.url.pathname === `/${photo}`)).toBe(true);
  expect(socialApp.facebook.seen.some((r) => r.url.pathname === `/cdn/${photo}_o.jpg`)).toBe(true);
  await context.close();
  await api.dispose();
});

test("a partner site's embedded login continues with Google: Folio opens signed in in a new tab", async ({
  page,
  socialApp,
}) => {
  const email = uniqueEmail('embedded-google');
  socialApp.google.signIn({ email, name: 'Eve Embed' });
  const site = await startEmbeddingSite(SOCIAL_EMBED_PORT, '/login-embeddable', socialApp.url);
  try {
    await page.goto(site.url);
    const frame = page.frameLocator('iframe[title="Folio"]');
    await frame.getByRole('button', { name: 'Continue with Google' }).click();
    // The frame gets no session cookie: it trades the sign-in for the one-time link, as the password form does.
    await expect(frame.getByRole('heading', { name: 'You’re signed in' })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('embedded-google-1280.png'), fullPage: true });
    const [tab] = await Promise.all([
      page.waitForEvent('popup'),
      frame.getByRole('button', { name: 'Open Folio' }).click(),
    ]);
    await expect(tab).toHaveURL(/\/(presentations|onboarding\/usage)/);
    expect((await (await tab.request.get(`${socialApp.url}/api/user`)).json()).email).toBe(email);
    // Signed up with Google, the agent has no password: the Password tab offers to set one.
    await tab.goto('/settings/password');
    await expect(tab.getByRole('button', { name: 'Set password' })).toBeVisible();
    await expect(tab.getByLabel('Current Password')).toHaveCount(0);
    await shoot(tab, 'first-password');
  } finally {
    await site.stop();
  }
});
