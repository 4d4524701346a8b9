import { expect, test } from '@playwright/test';
import { headers, ownerApi, shareLink } from './support/api.ts';
import { expectAccessible } from './support/axe.ts';
import { waitForMail } from './support/mailbox.ts';
import { screenshots } from './support/screenshots.ts';
import { uniqueEmail } from './support/users.ts';

// axe is added as a script: the app's CSP (script-src 'self') would refuse it.
test.use({ bypassCSP: true });

test('verified e-mail gate: a blocked address is refused, the code from the e-mail opens the link, the browser is remembered and the owner sees both', async ({
  browser,
  baseURL,
}) => {
  // A code e-mail, three browsers and the owner's insights on a machine shared with other work.
  test.setTimeout(240_000);
  const owner = await ownerApi(baseURL!);
  const created = await owner.api.post('/api/presentations', { headers, data: { title: 'Harbor Loft' } });
  const { id } = (await created.json()) as { id: number };
  await owner.api.patch(`/api/presentations/${id}`, {
    headers,
    data: { opening_msg: '<p>Welcome to the loft tour.</p>' },
  });
  const link = await shareLink(owner, id, {
    name: 'Open house',
    verify_email: true,
    block_list: ['@rival.test'],
  });

  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(link.share_link);
  await expect(page.getByRole('button', { name: 'Send code' })).toBeVisible();
  await expect(page.getByText('Welcome to the loft tour.')).toHaveCount(0);
  await expectAccessible(page, 'verified e-mail gate');
  await screenshots(page, 'verified-gate-email');

  await page.getByLabel('Email').fill('scout@rival.test');
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByRole('alert')).toContainText('This e-mail address may not open this presentation.');

  const buyer = uniqueEmail('buyer');
  await page.getByLabel('Email').fill(buyer);
  await page.getByLabel('Email').press('Enter');
  await expect(page.getByText(`We sent a 6-digit code to ${buyer}.`)).toBeVisible();
  await screenshots(page, 'verified-gate-code');
  const mail = await waitForMail(buyer);
  const code = /^(\d{6}) is your code/.exec(mail.subject ?? '')?.[1];
  expect(code, String(mail.subject)).toBeTruthy();

  await page.getByLabel('Code').fill(code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'View presentation' }).click();
  await expect(page.getByText('This code is not right.')).toBeVisible();
  await page.getByLabel('Code').fill(code!);
  await page.getByRole('button', { name: 'View presentation' }).click();
  await expect(page.getByText('Welcome to the loft tour.')).toBeVisible();

  // Another tab of the same browser: no gate, the mark of the verified address lets it in.
  const again = await context.newPage();
  await again.goto(link.share_link);
  await expect(again.getByText('Welcome to the loft tour.')).toBeVisible();
  await expect(again.getByRole('button', { name: 'Send code' })).toHaveCount(0);
  // A browser without the mark sees the gate.
  const stranger = await browser.newContext({ baseURL });
  const other = await stranger.newPage();
  await other.goto(link.share_link);
  await expect(other.getByRole('button', { name: 'Send code' })).toBeVisible();
  await stranger.close();
  await context.close();

  const ownerContext = await browser.newContext({
    baseURL,
    viewport: { width: 1280, height: 800 },
    storageState: await owner.api.storageState(),
  });
  const insights = await ownerContext.newPage();
  await insights.goto(`/insights/${id}`);
  const viewers = insights.getByRole('region', { name: /^Viewers/ });
  await expect(viewers.getByText(buyer).first()).toBeVisible();
  await expect(viewers.getByText('Verified').first()).toBeVisible();
  const refused = insights.getByRole('region', { name: /^Refused viewers/ });
  await expect(refused.getByText('scout@rival.test')).toBeVisible();
  await expect(refused.getByText(/Open house/)).toBeVisible();
  await screenshots(insights, 'verified-gate-insights');
  await ownerContext.close();
});
