import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories.ts';
import { renderApp } from '../../test/render-app.tsx';
import { buildFolder, buildPresentation, pageOf } from '../presentations/factories.test-utils.ts';
import { fakeServer } from '../presentations/fake-server.test-utils.ts';

describe('folders (spec §2, §4, §6)', () => {
  it('shows the folder grid with counts and opens a folder with its presentations', async () => {
    const { db } = fakeServer({
      folders: [
        buildFolder({ id: 4, name: 'Waterfront', number_of_presentations: 1 }),
        buildFolder({ id: 5, name: 'Leads', number_of_presentations: 0 }),
      ],
      rows: [buildPresentation({ id: 3, title: 'Pier house', folder: { id: 4, name: 'Waterfront' } })],
    });
    const app = renderApp('/presentations/folders');
    const grid = await screen.findByRole('region', { name: 'Folders' });
    expect(await within(grid).findByText('1 presentation')).toBeInTheDocument();
    expect(within(grid).getByText('0 presentations')).toBeInTheDocument();
    await app.user.click(within(grid).getByRole('link', { name: 'Waterfront' }));
    expect(await screen.findByRole('heading', { name: 'Pier house' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Waterfront' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pier house' })).toHaveAttribute(
      'href',
      '/presentations/folders/4/edit/3',
    );
    expect(db.listQueries.at(-1)).toMatchObject({ tab: 'folders', folder: '4' });
  });

  it('creates a folder and shows the server error under the name', async () => {
    const answers = [
      { status: 400, body: { name: ['You already have a folder with this name.'] } },
      { status: 201, body: buildFolder({ id: 6, name: 'Leads 2' }) },
    ];
    const { api } = fakeServer({ extra: { 'POST /api/folders': () => answers.shift() ?? { status: 500 } } });
    const app = renderApp('/presentations/folders');
    await app.user.click(await screen.findByRole('button', { name: 'New folder' }));
    const dialog = await screen.findByRole('dialog', { name: 'New folder' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Create folder' }));
    expect(within(dialog).getByLabelText('Folder name')).toHaveAccessibleDescription(
      'Folder name is required',
    );
    await app.user.type(within(dialog).getByLabelText('Folder name'), 'Leads');
    await app.user.click(within(dialog).getByRole('button', { name: 'Create folder' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Folder name')).toHaveAccessibleDescription(
        'You already have a folder with this name.',
      ),
    );
    await app.user.type(within(dialog).getByLabelText('Folder name'), ' 2');
    await app.user.click(within(dialog).getByRole('button', { name: 'Create folder' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(
      api.calls.filter((c) => c.path === '/api/folders' && c.method === 'POST').map((c) => c.body),
    ).toEqual([{ name: 'Leads' }, { name: 'Leads 2' }]);
  });

  it('deletes a folder after confirming', async () => {
    const { api } = fakeServer({
      folders: [buildFolder({ id: 4, name: 'Waterfront' })],
      extra: { 'DELETE /api/folders/4': { status: 204 } },
    });
    const app = renderApp('/presentations/folders');
    await app.user.click(await screen.findByRole('button', { name: 'Actions for folder “Waterfront”' }));
    await app.user.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this folder?' });
    expect(dialog).toHaveTextContent('Its presentations are kept and go back to My Presentations.');
    await app.user.click(within(dialog).getByRole('button', { name: 'Delete folder' }));
    await waitFor(() =>
      expect(api.calls.some((c) => c.method === 'DELETE' && c.path === '/api/folders/4')).toBe(true),
    );
  });

  it('shows free users the premium gate instead of the folders, and the upgrade dialog from the + menu', async () => {
    const { api } = fakeServer({
      user: buildUser({ role: 'free_agent', is_trial_active: false }),
      extra: { 'GET /api/folders': { body: pageOf([]) } },
    });
    const app = renderApp('/presentations/folders');
    expect(
      await screen.findByText('Folders are a Premium feature. Upgrade to keep presentations in order.'),
    ).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Create' }));
    await app.user.click(await screen.findByRole('menuitem', { name: 'New folder…' }));
    expect(await screen.findByRole('dialog', { name: 'Upgrade to Premium' })).toBeInTheDocument();
    expect(api.calls.some((c) => c.path === '/api/folders')).toBe(false);
  });
});
