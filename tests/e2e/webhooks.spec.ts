import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, type Page, test } from '@playwright/test';
import { headers, ownerApi, shareLink } from './support/api.ts';

/** A CRM's endpoint on this machine: it keeps every request it gets and answers 200. */
async function startReceiver() {
  const received: { headers: IncomingHttpHeaders; body: string }[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(200).end('thanks');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/folio-events`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The page as it is now at desktop and phone widths, for whoever reviews the screens. */
async function screenshots(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}-1280.png`), fullPage: true });
  await page.setViewportSize({ width: 360, height: 780 });
  await page.screenshot({ path: test.info().outputPath(`${name}-360.png`), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('an agent registers a webhook; a recipient’s view reaches the receiver signed, and the log shows it delivered', async ({
  browser,
  baseURL,
}) => {
  const receiver = await startReceiver();
  const owner = await ownerApi(baseURL!, 'webhooks');
  const created = await owner.api.post('/api/presentations', {
    headers,
    data: { title: 'Harbor View Loft', type: 'presentation' },
  });
  const presentation = (await created.json()) as { id: number };
  const link = await shareLink(owner, presentation.id, { name: 'Buyer Sam' });

  const context = await browser.newContext({
    baseURL,
    viewport: { width: 1280, height: 800 },
    storageState: await owner.api.storageState(),
  });
  const page = await context.newPage();
  await page.goto('/settings/integration');
  const section = page.getByRole('region', { name: 'Webhooks' });
  await expect(section.getByText('No webhooks yet.')).toBeVisible();
  await screenshots(page, 'webhooks-empty');

  await section.getByRole('button', { name: 'Add endpoint' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add webhook endpoint' });
  await dialog.getByLabel('Endpoint URL').fill(receiver.url);
  await dialog.getByLabel('Description (optional)').fill('CRM');
  await dialog.getByRole('checkbox', { name: /Link opened by a new viewer/ }).check();
  await screenshots(page, 'webhooks-add');
  await dialog.getByRole('button', { name: 'Add endpoint' }).click();
  const shown = page.getByRole('dialog', { name: 'Your signing secret' });
  const secret = await shown.getByLabel('Signing secret').inputValue();
  expect(secret).toMatch(/^whsec_/);
  await shown.getByRole('button', { name: 'Done' }).click();

  // The recipient opens the link in a browser of their own.
  const recipient = await browser.newContext({ baseURL });
  const viewer = await recipient.newPage();
  await viewer.goto(link.share_link);
  await expect(viewer.getByText('Harbor View Loft').first()).toBeVisible();

  await expect.poll(() => receiver.received.length, { timeout: 20_000 }).toBeGreaterThanOrEqual(2);
  const viewed = receiver.received.find((r) => JSON.parse(r.body).type === 'presentation.viewed')!;
  // The receiver's check, as docs/webhooks.md describes it.
  const [t, v1] = String(viewed.headers['folio-signature'])
    .split(',')
    .map((part) => part.slice(part.indexOf('=') + 1));
  expect(createHmac('sha256', secret).update(`${t}.${viewed.body}`).digest('hex')).toBe(v1);
  expect(JSON.parse(viewed.body).data.presentation).toEqual({
    id: presentation.id,
    title: 'Harbor View Loft',
  });

  await section.getByRole('button', { name: 'Deliveries' }).click();
  const log = section.getByRole('list', { name: 'Deliveries' });
  await expect(log.getByText('presentation.viewed')).toBeVisible();
  await expect(log.getByText('Delivered · 200').first()).toBeVisible();
  await screenshots(page, 'webhooks-log');

  await recipient.close();
  await context.close();
  await receiver.close();
});
