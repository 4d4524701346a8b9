import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildAssetWire } from '../../../test/editor-factories.ts';
import { openEditor } from '../editor.test-utils.ts';
import { fakeSocket, pageStored } from './socket.test-utils.ts';

const converting = buildAssetWire({
  id: 7,
  type: 'file',
  title: 'Listing pack',
  filename: 'Listing pack.pdf',
  file: '/files/uploads/k.pdf',
  uploading: true,
  waiting_for_converted_files: true,
  job_status: 'converting',
});
const firstCard = () => screen.getAllByTestId('asset-card')[0]!;

let socket: ReturnType<typeof fakeSocket>;
beforeEach(() => {
  socket = fakeSocket();
});

describe('conversion progress in the editor', () => {
  it('fills the card from the socket, page by page, without reloading the presentation', async () => {
    const { api } = openEditor({ assets: [converting] });
    expect(await screen.findByText('Converting…')).toBeInTheDocument();
    await socket.send(pageStored(7, 0, 3));
    expect(await within(firstCard()).findByText('Converting… page 2 of 3')).toBeInTheDocument();
    expect(within(firstCard()).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '33');
    // The first page's thumbnail shows as soon as it exists.
    expect(firstCard().querySelector('img')).toHaveAttribute('src', '/files/pages/a7/thumb-1.jpg');
    // Another presentation's asset, and an asset not in the list, change nothing.
    await socket.send({ ...pageStored(7, 1, 3), presentation_id: 99 });
    await socket.send(pageStored(8, 0, 3));
    expect(within(firstCard()).getByText('Converting… page 2 of 3')).toBeInTheDocument();

    await socket.send(pageStored(7, 1, 3));
    expect(await within(firstCard()).findByText('Converting… page 3 of 3')).toBeInTheDocument();
    await socket.send(pageStored(7, 2, 3));
    await socket.send({
      type: 'asset.converted',
      presentation_id: 12,
      asset_id: 7,
      percentage: 100,
      number_of_pages: 3,
    });
    expect(await within(firstCard()).findByText('File · 3 pages')).toBeInTheDocument();
    expect(within(firstCard()).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(api.calls.filter((c) => c.path === '/api/presentations/12')).toHaveLength(1);
  });

  it('catches up from GET …/converted when pages were missed', async () => {
    const { api } = openEditor(
      { assets: [converting] },
      {
        'GET /api/presentations/12/assets/7/converted': {
          body: {
            converted_files: ['/p/1.jpg', '/p/2.jpg', '/p/3.jpg'],
            page_thumbnails: ['/t/1.jpg', '/t/2.jpg', '/t/3.jpg'],
            page_sizes: [
              [1600, 900],
              [1600, 900],
              [1600, 900],
            ],
            number_of_pages: 10,
            percentage: 30,
            is_complete: false,
            has_error: false,
            error: null,
          },
        },
      },
    );
    await screen.findByText('Converting…');
    // Page 4 arrives while pages 1–3 never did (the socket was away).
    await socket.send(pageStored(7, 3, 10));
    expect(await within(firstCard()).findByText('Converting… page 4 of 10')).toBeInTheDocument();
    expect(api.calls.some((c) => c.path === '/api/presentations/12/assets/7/converted')).toBe(true);
    await socket.send(pageStored(7, 3, 10));
    expect(await within(firstCard()).findByText('Converting… page 5 of 10')).toBeInTheDocument();
  });

  it('shows a failure with its message and converts again on Try again', async () => {
    const { api, app } = openEditor(
      { assets: [converting] },
      {
        'POST /api/presentations/12/assets/7/convert': {
          body: { ...converting, job_status: 'queued', updated_at: '2026-03-01T12:00:00.000Z' },
        },
      },
    );
    await screen.findByText('Converting…');
    await socket.send({
      type: 'asset.failed',
      presentation_id: 12,
      asset_id: 7,
      percentage: 0,
      number_of_pages: 0,
      error: "Can't load the PDF file.",
    });
    expect(await within(firstCard()).findByText("Can't load the PDF file.")).toBeInTheDocument();
    await app.user.click(within(firstCard()).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(api.bodyOf('POST /api/presentations/12/assets/7/convert')).toEqual({}));
    expect(await within(firstCard()).findByText('Converting…')).toBeInTheDocument();
    expect(within(firstCard()).queryByText("Can't load the PDF file.")).not.toBeInTheDocument();
  });
});
