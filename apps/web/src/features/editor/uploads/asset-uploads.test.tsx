import { FILE_MESSAGES } from '@folio/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildAssetWire } from '../../../test/editor-factories.ts';
import { buildUser } from '../../../test/factories.ts';
import { fakeXhr, ticketFor } from '../../uploads/uploads.test-utils.ts';
import { created, openEditor } from '../editor.test-utils.ts';
import { fakeSocket } from './socket.test-utils.ts';

const cards = () => screen.queryAllByTestId('asset-card');
const input = () => screen.getByTestId<HTMLInputElement>('asset-file-input');
const pdf = (name = 'Brochure.pdf', size = 2048) =>
  new File([new Uint8Array(size)], name, { type: 'application/pdf' });
const intro = buildAssetWire({ id: 1, title: 'Why this home' });

let xhrs: ReturnType<typeof fakeXhr>;
beforeEach(() => {
  xhrs = fakeXhr();
  fakeSocket();
});

type App = ReturnType<typeof openEditor>['app'];

/** Opens the add menu once its code has arrived (a press made while it loads is lost in jsdom). */
async function openAddMenu(app: App) {
  const button = () => screen.getByRole('button', { name: 'Add asset' });
  await waitFor(() => expect(button()).toHaveAttribute('data-state'));
  await app.user.click(button());
  return screen.findByRole('menu');
}

/** Chooses an upload kind in the add menu, then picks files in the file dialog it opens. */
async function pick(app: App, item: string, ...files: File[]) {
  await openAddMenu(app);
  await app.user.click(await screen.findByRole('menuitem', { name: item }));
  fireEvent.change(input(), { target: { files } });
}

const signs = (name: string) => ({ 'POST /api/uploads/sign': { body: ticketFor(name) } });
const createdFile = (id: number) =>
  created(id, {
    type: 'file',
    title: 'Brochure',
    filename: 'Brochure.pdf',
    file: '/files/uploads/k.pdf',
    uploading: true,
    job_status: 'queued',
  });

describe('uploading files into the asset list', () => {
  it('opens a picker of the chosen kind’s types, several files at a time', async () => {
    const { app } = openEditor();
    const menu = await openAddMenu(app);
    await app.user.click(within(menu).getByRole('menuitem', { name: 'Image' }));
    expect(input().accept.split(',')).toEqual(expect.arrayContaining(['.jpg', '.png', '.heic', '.tiff']));
    expect(input().accept).not.toContain('.pdf');
    expect(input().multiple).toBe(true);
  });

  it('shows a row with the name and a rising bar, keeps other edits flowing, then adds the asset in its place', async () => {
    const { api, app } = openEditor(
      { assets: [intro] },
      {
        ...signs('Brochure.pdf'),
        'POST /api/presentations/12/assets': ({ body }) =>
          (body as { type: string }).type === 'file'
            ? createdFile(50)({ body })
            : created(51, { type: 'separator', title: '', position: 1 })({ body }),
      },
    );
    await pick(app, 'File', pdf());
    const row = await screen.findByRole('listitem', { name: 'Uploading Brochure.pdf' });
    expect(within(row).getByText('Uploading… 0%')).toBeInTheDocument();
    const xhr = await xhrs.sent();
    xhr.progress(870, 2000);
    expect(await within(row).findByText('Uploading… 43%')).toBeInTheDocument();
    expect(within(row).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '43');
    expect(screen.getByText('Saving…')).toBeInTheDocument();

    // A separator added meanwhile is saved at once: the upload does not hold the edit queue.
    await openAddMenu(app);
    await app.user.click(await screen.findByRole('menuitem', { name: 'Separator' }));
    await waitFor(() =>
      expect(api.bodyOf('POST /api/presentations/12/assets')).toEqual({ type: 'separator' }),
    );
    expect(cards()).toHaveLength(3);

    xhr.answer(204);
    await waitFor(() =>
      expect(api.calls.filter((c) => c.path === '/api/presentations/12/assets').map((c) => c.body)).toEqual([
        { type: 'separator' },
        // Created where its row stands: after the text, before the separator added later.
        { type: 'file', upload_key: 'uploads/k-Brochure.pdf', position: 1 },
      ]),
    );
    await waitFor(() =>
      expect(screen.queryByRole('listitem', { name: /^Uploading/ })).not.toBeInTheDocument(),
    );
    const names = cards().map((c) => c.querySelector('p')?.textContent);
    expect(names).toEqual(['Why this home', 'Brochure', 'Add a Title']);
    expect(within(cards()[1]!).getByText('Converting…')).toBeInTheDocument();
    expect(await screen.findByText('All changes saved')).toBeInTheDocument();
  });

  it('sends several files at once, each in its own row', async () => {
    const { app } = openEditor({}, { ...signs('a.pdf') });
    await pick(app, 'File', pdf('Plan.pdf'), pdf('Price list.xlsx'));
    expect(await screen.findByRole('listitem', { name: 'Uploading Plan.pdf' })).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'Uploading Price list.xlsx' })).toBeInTheDocument();
    await xhrs.sent(2);
  });

  it('cancels an upload: the transfer stops and the row goes, nothing is added', async () => {
    const { api, app } = openEditor({}, signs('Brochure.pdf'));
    await pick(app, 'File', pdf());
    const xhr = await xhrs.sent();
    xhr.progress(500, 2000);
    await app.user.click(await screen.findByRole('button', { name: 'Cancel uploading Brochure.pdf' }));
    expect(xhr.aborted).toBe(true);
    await waitFor(() => expect(cards()).toHaveLength(0));
    expect(api.calls.some((c) => c.path === '/api/presentations/12/assets')).toBe(false);
    expect(await screen.findByText('All changes saved')).toBeInTheDocument();
  });

  it('refuses a file the spec does not allow with its message, adding nothing and asking nothing', async () => {
    const { api, app } = openEditor();
    await pick(app, 'File', new File(['MZ'], 'setup.exe'));
    expect(await screen.findByText(FILE_MESSAGES.typeNotAllowed)).toBeInTheDocument();
    expect(cards()).toHaveLength(0);
    expect(api.calls.some((c) => c.path === '/api/uploads/sign')).toBe(false);
  });

  it('refuses a free user’s file over 50 MB before sending it', async () => {
    const { app } = openEditor();
    const big = new File(['x'], 'Tour.pdf');
    Object.defineProperty(big, 'size', { value: 50_000_001 });
    await pick(app, 'File', big);
    expect(await screen.findByText(FILE_MESSAGES.freeTooLarge)).toBeInTheDocument();
    expect(cards()).toHaveLength(0);
  });

  it('routes Video to the link dialog while the video flag is off: no picker, no refusal', async () => {
    const { app } = openEditor();
    await openAddMenu(app);
    expect(screen.queryByRole('menuitem', { name: 'Video' })).not.toBeInTheDocument();
    await app.user.click(await screen.findByRole('menuitem', { name: 'Video (YouTube or Vimeo link)' }));
    expect(await screen.findByRole('dialog', { name: 'Add a website or video' })).toBeInTheDocument();
    expect(screen.queryByText(FILE_MESSAGES.videoDisabled)).not.toBeInTheDocument();
  });

  it('toasts the server’s refusal when the file’s first bytes do not match, and drops the row', async () => {
    const { app } = openEditor(
      {},
      {
        ...signs('Brochure.pdf'),
        'POST /api/presentations/12/assets': { status: 415, body: { detail: FILE_MESSAGES.typeNotAllowed } },
      },
    );
    await pick(app, 'File', pdf());
    (await xhrs.sent()).answer(204);
    expect(await screen.findByText(FILE_MESSAGES.typeNotAllowed)).toBeInTheDocument();
    await waitFor(() => expect(cards()).toHaveLength(0));
  });

  it('toasts a refusal of the signing call (a premium user’s plan limit) and drops the row', async () => {
    const { app } = openEditor(
      {},
      {
        'GET /api/user': { body: buildUser({ role: 'premium_agent' }) },
        'POST /api/uploads/sign': { status: 413, body: { detail: FILE_MESSAGES.premiumTooLarge } },
      },
    );
    await pick(app, 'File', pdf());
    expect(await screen.findByText(FILE_MESSAGES.premiumTooLarge)).toBeInTheDocument();
    await waitFor(() => expect(cards()).toHaveLength(0));
  });

  it('takes files dropped on the asset section, highlighting it while they are over it', async () => {
    openEditor({}, signs('Brochure.pdf'));
    const zone = await screen.findByTestId('file-drop-zone');
    const dataTransfer = { types: ['Files'], files: [pdf()], dropEffect: 'none' };
    fireEvent.dragEnter(zone, { dataTransfer });
    expect(screen.getByText('Drop files to add them')).toBeInTheDocument();
    fireEvent.drop(zone, { dataTransfer });
    expect(screen.queryByText('Drop files to add them')).not.toBeInTheDocument();
    expect(await screen.findByRole('listitem', { name: 'Uploading Brochure.pdf' })).toBeInTheDocument();
  });
});
