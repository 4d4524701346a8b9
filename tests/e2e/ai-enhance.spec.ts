import { expect } from '@playwright/test';
import { aiTest as test } from './support/ai-app.ts';
import { headers, ownerApi } from './support/api.ts';
import { screenshots } from './support/screenshots.ts';

test('an agent enhances an opening message in a casual tone, watches it stream, and accepts it', async ({
  browser,
  baseURL,
  aiApp,
}) => {
  aiApp.chat.script({
    text: 'Hey there! Come and see this sunny loft by the harbour.',
    chunks: ['Hey there! ', 'Come and see ', 'this sunny loft ', 'by the harbour.'],
    chunkDelayMs: 150,
  });
  const owner = await ownerApi(baseURL!, 'ai');
  const created = await owner.api.post('/api/presentations', {
    headers,
    data: { title: 'Harbor View Loft' },
  });
  const presentation = (await created.json()) as { id: number };
  await owner.api.patch(`/api/presentations/${presentation.id}`, {
    headers,
    data: { opening_msg: '<p>Please find the loft details below.</p>' },
  });
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 1280, height: 800 },
    storageState: await owner.api.storageState(),
  });
  const page = await context.newPage();
  await page.goto(`/presentations/edit/${presentation.id}`);

  // Keyboard only: open the panel, choose the tone, generate.
  const open = page.getByRole('button', { name: 'Enhance with AI: Opening message' });
  await open.focus();
  await page.keyboard.press('Enter');
  const panel = page.getByRole('region', { name: 'Enhance opening message with AI' });
  await expect(panel.getByText('always double-check AI suggestions before accepting.')).toBeVisible();
  await expect(panel.getByRole('group', { name: 'Tone' }).getByLabel('Same')).toBeChecked();
  await panel.getByText('Casual', { exact: true }).click();
  await screenshots(page, 'ai-enhance-settings');
  await panel.getByRole('button', { name: 'Generate' }).click();

  // The words arrive one after another, then the suggestion.
  await expect(panel.getByText('Hey there! Come and see', { exact: false })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Accept' })).toBeVisible();
  await expect(panel.getByText('Hey there! Come and see this sunny loft by the harbour.')).toBeVisible();
  await screenshots(page, 'ai-enhance-suggestion');
  const sent = aiApp.chat.calls.at(-1)!.body;
  expect(sent.messages[1]!.content).toContain('Make the tone casual');
  expect(sent.messages[1]!.content).toContain('Please find the loft details below.');

  await panel.getByRole('button', { name: 'Accept' }).click();
  await expect(panel).toHaveCount(0);
  await expect(page.getByText('Hey there! Come and see this sunny loft by the harbour.')).toBeVisible();
  await expect
    .poll(async () => {
      const detail = await owner.api.get(`/api/presentations/${presentation.id}`, { headers });
      return ((await detail.json()) as { opening_msg: string }).opening_msg;
    })
    .toBe('<p>Hey there! Come and see this sunny loft by the harbour.</p>');
  // The provider's key never reaches the browser.
  expect(await page.content()).not.toContain('sk-e2e-local');
  await context.close();
});
