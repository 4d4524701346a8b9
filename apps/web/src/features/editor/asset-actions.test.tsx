import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildAssetWire } from '../../test/editor-factories.ts';
import { created, openEditor } from './editor.test-utils.ts';

const twoAssets = [
  buildAssetWire({ id: 1, title: 'Why this home' }),
  buildAssetWire({ id: 2, position: 1, type: 'separator', title: 'Next steps' }),
];
const clipboardItem = {
  id: 3,
  presentation_id: 7,
  asset: { ...buildAssetWire({ type: 'form', title: 'Book a visit' }), id: undefined },
  created_at: '2026-03-01T10:00:00.000Z',
};

describe('asset actions', () => {
  it('hides and deletes (after confirming), sent in the order made', async () => {
    const { api, app } = openEditor(
      { assets: twoAssets },
      {
        'PATCH /api/presentations/12/assets/1': {
          body: buildAssetWire({
            id: 1,
            title: 'Why this home',
            is_hidden: true,
            updated_at: '2026-03-01T11:00:00.000Z',
          }),
        },
        'DELETE /api/presentations/12/assets/2': { status: 204 },
      },
    );
    await app.user.click(await screen.findByRole('button', { name: 'Hide Text “Why this home”' }));
    await app.user.click(screen.getByRole('button', { name: 'More actions for Separator “Next steps”' }));
    await app.user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this asset?' });
    await app.user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('Next steps')).not.toBeInTheDocument());
    const writes = api.calls.filter((c) => c.method !== 'GET').map((c) => `${c.method} ${c.path}`);
    expect(writes).toEqual(['PATCH /api/presentations/12/assets/1', 'DELETE /api/presentations/12/assets/2']);
    expect(api.bodyOf('PATCH /api/presentations/12/assets/1')).toEqual({ is_hidden: true });
    expect(screen.getByRole('button', { name: 'Show Text “Why this home”' })).toBeInTheDocument();
    expect(screen.getByText(/· Hidden/)).toBeInTheDocument();
  });

  it('keeps an asset when the delete is cancelled', async () => {
    const { api, app } = openEditor({ assets: twoAssets });
    await app.user.click(
      await screen.findByRole('button', { name: 'More actions for Separator “Next steps”' }),
    );
    await app.user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    await app.user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('Next steps')).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'DELETE')).toBe(false);
  });

  it('reorders with the keyboard handle and sends every asset id in the new order', async () => {
    const { api, app } = openEditor(
      { assets: twoAssets },
      { 'POST /api/presentations/12/assets-order': { body: { results: [] } } },
    );
    const handle = await screen.findByRole('button', { name: 'Move Separator “Next steps”' });
    expect(handle).toHaveAttribute('aria-roledescription', 'sortable');
    handle.focus();
    await app.user.keyboard('[Space]');
    await app.user.keyboard('[ArrowUp]');
    await app.user.keyboard('[Space]');
    await waitFor(() =>
      expect(api.bodyOf('POST /api/presentations/12/assets-order')).toEqual({ position_list: [2, 1] }),
    );
    const titles = screen.getAllByTestId('asset-card').map((c) => c.textContent);
    expect(titles[0]).toContain('Next steps');
  });

  it('copies an asset to the clipboard', async () => {
    const { api, app } = openEditor(
      { assets: twoAssets },
      { 'POST /api/presentations/12/assets/1/add-to-clipboard': { status: 201, body: clipboardItem } },
    );
    await app.user.click(
      await screen.findByRole('button', { name: 'More actions for Text “Why this home”' }),
    );
    await app.user.click(await screen.findByRole('menuitem', { name: 'Copy to clipboard' }));
    expect(await screen.findByText(/Copied to the clipboard/)).toBeInTheDocument();
    expect(api.calls.some((c) => c.path === '/api/presentations/12/assets/1/add-to-clipboard')).toBe(true);
  });

  it('pastes from the clipboard panel at the end, and removes items from it', async () => {
    let items = [
      clipboardItem,
      { ...clipboardItem, id: 4, asset: { ...clipboardItem.asset, title: 'Old note', type: 'text' } },
    ];
    const { api, app } = openEditor(
      { assets: twoAssets },
      {
        'GET /api/clipboard': () => ({
          body: { count: items.length, next: null, previous: null, results: items },
        }),
        'DELETE /api/clipboard/4': () => {
          items = items.filter((i) => i.id !== 4);
          return { status: 204 };
        },
        'POST /api/clipboard/3/use': created(50, { type: 'form', title: 'Book a visit', position: 2 }),
      },
    );
    await app.user.click(await screen.findByRole('button', { name: 'Clipboard' }));
    const panel = await screen.findByRole('dialog', { name: 'Clipboard' });
    expect(await within(panel).findByText('Book a visit')).toBeInTheDocument();
    const query = api.calls.find((c) => c.path === '/api/clipboard');
    expect(query).toBeDefined();
    await app.user.click(within(panel).getByRole('button', { name: 'Remove Old note from the clipboard' }));
    await waitFor(() => expect(within(panel).queryByText('Old note')).not.toBeInTheDocument());
    await app.user.click(within(panel).getByRole('button', { name: 'Paste Book a visit' }));
    await waitFor(() => expect(api.bodyOf('POST /api/clipboard/3/use')).toEqual({ presentation_id: 12 }));
    const cards = await screen.findAllByTestId('asset-card');
    await waitFor(() => expect(cards.at(-1)).toHaveTextContent('Book a visit'));
    expect(screen.getAllByTestId('asset-card')).toHaveLength(3);
  });
});
