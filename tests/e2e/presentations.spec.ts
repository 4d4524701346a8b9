import type { PresentationDetail } from '@folio/shared';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectAccessible } from './support/axe.ts';
import { signIn } from './support/users.ts';

// axe is added as a script: the app's CSP (script-src 'self') would refuse it.
test.use({ bypassCSP: true });

const YOUTUBE_LINK = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';
/** A reserved name (RFC 6761) that never resolves, so the link preview is the same with or without network. */
const PLAIN_LINK = 'northshore-homes.invalid/listings/42';

/** The presentation as the server holds it (the page's session cookie goes along). */
async function stored(page: Page, id: number): Promise<PresentationDetail> {
  const response = await page.request.get(`/api/presentations/${id}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as PresentationDetail;
}

/** The presentation id at the end of an editor or preview address. */
const idIn = (address: string) => Number(/\/(?:edit|preview)\/(\d+)$/.exec(address)?.[1]);

/** Drags with the mouse as a person does: press on the handle, move in small steps, release over the target. */
async function dragOnto(page: Page, handle: Locator, target: Locator) {
  const from = await handle.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error('The handle or the target is not on screen');
  const x = from.x + from.width / 2;
  const y = from.y + from.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x, y - 8, { steps: 4 });
  await page.mouse.move(x, to.y + to.height / 2, { steps: 20 });
  await page.mouse.up();
}

test('a user builds a presentation with every kind of asset, reorders it by dragging and previews it', async ({
  page,
}) => {
  // The recipient's player is YouTube's; it is answered here so the test never leaves the machine.
  await page.route(/^https:\/\/(www\.)?youtube(-nocookie)?\.com\//, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><p>YouTube player</p>' }),
  );
  await signIn(page);

  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Create presentation' }).click();
  await expect(page).toHaveURL(/\/presentations\/edit\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Edit presentation' })).toBeVisible();
  const id = idIn(page.url());

  const title = page.getByRole('region', { name: 'Cover' }).getByLabel('Title', { exact: true });
  await title.fill('Harbour House open day');
  await expect(page.getByText('22 / 100')).toBeVisible();
  // 'All changes saved' only once the server has the title (not while the autosave pause runs).
  await expect(page.getByText('All changes saved')).toBeVisible();
  expect((await stored(page, id)).title).toBe('Harbour House open day');

  const section = page.getByRole('region', { name: 'Assets' });
  const cards = section.getByRole('list', { name: 'Assets' }).getByRole('listitem');
  async function addAsset(kind: string) {
    await section.getByRole('button', { name: 'Add asset' }).click();
    await page.getByRole('menuitem', { name: kind, exact: true }).click();
  }
  async function addWebsite(address: string) {
    await addAsset('Website / link');
    const dialog = page.getByRole('dialog', { name: 'Add a website or video' });
    await dialog.getByLabel('Website address').fill(address);
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(dialog).toBeHidden();
  }

  // Text: a title, then rich text with one word made bold from the toolbar.
  await addAsset('Text');
  const text = cards.nth(0);
  await expect(text.getByLabel('Title', { exact: true })).toBeFocused();
  await text.getByLabel('Title', { exact: true }).fill('Open house');
  await text.getByRole('button', { name: 'Edit text', exact: true }).click();
  const richText = text.getByRole('textbox', { name: 'Text', exact: true });
  await expect(richText).toBeFocused();
  await page.keyboard.type('Viewings on Saturday');
  await page.keyboard.press('Control+Shift+ArrowLeft');
  const bold = text.getByRole('toolbar', { name: 'Text formatting' }).getByRole('button', { name: 'Bold' });
  await bold.click();
  await expect(bold).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('End');
  await bold.click();
  await expect(bold).toHaveAttribute('aria-pressed', 'false');
  await page.keyboard.type(' from ten.');
  await expect(richText.locator('strong')).toHaveText('Saturday');
  await expect(richText).toHaveText('Viewings on Saturday from ten.');

  // Website: a YouTube link comes back as a video; any other address as a link card.
  await addWebsite(YOUTUBE_LINK);
  await expect(cards.nth(1)).toContainText('Video link');
  await addWebsite(PLAIN_LINK);
  await expect(cards.nth(2)).toContainText('Link');
  await expect(cards.nth(2)).toContainText('northshore-homes.invalid');

  await addAsset('Separator');
  await expect(cards.nth(3).getByLabel('Separator title')).toBeFocused();
  await cards.nth(3).getByLabel('Separator title').fill('Neighbourhood');
  await addAsset('Hidden separator');
  await expect(cards.nth(4).getByLabel('Separator title')).toBeFocused();
  await cards.nth(4).getByLabel('Separator title').fill('Internal notes');
  await addAsset('Contact form');
  await expect(cards.nth(5).getByLabel('Title', { exact: true })).toBeFocused();
  await cards.nth(5).getByLabel('Title', { exact: true }).fill('Ask us anything');
  await cards
    .nth(5)
    .getByRole('button', { name: /^Edit Contact form/ })
    .click();

  // The link card is hidden from recipients.
  await cards
    .nth(2)
    .getByRole('button', { name: /^Hide Link/ })
    .click();
  await expect(cards.nth(2)).toContainText('Hidden');

  const summary = (p: PresentationDetail) => ({
    title: p.title,
    assets: [...p.assets]
      .sort((a, b) => a.position - b.position)
      .map((a) => ({ type: a.type, title: a.title, hidden: a.is_hidden })),
  });
  await expect
    .poll(async () => summary(await stored(page, id)))
    .toEqual({
      title: 'Harbour House open day',
      assets: [
        { type: 'text', title: 'Open house', hidden: false },
        { type: 'video_url', title: 'Add a Title', hidden: false },
        { type: 'link', title: 'Add a Title', hidden: true },
        { type: 'separator', title: 'Neighbourhood', hidden: false },
        { type: 'separator_hidden', title: 'Internal notes', hidden: false },
        { type: 'form', title: 'Ask us anything', hidden: false },
      ],
    });
  const saved = await stored(page, id);
  expect(saved.assets.find((a) => a.type === 'text')?.description).toContain('<strong>Saturday</strong>');
  expect(saved.assets.find((a) => a.type === 'video_url')?.website).toBe(YOUTUBE_LINK);
  expect(saved.assets.find((a) => a.type === 'link')?.website).toBe(`http://${PLAIN_LINK}`);

  // Drag the separator above the text, by its handle.
  await dragOnto(page, cards.nth(3).getByRole('button', { name: /^Move Separator/ }), cards.nth(0));
  await expect(cards.nth(0)).toContainText('Neighbourhood');
  await expect
    .poll(async () => summary(await stored(page, id)).assets.map((a) => a.type))
    .toEqual(['separator', 'text', 'video_url', 'link', 'separator_hidden', 'form']);

  // The preview shows what a recipient sees, as the server holds it.
  await page.getByRole('link', { name: 'Preview' }).click();
  await expect(page).toHaveURL(new RegExp(`/presentations/preview/${id}$`));
  await page.reload();
  await expect(page.getByText('This is what your recipients see.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Harbour House open day' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Open house' })).toBeVisible();
  await expect(page.locator('strong', { hasText: 'Saturday' })).toBeVisible();
  await expect(page.getByText('Viewings on Saturday from ten.')).toBeVisible();
  await expectAccessible(page, 'preview');
  const video = page.getByTitle('Video');
  await expect(video).toHaveAttribute('src', 'https://www.youtube.com/embed/dQw4w9WgXcQ');
  await video.scrollIntoViewIfNeeded();
  await expect(page.frameLocator('iframe[title="Video"]').getByText('YouTube player')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Neighbourhood' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Ask us anything' });
  await expect(form.getByLabel('Email')).toBeDisabled();
  await expect(form.getByRole('button', { name: 'Send' })).toBeDisabled();
  await expect(page.getByText('northshore-homes.invalid')).toHaveCount(0);
  await expect(page.getByText('Internal notes')).toHaveCount(0);
  const shown = page.locator('[data-asset-type]');
  await expect(shown).toHaveCount(4);
  for (const [index, type] of ['separator', 'text', 'video_url', 'form'].entries())
    await expect(shown.nth(index)).toHaveAttribute('data-asset-type', type);
});

test('a user clones, archives and restores presentations, files one in a folder and saves contacts', async ({
  page,
}) => {
  await signIn(page);

  // The empty account has just been given its starter templates: the Create menu, not the empty state's button.
  await expect(page.getByRole('article', { name: 'Listing presentation: [Property address]' })).toBeVisible();
  await expectAccessible(page, 'presentations with a starter');
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Create presentation' }).click();
  await expect(page).toHaveURL(/\/presentations\/edit\/\d+$/);
  const id = idIn(page.url());
  await page
    .getByRole('region', { name: 'Cover' })
    .getByLabel('Title', { exact: true })
    .fill('Harbor View Loft');
  await expect(page.getByText('All changes saved')).toBeVisible();
  expect((await stored(page, id)).title).toBe('Harbor View Loft');
  await page.getByRole('link', { name: 'Back to presentations' }).click();
  await expect(page).toHaveURL(/\/presentations$/);

  const card = (title: string) => page.getByRole('article', { name: title, exact: true });
  const actions = async (title: string, action: string) => {
    await page.getByRole('button', { name: `Actions for “${title}”` }).click();
    await page.getByRole('menuitem', { name: action }).click();
  };
  const tab = (name: string) =>
    page.getByRole('navigation', { name: 'Presentation lists' }).getByRole('link', { name });
  await expect(card('Harbor View Loft')).toBeVisible();

  // Clone: the copy appears beside the original.
  await actions('Harbor View Loft', 'Clone');
  const copy = card('Harbor View Loft (copy)');
  await expect(copy).toBeVisible();
  await expect(card('Harbor View Loft')).toBeVisible();
  const copyId = idIn(
    (await copy.getByRole('link', { name: 'Harbor View Loft (copy)' }).getAttribute('href')) ?? '',
  );
  expect(copyId).not.toBe(id);

  // Archive the copy: it leaves My Presentations and waits in Archived.
  await actions('Harbor View Loft (copy)', 'Archive');
  await expect(copy).toHaveCount(0);
  await expect.poll(async () => (await stored(page, copyId)).archived).toBe(true);
  await tab('Archived').click();
  await expect(page).toHaveURL(/\/presentations\/archived$/);
  await expect(copy).toBeVisible();
  await expect(card('Harbor View Loft')).toHaveCount(0);

  // Restore it: back in My Presentations.
  await actions('Harbor View Loft (copy)', 'Restore');
  await expect(page.getByRole('heading', { name: 'Nothing archived' })).toBeVisible();
  await expectAccessible(page, 'archived, empty');
  await expect.poll(async () => (await stored(page, copyId)).archived).toBe(false);
  await tab('My Presentations').click();
  await expect(copy).toBeVisible();

  // A new folder from the + menu, then the original moved into it.
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await page.getByRole('menuitem', { name: 'New folder…' }).click();
  const newFolder = page.getByRole('dialog', { name: 'New folder' });
  await newFolder.getByLabel('Folder name').fill('Waterfront listings');
  await newFolder.getByRole('button', { name: 'Create folder' }).click();
  await expect(newFolder).toBeHidden();
  await actions('Harbor View Loft', 'Move to folder…');
  const move = page.getByRole('dialog', { name: 'Move to folder' });
  await move.getByText('Waterfront listings', { exact: true }).click();
  await expect(move.getByRole('radio', { name: /Waterfront listings/ })).toBeChecked();
  await move.getByRole('button', { name: 'Move', exact: true }).click();
  await expect(move).toBeHidden();
  await expect(card('Harbor View Loft')).toContainText('Folder: Waterfront listings');
  await expect.poll(async () => (await stored(page, id)).folder?.name).toBe('Waterfront listings');

  await tab('Folders').click();
  const folders = page.getByRole('region', { name: 'Folders' });
  await expect(folders.getByText('1 presentation', { exact: true })).toBeVisible();
  await folders.getByRole('link', { name: 'Waterfront listings' }).click();
  const folderId = (await stored(page, id)).folder?.id;
  await expect(page).toHaveURL(new RegExp(`/presentations/folders/${folderId}$`));
  await expect(page.getByRole('heading', { level: 2, name: 'Waterfront listings' })).toBeVisible();
  await expect(card('Harbor View Loft')).toBeVisible();
  await expect(copy).toHaveCount(0);

  // Contacts: two saved, then found by searching.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contacts' }).click();
  await expect(page).toHaveURL(/\/contacts$/);
  await expect(page.getByRole('heading', { name: 'No contacts yet' })).toBeVisible();
  for (const [name, email, note] of [
    ['Maya Lindqvist', 'maya.lindqvist@example.com', 'Wants a loft near the water'],
    ['Tom Okafor', 'tom.okafor@example.com', ''],
  ] as const) {
    await page.getByRole('button', { name: 'New contact' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'New contact' });
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByLabel('Email').fill(email);
    if (note) await dialog.getByLabel('Note (optional)').fill(note);
    await dialog.getByRole('button', { name: 'Add contact' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('listitem').filter({ hasText: name })).toContainText(email);
  }
  await expect(page.getByText('Wants a loft near the water')).toBeVisible();

  await page.getByLabel('Search contacts').fill('lindq');
  await expect(page).toHaveURL(/\/contacts\?search=lindq$/);
  await expect(page.getByText('Maya Lindqvist')).toBeVisible();
  await expect(page.getByText('Tom Okafor')).toHaveCount(0);
  const found = (await (await page.request.get('/api/contacts?search=lindq')).json()) as {
    count: number;
    results: { name: string; email: string }[];
  };
  expect(found).toMatchObject({
    count: 1,
    results: [{ name: 'Maya Lindqvist', email: 'maya.lindqvist@example.com' }],
  });
});
