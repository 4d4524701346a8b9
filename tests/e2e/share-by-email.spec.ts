import { expect, test } from '@playwright/test';
import { headers, ownerApi, presentationWithPdf } from './support/api.ts';
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

test('a client with an account opens a presentation from Received through its link: the gate, the pages, a view of that link', async ({
  page,
  baseURL,
}) => {
  const agent = await ownerApi(baseURL!, 'agent');
  const id = await presentationWithPdf(agent.api, 'Harbour Loft', ['Harbour Loft', 'Terrace']);
  const client = await signIn(page);
  const shared = await agent.api.post(`/api/presentations/${id}/share-email`, {
    data: {
      recipients: [{ name: 'Sam Client', email: client }],
      title: 'Harbour Loft',
      subject: 'Harbour Loft',
      message: 'Here is the loft.',
      password_protect: 'harbor-9',
    },
  });
  expect(shared.status(), await shared.text()).toBe(201);
  const link = (await shared.json()).share_links[0] as { id: number; hash: string; share_link: string };

  // The received card leads to the client's own link, never to the app's copy of the presentation.
  await page.goto('/presentations/received');
  const title = page.getByRole('heading', { name: /Harbour Loft/ });
  await expect(title).toContainText('(unread)');
  const open = title.getByRole('link', { name: 'Harbour Loft' });
  await expect(open).toHaveAttribute('href', link.share_link);
  expect(new URL(link.share_link).pathname).toMatch(new RegExp(`^/c/p/${link.hash}/`));
  await page.screenshot({ path: test.info().outputPath('received-1280.png') });
  await page.setViewportSize({ width: 375, height: 812 });
  await page.screenshot({ path: test.info().outputPath('received-375.png') });
  await page.setViewportSize({ width: 1280, height: 800 });
  const api = page.context().request;
  expect((await api.get(`/api/presentations/${id}`, { headers })).status()).toBe(404);

  // The link asks its password of a signed-in client too, then shows the pages.
  await open.click();
  await expect(page).toHaveURL(new RegExp(`/c/p/${link.hash}/`));
  await page.getByLabel('Password', { exact: true }).fill('harbor-9');
  await page.getByRole('button', { name: 'View presentation' }).click();
  await expect(page.getByRole('img', { name: /page 1\b/i }).first()).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('received-opened-1280.png') });

  // Read now, and the agent sees one view of that link.
  await page.goto('/presentations/received');
  await expect(page.getByRole('heading', { name: /Harbour Loft/ })).not.toContainText('(unread)');
  await expect
    .poll(async () => {
      const insights = await (await agent.api.get(`/api/presentation-insights/${id}`)).json();
      return { views: insights.views, link: insights.viewers.results[0]?.share_links[0]?.hash };
    })
    .toEqual({ views: 1, link: link.hash });

  // The agent disables the link: the item stays, says so, and opens nothing.
  await agent.api.delete(`/api/presentations/${id}/share-links/${link.id}`);
  await page.reload();
  const card = page.getByRole('article', { name: /Harbour Loft/ });
  await expect(card.getByText('This link is no longer available.')).toBeVisible();
  await expect(card.getByRole('link')).toHaveCount(0);
  await page.setViewportSize({ width: 375, height: 812 });
  await page.screenshot({ path: test.info().outputPath('received-disabled-375.png') });
});
