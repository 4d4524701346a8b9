import { act, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app.tsx';
import {
  buildConvertingDocument,
  buildDocument,
  FakeWebSocket,
  fakeDocumentsServer,
} from './documents.test-utils.ts';
import { canSaveTitle } from './title-form.tsx';

beforeEach(() => FakeWebSocket.install());

describe('/single-file/preview/{id} (spec §2)', () => {
  it('offers Save only for a title that differs, then says Changes Saved', async () => {
    const { api } = fakeDocumentsServer({ rows: [buildDocument({ id: 41, title: 'Harbor Brochure' })] });
    const app = renderApp('/single-file/preview/41');
    const title = await screen.findByRole('textbox', { name: 'Title' });
    const save = screen.getByRole('button', { name: 'Save' });
    expect(title).toHaveValue('Harbor Brochure');
    expect(save).toBeDisabled();
    await app.user.type(title, ' ');
    expect(save).toBeDisabled();
    await app.user.type(title, '2027');
    expect(save).toBeEnabled();
    await app.user.clear(title);
    await app.user.type(title, 'Harbor Brochure');
    expect(save).toBeDisabled();
    await app.user.type(title, ' 2027{Enter}');
    expect(await screen.findByText('Changes Saved')).toBeInTheDocument();
    expect(api.bodyOf('POST /api/document/41/update')).toEqual({ title: 'Harbor Brochure 2027' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled());
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Harbor Brochure 2027');
    expect(api.calls.filter((c) => c.path === '/api/document/41/update')).toHaveLength(1);
  });

  it('shows the pages in the page viewer, and goes back to the list', async () => {
    fakeDocumentsServer({ rows: [buildDocument({ id: 41 })] });
    const app = renderApp('/single-file/preview/41');
    expect(await screen.findByRole('textbox', { name: 'Title' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Close preview' })).toHaveAttribute('href', '/single-file');
    expect(await screen.findByRole('region', { name: 'Pages of Harbor Brochure' })).toBeInTheDocument();
    expect(screen.getByTestId('page-indicator')).toHaveTextContent('1 of 2');
    await app.user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(app.location()).toBe('/single-file'));
  });

  it('shows the conversion progress, and each page as the socket brings it', async () => {
    fakeDocumentsServer({ rows: [buildConvertingDocument({ id: 7, percentage: 30 })] });
    renderApp('/single-file/preview/7');
    expect(await screen.findByText('Converting… 30%')).toBeInTheDocument();
    act(() =>
      FakeWebSocket.send({
        type: 'asset.progress',
        presentation_id: 7,
        asset_id: 70,
        percentage: 50,
        number_of_pages: 2,
        page: 0,
        converted_file: 'http://localhost/api/files/pages/7/page-0001.jpg',
        page_thumbnail: 'http://localhost/api/files/pages/7/thumb-0001.jpg',
        page_size: [1240, 1754],
      }),
    );
    expect(await screen.findByText('Converting… 50%')).toBeInTheDocument();
    expect(screen.getByTestId('page-indicator')).toHaveTextContent('1 of 2');
  });

  it.each(['/single-file/preview/99', '/single-file/preview/abc'])('sends %s to /404', async (path) => {
    fakeDocumentsServer({ rows: [buildDocument({ id: 41 })] });
    const app = renderApp(path);
    await waitFor(() => expect(app.location()).toBe('/404'));
  });
});

describe('canSaveTitle', () => {
  it('is true only for a non-blank title that differs once trimmed', () => {
    expect(canSaveTitle('Plans', 'Plans')).toBe(false);
    expect(canSaveTitle(' Plans ', 'Plans')).toBe(false);
    expect(canSaveTitle('   ', 'Plans')).toBe(false);
    expect(canSaveTitle('Plans 2', 'Plans')).toBe(true);
  });
});
