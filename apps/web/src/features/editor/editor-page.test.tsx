import { STARTER_TEMPLATE_TEXTS } from '@folio/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildAssetWire, buildPresentationWire } from '../../test/editor-factories.ts';
import { openEditor } from './editor.test-utils.ts';

describe('the editor page', () => {
  it('loads the presentation with its cover and assets', async () => {
    openEditor({
      assets: [
        buildAssetWire({ id: 1, title: 'Why this home' }),
        buildAssetWire({ id: 2, position: 1, type: 'separator', title: '' }),
      ],
    });
    expect(await screen.findByRole('heading', { name: 'Edit presentation' })).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('Ocean View Villa');
    const list = screen.getByRole('list', { name: 'Assets' });
    expect(within(list).getAllByTestId('asset-card')).toHaveLength(2);
    expect(within(list).getByText('Why this home')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Preview' })).toHaveAttribute(
      'href',
      '/presentations/preview/12',
    );
  });

  it('says what a starter template is for, and only on one', async () => {
    openEditor({ starter_template: 'listing_presentation' });
    expect(await screen.findByText(STARTER_TEMPLATE_TEXTS.hint)).toBeInTheDocument();
  });

  it('shows no starter hint on an ordinary presentation', async () => {
    openEditor();
    await screen.findByRole('heading', { name: 'Edit presentation' });
    expect(screen.queryByText(STARTER_TEMPLATE_TEXTS.hint)).not.toBeInTheDocument();
  });

  it('sends an unknown presentation to /404', async () => {
    const { app } = openEditor(
      {},
      { 'GET /api/presentations/12': { status: 404, body: { detail: 'Not found.' } } },
    );
    await waitFor(() => expect(app.location()).toBe('/404'));
  });

  it('keeps the tab in the editor and preview addresses', async () => {
    openEditor({}, {}, '/presentations/folders/3/edit/12');
    expect(await screen.findByRole('link', { name: 'Preview' })).toHaveAttribute(
      'href',
      '/presentations/folders/3/preview/12',
    );
    expect(screen.getByRole('link', { name: 'Back to presentations' })).toHaveAttribute(
      'href',
      '/presentations/folders/3',
    );
  });

  it('cuts the title at 100 characters and saves it once typing pauses, quietly: the status line, no toast', async () => {
    const { api, app } = openEditor(
      {},
      {
        'PATCH /api/presentations/12': ({ body }) => ({
          body: buildPresentationWire(body as object),
        }),
      },
    );
    const title = await screen.findByLabelText('Title');
    await app.user.clear(title);
    await app.user.paste('x'.repeat(120));
    expect(title).toHaveValue('x'.repeat(100));
    expect(screen.getByText('100 / 100')).toBeInTheDocument();
    await waitFor(() => expect(api.calls.filter((c) => c.method === 'PATCH')).toHaveLength(1), {
      timeout: 3000,
    });
    expect(await screen.findByText('All changes saved')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByText('Changes Saved')).not.toBeInTheDocument();
    const patches = api.calls.filter((c) => c.method === 'PATCH');
    expect(patches).toHaveLength(1);
    expect(patches[0]?.body).toEqual({ title: 'x'.repeat(100) });
  });

  it('says Saving… from the first key until the server has the edit, and asks before leaving meanwhile', async () => {
    const { app } = openEditor(
      {},
      {
        'PATCH /api/presentations/12': ({ body }) => ({
          body: buildPresentationWire(body as object),
        }),
      },
    );
    const title = await screen.findByLabelText('Title');
    expect(screen.getByText('All changes saved')).toBeInTheDocument();
    await app.user.type(title, '!');
    expect(screen.getByText('Saving…')).toBeInTheDocument();
    const leaving = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(leaving);
    expect(leaving.defaultPrevented).toBe(true);
    expect(await screen.findByText('All changes saved', {}, { timeout: 3000 })).toBeInTheDocument();
    const leavingLater = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(leavingLater);
    expect(leavingLater.defaultPrevented).toBe(false);
  });

  it('saves the hide-title switch at once', async () => {
    const { api, app } = openEditor(
      {},
      { 'PATCH /api/presentations/12': { body: buildPresentationWire({ title_is_hidden: true }) } },
    );
    await app.user.click(await screen.findByRole('switch', { name: 'Hide title' }));
    await waitFor(() => expect(api.bodyOf('PATCH /api/presentations/12')).toEqual({ title_is_hidden: true }));
    expect(screen.getByRole('switch', { name: 'Hide title' })).toBeChecked();
  });

  it('shows the server’s message when a save fails', async () => {
    const { app } = openEditor(
      {},
      {
        'PATCH /api/presentations/12': {
          status: 400,
          body: { created_by_text: ['Ensure this field has no more than 200 characters.'] },
        },
      },
    );
    await app.user.type(await screen.findByLabelText('Created-by text'), 'Harbour');
    expect(
      await screen.findByText('Ensure this field has no more than 200 characters.', {}, { timeout: 3000 }),
    ).toBeInTheDocument();
  });

  it('removes the logo with logo: null', async () => {
    const { api, app } = openEditor(
      { logo: '/files/logo.png' },
      { 'PATCH /api/presentations/12': { body: buildPresentationWire({ logo: null }) } },
    );
    expect(await screen.findByRole('img', { name: 'Current logo' })).toBeInTheDocument();
    const logo = screen.getByRole('group', { name: 'Logo' });
    await app.user.click(within(logo).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(api.bodyOf('PATCH /api/presentations/12')).toEqual({ logo: null }));
    expect(await screen.findByLabelText('No logo')).toBeInTheDocument();
  });
});
