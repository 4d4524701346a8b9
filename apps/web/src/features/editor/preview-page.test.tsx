import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildAssetWire, buildPresentationWire } from '../../test/editor-factories.ts';
import { openEditor } from './editor.test-utils.ts';

describe('the preview page', () => {
  it('shows the presentation as a recipient sees it, with a bar back to the editor', async () => {
    openEditor(
      {
        opening_msg: '<p>Welcome</p>',
        assets: [
          buildAssetWire({ id: 1, type: 'separator', title: 'Next steps' }),
          buildAssetWire({ id: 2, position: 1, title: 'Secret', is_hidden: true }),
        ],
      },
      {},
      '/presentations/favorites/preview/12',
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Ocean View Villa' })).toBeInTheDocument();
    expect(screen.getByText('Welcome')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Next steps' })).toBeInTheDocument();
    expect(screen.queryByText('Secret')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to editor' })).toHaveAttribute(
      'href',
      '/presentations/favorites/edit/12',
    );
  });

  it('sends an unknown presentation to /404', async () => {
    const { app } = openEditor(
      {},
      { 'GET /api/presentations/12': { status: 404, body: { detail: 'Not found.' } } },
      '/presentations/preview/12',
    );
    await waitFor(() => expect(app.location()).toBe('/404'));
  });

  it('offers to try again when the presentation cannot be loaded', async () => {
    let fail = true;
    const { app } = openEditor(
      {},
      {
        'GET /api/presentations/12': () =>
          fail ? { status: 500, body: { detail: 'Server Error' } } : { body: buildPresentationWire() },
      },
      '/presentations/preview/12',
    );
    expect(await screen.findByText(/could not be loaded/)).toBeInTheDocument();
    fail = false;
    await app.user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ocean View Villa' })).toBeInTheDocument();
  });
});

describe('messages in the editor', () => {
  it('opens the rich-text editor on demand and saves the opening message as HTML', async () => {
    const { api, app } = openEditor(
      { opening_msg: '<p>Hello</p>' },
      { 'PATCH /api/presentations/12': ({ body }) => ({ body: buildPresentationWire(body as object) }) },
    );
    expect(await screen.findByText('Hello')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Opening message' })).not.toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Edit opening message' }));
    const box = await screen.findByRole('textbox', { name: 'Opening message' }, { timeout: 8000 });
    box.focus();
    await app.user.keyboard('{Control>}a{/Control}');
    await app.user.click(screen.getByRole('button', { name: 'Italic' }));
    await waitFor(
      () =>
        expect(api.bodyOf('PATCH /api/presentations/12')).toEqual({ opening_msg: '<p><em>Hello</em></p>' }),
      {
        timeout: 3000,
      },
    );
  });
});
