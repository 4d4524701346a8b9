import { type Browser, expect, test } from '@playwright/test';
import { ownerApi, presentationWithPdf, shareLink } from './support/api.ts';
import { waitForMail } from './support/mailbox.ts';
import { phoneContext } from './support/phone.ts';
import { screenshots } from './support/screenshots.ts';
import { uniqueEmail } from './support/users.ts';

/** A recipient on their phone: passes the e-mail gate, reads a little, forwards to `to`. */
async function viewAndForward(
  browser: Browser,
  baseURL: string,
  url: string,
  email: string,
  to: { name: string; email: string },
) {
  const context = await phoneContext(browser, baseURL);
  const page = await context.newPage();
  await page.goto(url);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'View presentation' }).click();
  await expect(page.getByRole('img', { name: /page 1/i }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Forward' }).click();
  const dialog = page.getByRole('dialog', { name: 'Forward this presentation' });
  await dialog.getByLabel('Their name').fill(to.name);
  await dialog.getByLabel('Their email').fill(to.email);
  await dialog.getByRole('button', { name: 'Forward' }).click();
  await expect(dialog).toBeHidden();
  await context.close();
}

const linkIn = (text: string | undefined) => {
  const url = /https?:\/\/\S+\/c\/p\/[0-9a-f]{40}\S*/.exec(text ?? '')?.[0];
  if (!url) throw new Error('No link in the e-mail');
  return url;
};

test('A forwards to B, B forwards to C: the owner sees the tree, then drafts and sends A a follow-up', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const owner = await ownerApi(baseURL!, 'forwarding');
  const id = await presentationWithPdf(owner.api, 'Cedar Point Lodge', ['Cedar Point', 'Deck', 'Kitchen']);
  const link = await shareLink(owner, id, { name: 'Ann Lee', require_email: true, forward_tracking: true });
  const ann = uniqueEmail('ann');
  const ben = uniqueEmail('ben');
  const cy = uniqueEmail('cy');

  await viewAndForward(browser, baseURL!, link.share_link, ann, { name: 'Ben Ode', email: ben });
  // Ben gets his own tracked link by e-mail, and forwards it on.
  const benLink = linkIn((await waitForMail(ben)).text);
  await viewAndForward(browser, baseURL!, benLink, ben, { name: 'Cy Park', email: cy });
  await waitForMail(cy);

  const ownerContext = await browser.newContext({
    baseURL,
    viewport: { width: 1280, height: 800 },
    storageState: await owner.api.storageState(),
  });
  const page = await ownerContext.newPage();
  await page.goto(`/insights/${id}`);
  const tree = page.getByRole('navigation', { name: 'Who forwarded to whom' });
  const annNode = tree.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Ann Lee' }) });
  const benNode = annNode.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Ben Ode' }) });
  await expect(benNode).toContainText('1 view');
  await expect(benNode.getByRole('listitem')).toContainText('Cy Park');
  await expect(benNode.getByRole('listitem')).toContainText('Not opened yet');
  // Keyboard: the tree's viewers are reached with Tab, in order.
  await tree.getByRole('link', { name: 'Ann Lee' }).focus();
  await page.keyboard.press('Tab');
  await expect(tree.getByRole('link', { name: 'Ben Ode' })).toBeFocused();
  await expect(page.getByRole('switch', { name: 'Allow forwarding' })).toBeChecked();
  await screenshots(page, 'forwarding-insights');

  const leads = page.getByRole('list', { name: 'Hot leads, best score first' });
  await expect(leads.getByRole('listitem').filter({ hasText: 'Ann Lee' })).toContainText('forwarded to 1');
  await page.getByRole('button', { name: 'Follow up with Ann Lee' }).click();
  const dialog = page.getByRole('dialog', { name: 'Follow up with Ann Lee' });
  await expect(dialog.getByLabel('Subject')).toHaveValue('Following up on Cedar Point Lodge');
  await expect(dialog).toContainText(`To ${ann}`);
  await dialog.getByLabel('Message').fill('Hi Ann,\n\nShall we visit the deck on Saturday?\n\nDana');
  await screenshots(page, 'follow-up-dialog');
  await dialog.getByRole('button', { name: 'Send follow-up' }).click();
  await expect(page.getByText('Follow-up sent')).toBeVisible();

  const mail = await waitForMail(ann);
  expect(mail.subject).toBe('Following up on Cedar Point Lodge');
  expect(mail.text).toContain('Shall we visit the deck on Saturday?');
  expect(mail.html).toContain(link.hash);

  // Forwarding off: B's page no longer offers Forward, his link still opens.
  await page.getByRole('switch', { name: 'Allow forwarding' }).click();
  await expect(page.getByText('Forwarding disabled')).toBeVisible();
  const again = await phoneContext(browser, baseURL!);
  const benPage = await again.newPage();
  await benPage.goto(benLink);
  await benPage.getByLabel('Email').fill(ben);
  await benPage.getByRole('button', { name: 'View presentation' }).click();
  await expect(benPage.getByRole('img', { name: /page 1/i }).first()).toBeVisible();
  await expect(benPage.getByRole('button', { name: 'Forward' })).toHaveCount(0);
  await again.close();
  await ownerContext.close();
});
