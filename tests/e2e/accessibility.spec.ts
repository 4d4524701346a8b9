import { expect, test } from '@playwright/test';
import { headers, ownerApi, shareLink } from './support/api.ts';
import { AXE, seriousFindings } from './support/axe.ts';
import { phoneContext } from './support/phone.ts';
import { signIn } from './support/users.ts';

// axe is added as a script: the app's CSP (script-src 'self') would refuse it.
test.use({ bypassCSP: true });

test('sign-in pages, the editor with its placeholders and a success toast have no serious axe finding', async ({
  page,
}) => {
  for (const path of ['/login', '/sign-up']) {
    await page.goto(path);
    await expect(page.getByLabel('Email Address')).toBeVisible();
    expect(await seriousFindings(page), path).toEqual([]);
  }

  await signIn(page);
  const created = await page.request.post('/api/presentations', { headers, data: { title: 'Axe check' } });
  const { id } = (await created.json()) as { id: number };
  await page.request.post(`/api/presentations/${id}/assets`, { headers, data: { type: 'text' } });
  await page.goto(`/presentations/edit/${id}`);
  await expect(page.getByRole('heading', { name: 'Edit presentation' })).toBeVisible();
  await expect(page.getByText('All changes saved')).toBeVisible();
  expect(await seriousFindings(page), 'editor').toEqual([]);

  await page.getByRole('button', { name: 'Share' }).click();
  await page.getByRole('menuitem', { name: 'Share link' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share link' });
  await dialog.getByLabel('Link name').fill('For the Smiths');
  await dialog.getByRole('button', { name: 'Generate' }).click();
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await dialog.getByRole('button', { name: 'Copy' }).click();
  await expect(page.getByText('Presentation link successfully copied')).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();
  expect(await seriousFindings(page), 'success toast').toEqual([]);
});

test('the recipient page names each landmark once, two contact forms of one title included', async ({
  browser,
  baseURL,
}) => {
  const owner = await ownerApi(baseURL!);
  const created = await owner.api.post('/api/presentations', { data: { title: 'Two forms' } });
  const { id } = (await created.json()) as { id: number };
  for (let i = 0; i < 2; i += 1) {
    const form = await owner.api.post(`/api/presentations/${id}/assets`, { data: { type: 'form' } });
    const { id: assetId } = (await form.json()) as { id: number };
    await owner.api.patch(`/api/presentations/${id}/assets/${assetId}`, { data: { title: 'Book a visit' } });
  }
  const link = await shareLink(owner, id, { name: 'Pat Lee' });
  const context = await phoneContext(browser, baseURL!, { bypassCSP: true });
  const page = await context.newPage();
  await page.goto(link.share_link);
  await expect(page.getByRole('form', { name: 'Book a visit (2)' })).toBeVisible();
  await page.addScriptTag({ path: AXE });
  const duplicates = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (o: object) => Promise<{ violations: unknown[] }> } })
      .axe;
    return (await axe.run({ runOnly: ['landmark-unique'] })).violations;
  });
  expect(duplicates).toEqual([]);
  expect(await seriousFindings(page)).toEqual([]);
  await context.close();
});
