import { expect, test } from '@playwright/test';
import { ownerApi } from './support/api.ts';
import { expectAccessible } from './support/axe.ts';
import { waitForMail } from './support/mailbox.ts';
import { phoneContext } from './support/phone.ts';
import { uniqueEmail } from './support/users.ts';

test('a recipient stops the e-mails about a presentation from the footer of the e-mail, on a phone', async ({
  browser,
  baseURL,
}) => {
  const owner = await ownerApi(baseURL!);
  const { id } = (await (
    await owner.api.post('/api/presentations', { data: { title: 'Oak Lane' } })
  ).json()) as {
    id: number;
  };
  const client = uniqueEmail('client');
  const shared = await owner.api.post(`/api/presentations/${id}/share-email`, {
    data: {
      recipients: [{ name: 'Sam Client', email: client }],
      title: 'Oak Lane',
      subject: 'Oak Lane',
      message: 'Hi',
    },
  });
  expect(shared.ok(), await shared.text()).toBe(true);
  const mail = await waitForMail(client);
  const stop = /href="([^"]+\/c\/stop\/[0-9a-f]{40})"/.exec(String(mail.html))?.[1];
  expect(stop, 'the footer links to the page that stops the e-mails').toBeTruthy();
  expect(mail.text).toContain('Stop reminders for this presentation');

  // axe is added as a script: the app's CSP (script-src 'self') would refuse it.
  const phone = await phoneContext(browser, baseURL!, { bypassCSP: true });
  const page = await phone.newPage();
  await page.goto(stop!);
  await expect(page.getByRole('heading', { name: 'Stop reminders for this presentation' })).toBeVisible();
  await expectAccessible(page, 'stop e-mails');
  await page.getByRole('button', { name: 'Stop reminders' }).click();
  await expect(page.getByRole('status')).toContainText(
    'You will get no more reminders or follow-up e-mails about “Oak Lane”',
  );
  await expectAccessible(page, 'e-mails stopped');
  await phone.close();

  // The author's update notice now has nobody to go to.
  const notify = await owner.api.post(`/api/presentations/${id}/notify`);
  expect(notify.status()).toBe(400);
});
