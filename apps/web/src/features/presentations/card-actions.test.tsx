import { UPGRADE_BENEFITS } from '@folio/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildTeam, buildUser } from '../../test/factories.ts';
import { renderApp } from '../../test/render-app.tsx';
import { buildFolder, buildPresentation } from './factories.test-utils.ts';
import { fakeServer, ownRows } from './fake-server.test-utils.ts';

const SUCCESS = 'Your changes have been applied successfully.';

async function choose(app: ReturnType<typeof renderApp>, title: string, action: string) {
  await app.user.click(await screen.findByRole('button', { name: `Actions for “${title}”` }));
  await app.user.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: action }));
}
const heading = (name: string) => screen.queryByRole('heading', { name });

describe('card actions (spec §2, §4, §8)', () => {
  it("delete: the card leaves, the toast's Undo restores it", async () => {
    const { api } = fakeServer({ rows: ownRows(2) });
    const app = renderApp('/presentations');
    await choose(app, 'Listing 2', 'Delete');
    await waitFor(() => expect(heading('Listing 2')).not.toBeInTheDocument());
    expect(api.calls.some((c) => c.method === 'DELETE' && c.path === '/api/presentations/2')).toBe(true);
    const toast = (await screen.findByText(SUCCESS)).closest('li') as HTMLElement;
    await app.user.click(within(toast).getByRole('button', { name: 'Undo' }));
    expect(await screen.findByRole('heading', { name: 'Listing 2' })).toBeInTheDocument();
    expect(api.calls.some((c) => c.path === '/api/presentations/2/restore')).toBe(true);
  });

  it('archive sends archived: true and its Undo unarchives; the archived tab restores or deletes for good', async () => {
    const { api } = fakeServer({
      rows: [...ownRows(1), buildPresentation({ id: 5, title: 'Old lot', archived: true })],
    });
    const app = renderApp('/presentations');
    await choose(app, 'Listing 1', 'Archive');
    await waitFor(() => expect(heading('Listing 1')).not.toBeInTheDocument());
    expect(api.bodyOf('PATCH /api/presentations/1')).toEqual({ archived: true });
    const toast = (await screen.findByText(SUCCESS)).closest('li') as HTMLElement;
    await app.user.click(within(toast).getByRole('button', { name: 'Undo' }));
    expect(await screen.findByRole('heading', { name: 'Listing 1' })).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'PATCH').map((c) => c.body)).toEqual([
      { archived: true },
      { archived: false },
    ]);

    await app.router.navigate('/presentations/archived');
    await choose(app, 'Old lot', 'Delete permanently');
    const dialog = await screen.findByRole('dialog', { name: 'Delete permanently?' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Delete permanently' }));
    expect(await screen.findByRole('heading', { name: 'Nothing archived' })).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'DELETE' && c.path === '/api/presentations/5/delete')).toBe(
      true,
    );
  });

  it('un-favoriting on the favorites tab removes the card', async () => {
    fakeServer({
      rows: [buildPresentation({ id: 3, title: 'Loved', favorite: true }), ...ownRows(1, { favorite: true })],
    });
    const app = renderApp('/presentations/favorites');
    await choose(app, 'Loved', 'Remove from favorites');
    await waitFor(() => expect(heading('Loved')).not.toBeInTheDocument());
    expect(heading('Listing 1')).toBeInTheDocument();
  });

  it('offers the upgrade dialog, listing exactly the benefits, when a free user favorites', async () => {
    const { api } = fakeServer({
      rows: ownRows(1),
      user: buildUser({ role: 'free_agent', is_trial_active: false }),
    });
    const app = renderApp('/presentations');
    await choose(app, 'Listing 1', 'Add to favorites');
    const dialog = await screen.findByRole('dialog', { name: 'Upgrade to Premium' });
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([...UPGRADE_BENEFITS]);
    expect(api.calls.some((c) => c.path.endsWith('/favorite'))).toBe(false);
    await app.user.click(within(dialog).getByRole('link', { name: 'Upgrade' }));
    await waitFor(() => expect(app.location()).toBe('/payment'));
  });

  it('opens the same dialog when the server answers 403 premium_required', async () => {
    fakeServer({
      rows: ownRows(1),
      user: buildUser({ role: 'free_agent', is_trial_active: true }),
      extra: {
        'POST /api/presentations/1/favorite': {
          status: 403,
          body: { detail: 'Favorites are a Premium feature.', code: 'premium_required' },
        },
      },
    });
    const app = renderApp('/presentations');
    await choose(app, 'Listing 1', 'Add to favorites');
    expect(await screen.findByRole('dialog', { name: 'Upgrade to Premium' })).toBeInTheDocument();
    expect(screen.queryByText('Favorites are a Premium feature.')).not.toBeInTheDocument();
  });

  it('make template asks which team when the user has several', async () => {
    const teams = [buildTeam(), { ...buildTeam(), id: 8, name: 'Coastal Homes' }];
    const { api } = fakeServer({
      rows: ownRows(1),
      user: buildUser({ role: 'premium_agent', companies: teams }),
      extra: { 'POST /api/presentations/1/make-template': { status: 201, body: { results: [] } } },
    });
    const app = renderApp('/presentations');
    await choose(app, 'Listing 1', 'Make template');
    const dialog = await screen.findByRole('dialog', {
      name: 'Choose the company you want to create a template:',
    });
    await app.user.click(within(dialog).getByRole('radio', { name: 'Coastal Homes' }));
    await app.user.click(within(dialog).getByRole('button', { name: 'Create template' }));
    expect(await screen.findByText(SUCCESS)).toBeInTheDocument();
    expect(api.bodyOf('POST /api/presentations/1/make-template')).toEqual({ companies: [8] });
  });

  it('moves a presentation into a folder chosen in the dialog', async () => {
    const { api } = fakeServer({
      rows: ownRows(1),
      folders: [buildFolder({ id: 8, name: 'Leads' })],
      extra: { 'POST /api/folders/8/add-presentations': { body: buildFolder({ id: 8, name: 'Leads' }) } },
    });
    const app = renderApp('/presentations');
    await choose(app, 'Listing 1', 'Move to folder…');
    const dialog = await screen.findByRole('dialog', { name: 'Move to folder' });
    await app.user.click(await within(dialog).findByRole('radio', { name: /Leads/ }));
    await app.user.click(within(dialog).getByRole('button', { name: 'Move' }));
    expect(await screen.findByText(SUCCESS)).toBeInTheDocument();
    expect(api.bodyOf('POST /api/folders/8/add-presentations')).toEqual({ presentations: [1] });
  });

  it('Create presentation posts an empty title and opens its editor', async () => {
    const { api } = fakeServer({
      extra: {
        'POST /api/presentations': {
          status: 201,
          body: { ...buildPresentation({ id: 55, title: '' }), assets: [] },
        },
      },
    });
    const app = renderApp('/presentations');
    await app.user.click(await screen.findByRole('button', { name: 'Create presentation' }));
    await waitFor(() => expect(app.location()).toBe('/presentations/edit/55'));
    expect(api.bodyOf('POST /api/presentations')).toEqual({ title: '' });
  });
});
