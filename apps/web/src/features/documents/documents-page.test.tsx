import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render-app.tsx';
import { installIntersectionObserver } from '../presentations/fake-server.test-utils.ts';
import { UploadError, type UploadOptions, uploadFile } from '../uploads/upload-file.ts';
import {
  buildConvertingDocument,
  buildDocument,
  FakeWebSocket,
  fakeDocumentsServer,
} from './documents.test-utils.ts';
import { useUploadStore } from './upload-store.ts';

vi.mock('../uploads/upload-file.ts', async (original) => ({
  ...(await original<typeof import('../uploads/upload-file.ts')>()),
  uploadFile: vi.fn(),
}));

beforeEach(() => FakeWebSocket.install());

const rows = () => screen.queryAllByRole('article');
const pdf = (name = 'Harbor Brochure.pdf') => new File(['%PDF-1.4'], name, { type: 'application/pdf' });
const uploadingBar = () =>
  within(screen.getByRole('region', { name: 'Uploads in progress' })).getByRole('progressbar');

/** An upload that the test moves along: progress, then the stored file's key. */
function controlledUpload() {
  const transfer: { onProgress?: (n: number) => void; finish: () => void } = { finish: () => undefined };
  vi.mocked(uploadFile).mockImplementation(
    (_file: File, options: UploadOptions = {}) =>
      new Promise((resolve) => {
        transfer.onProgress = options.onProgress;
        transfer.finish = () => resolve({ key: 'uploads/abc.pdf' });
      }),
  );
  return transfer;
}

describe('/single-file (spec §2, §9)', () => {
  it('lists documents with their first page, pages and state, 5 at a time', async () => {
    const observer = installIntersectionObserver();
    const converting = buildConvertingDocument({ id: 9, title: 'Price list', percentage: 40 });
    const failed = buildDocument({
      id: 8,
      title: 'Broken deck',
      is_complete: false,
      has_error: true,
      error: 'This file could not be converted. Try again, or save it as a PDF first.',
    });
    const done = Array.from({ length: 5 }, (_, i) => buildDocument({ id: i + 1, title: `Listing ${i + 1}` }));
    const { api } = fakeDocumentsServer({ rows: [converting, failed, ...done] });
    renderApp('/single-file');
    expect(await screen.findByRole('heading', { name: 'Price list' })).toBeInTheDocument();
    expect(rows()).toHaveLength(5);
    const first = within(rows()[0] as HTMLElement);
    expect(first.getByRole('progressbar', { name: 'Converting “Price list”' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    expect(first.getByText('Converting… 40%')).toBeInTheDocument();
    expect(within(rows()[1] as HTMLElement).getByText(/could not be converted/)).toBeInTheDocument();
    const third = within(rows()[2] as HTMLElement);
    expect(third.getByText(/^2 pages/)).toBeInTheDocument();
    expect(third.getByRole('link', { name: 'Listing 5' })).toHaveAttribute('href', '/single-file/preview/5');
    await waitFor(() => expect(api.bodyOf('POST /api/document/stats')).toEqual({ ids: [9] }));
    observer.reveal();
    await waitFor(() => expect(rows()).toHaveLength(7));
    expect(
      api.calls.filter((c) => c.method === 'GET' && c.path === '/api/document').map((c) => c.path),
    ).toHaveLength(2);
  });

  it('searches titles and says when nothing matches, and shows an empty state', async () => {
    fakeDocumentsServer({ rows: [buildDocument({ id: 1, title: 'Harbor loft' }), buildDocument({ id: 2 })] });
    const app = renderApp('/single-file');
    await screen.findByRole('heading', { name: 'Harbor loft' });
    await app.user.type(screen.getByRole('searchbox', { name: 'Search files' }), 'loft');
    await waitFor(() => expect(app.location()).toBe('/single-file?search=loft'));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(screen.getByText('1 file')).toBeInTheDocument();
    await app.user.clear(screen.getByRole('searchbox', { name: 'Search files' }));
    await app.user.type(screen.getByRole('searchbox', { name: 'Search files' }), 'nothing');
    expect(await screen.findByRole('heading', { name: 'No files found' })).toBeInTheDocument();
    app.unmount();
    fakeDocumentsServer();
    renderApp('/single-file');
    expect(await screen.findByRole('heading', { name: 'No files yet' })).toBeInTheDocument();
  });

  it('deletes a document after a confirmation', async () => {
    const { api } = fakeDocumentsServer({ rows: [buildDocument({ id: 3, title: 'Old flyer' })] });
    const app = renderApp('/single-file');
    await app.user.click(await screen.findByRole('button', { name: 'Actions for “Old flyer”' }));
    expect(await screen.findByRole('menuitem', { name: 'Preview' })).toHaveAttribute(
      'href',
      '/single-file/preview/3',
    );
    await app.user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this file?' });
    expect(api.calls.some((c) => c.method === 'DELETE')).toBe(false);
    await app.user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('“Old flyer” was deleted.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'No files yet' })).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'DELETE')?.path).toBe('/api/document/3');
  });

  it('shares a converted document from its row menu, by link or e-mail; a converting one offers no share yet', async () => {
    fakeDocumentsServer({
      rows: [
        buildDocument({ id: 3, title: 'Old flyer' }),
        buildDocument({ id: 4, title: 'New flyer', is_complete: false, percentage: 40 }),
      ],
    });
    const app = renderApp('/single-file');
    await app.user.click(await screen.findByRole('button', { name: 'Actions for “New flyer”' }));
    await screen.findByRole('menuitem', { name: 'Preview' });
    expect(screen.queryByRole('menuitem', { name: 'Share link' })).not.toBeInTheDocument();
    await app.user.keyboard('{Escape}');

    await app.user.click(await screen.findByRole('button', { name: 'Actions for “Old flyer”' }));
    await app.user.click(await screen.findByRole('menuitem', { name: 'Share link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share link' });
    expect(within(dialog).getByLabelText('Link name')).toBeInTheDocument();
    await app.user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await app.user.click(await screen.findByRole('button', { name: 'Actions for “Old flyer”' }));
    await app.user.click(await screen.findByRole('menuitem', { name: 'Share with email' }));
    expect(await screen.findByRole('dialog', { name: /share with email/i })).toBeInTheDocument();
  });
});

describe('uploading a document (spec §4)', () => {
  it('starts at 1%, only rises through the transfer and the conversion, then shows the ready toast', async () => {
    const transfer = controlledUpload();
    const created = buildConvertingDocument({ id: 41, title: 'Harbor Brochure' });
    const { api } = fakeDocumentsServer({ extra: { 'POST /api/document': { status: 201, body: created } } });
    const app = renderApp('/single-file');
    await screen.findByRole('heading', { name: 'No files yet' });
    await app.user.upload(screen.getByLabelText('Upload a file'), pdf());

    expect(uploadingBar()).toHaveAttribute('aria-valuenow', '1');
    expect(screen.getByText('Uploading… 1%')).toBeInTheDocument();
    act(() => transfer.onProgress?.(40));
    expect(screen.getByText('Uploading… 20%')).toBeInTheDocument();
    act(() => transfer.onProgress?.(10));
    expect(screen.getByText('Uploading… 20%')).toBeInTheDocument();
    act(() => transfer.finish());
    await waitFor(() => expect(api.bodyOf('POST /api/document')).toEqual({ upload_key: 'uploads/abc.pdf' }));
    expect(await screen.findByText('Converting… 50%')).toBeInTheDocument();

    const about = { presentation_id: 41, asset_id: 410, number_of_pages: 2 };
    const page = (n: number, percentage: number) => ({
      type: 'asset.progress',
      ...about,
      percentage,
      page: n,
      converted_file: `http://localhost/api/files/pages/41/page-${n}.jpg`,
      page_thumbnail: `http://localhost/api/files/pages/41/thumb-${n}.jpg`,
      page_size: [1240, 1754],
    });
    act(() => FakeWebSocket.send(page(0, 50)));
    await waitFor(() => expect(uploadingBar()).toHaveAttribute('aria-valuenow', '75'));
    act(() => FakeWebSocket.send(page(0, 20)));
    expect(uploadingBar()).toHaveAttribute('aria-valuenow', '75');

    act(() => FakeWebSocket.send({ type: 'asset.converted', ...about, percentage: 100 }));
    expect(await screen.findByText('Your file is ready.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Uploads in progress' })).not.toBeInTheDocument();
    expect(useUploadStore.getState().finished).toEqual([
      { key: expect.any(String), documentId: 41, title: 'Harbor Brochure' },
    ]);
    const link = screen.getByRole('link', { name: 'click here' });
    expect(link).toHaveAttribute('href', '/single-file/preview/41');
    expect(link.closest('li')).toHaveTextContent('To preview “Harbor Brochure” click here.');
  });

  it('removes the finished entry when the toast is closed', async () => {
    const transfer = controlledUpload();
    const created = buildDocument({ id: 42, title: 'Quick one' });
    fakeDocumentsServer({ extra: { 'POST /api/document': { status: 201, body: created } } });
    const app = renderApp('/single-file');
    await screen.findByRole('heading', { name: 'No files yet' });
    await app.user.upload(screen.getByLabelText('Upload a file'), pdf('Quick one.pdf'));
    act(() => transfer.finish());
    const toast = (await screen.findByText('Your file is ready.')).closest('li') as HTMLElement;
    expect(useUploadStore.getState().finished).toHaveLength(1);
    await app.user.click(within(toast).getByRole('button', { name: 'Close toast' }));
    await waitFor(() => expect(useUploadStore.getState().finished).toEqual([]));
  });

  it("shows the server's refusal and drops the entry", async () => {
    vi.mocked(uploadFile).mockRejectedValue(new UploadError('This file type is not allowed to be uploaded'));
    const { api } = fakeDocumentsServer();
    const app = renderApp('/single-file');
    await screen.findByRole('heading', { name: 'No files yet' });
    await app.user.upload(screen.getByLabelText('Upload a file'), pdf('setup.pdf'));
    expect(await screen.findByText('This file type is not allowed to be uploaded')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Uploads in progress' })).not.toBeInTheDocument();
    expect(api.calls.some((c) => c.path === '/api/document' && c.method === 'POST')).toBe(false);
  });
});
