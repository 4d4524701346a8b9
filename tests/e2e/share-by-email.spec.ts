import { expect, test } from '@playwright/test';
import { headers, presentationWithPdf } from './support/api.ts';
import { waitForMail } from './support/mailbox.ts';
import { phoneContext } from './support/phone.ts';
import { signIn, uniqueEmail } from './support/users.ts';

test('an agent shares by e-mail; the client opens the e-mail on a phone, passes the gate, pages through and leaves feedback', async ({
  page,
  browser,
  baseURL,
}) => {
  await signIn(page);
  const api = page.context().request;
  const id = await presentationWithPdf(api, 'Maple Street Home', ['Maple Street', 'Kitchen', 'Garden']);
  const client = uniqueEmail('client');

  // The agent: card menu → Share with email → recipient and e-mail gate → compose → send.
  await page.reload();
  await page.getByRole('button', { name: 'Actions for “Maple Street Home”' }).click();
  await page.getByRole('menuitem', { name: 'Share with email' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share with email' });
  await dialog.getByLabel('Name of recipient 1').fill('Sam Client');
  await dialog.getByLabel('E-mail of recipient 1').fill(client.toUpperCase());
  await dialog.getByRole('switch', { name: 'Require email to view' }).click();
  await dialog.getByRole('button', { name: 'Next Step' }).click();
  await expect(dialog.getByLabel('Subject')).toHaveValue('Maple Street Home');
  await expect(dialog).toContainText('To: Sam Client');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Your presentation was successfully sent')).toBeVisible();

  // The e-mail reaches the SMTP peer with the client's own tracked link.
  const mail = await waitForMail(client);
  expect(mail.subject).toBe('Maple Street Home');
  const href = /href="([^"]+\/c\/p\/[0-9a-f]{40}[^"]*)"/.exec(String(mail.html))?.[1];
  expect(href, 'the e-mail links to the recipient page').toBeTruthy();

  // The client, on a phone, with no account.
  const phone = await phoneContext(browser, baseURL!);
  const recipient = await phone.newPage();
  await recipient.goto(href!.replaceAll('&amp;', '&'));
  await expect(recipient.getByRole('heading', { name: 'Maple Street Home' })).toBeVisible();
  await recipient.getByLabel('Email').fill(client);
  await recipient.getByRole('button', { name: 'View presentation' }).click();

  for (const n of [1, 2, 3]) {
    const pageImage = recipient.getByRole('img', { name: new RegExp(`page ${n}\\b`, 'i') }).first();
    await pageImage.scrollIntoViewIfNeeded();
    await expect(pageImage).toBeVisible();
    await recipient.waitForTimeout(1200);
  }
  await recipient.screenshot({ path: test.info().outputPath('recipient-phone.png') });

  await recipient.getByRole('button', { name: 'Give feedback' }).click();
  const feedback = recipient.getByRole('dialog', { name: 'Give Dana Reyes feedback' });
  await feedback.getByLabel('Name').fill('Sam Client');
  await expect(feedback.getByLabel('Email')).toHaveValue(client);
  await feedback.getByLabel('Comment').fill('Love the garden — can we visit Saturday?');
  await feedback.getByRole('button', { name: 'Love' }).click();
  await feedback.getByRole('button', { name: 'Send feedback' }).click();
  await expect(recipient.getByText('Feedback sent successfully.')).toBeVisible();
  // Closing the tab sends the last seconds with the beacon.
  await recipient.close({ runBeforeUnload: true });
  await phone.close();

  // The owner's numbers: one view, by the client, every page seen once, the feedback counted.
  await expect
    .poll(async () => {
      const insights = await (await api.get(`/api/presentation-insights/${id}`, { headers })).json();
      return {
        views: insights.views,
        unique: insights.unique_viewers,
        feedback: insights.feedback_count,
        pages: insights.assets[0].pages.map((p: { views: number }) => p.views),
        viewer: insights.viewers.results[0]?.email,
      };
    })
    .toEqual({ views: 1, unique: 1, feedback: 1, pages: [1, 1, 1], viewer: client });
});
