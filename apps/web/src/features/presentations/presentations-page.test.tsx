import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildTeam, buildUser } from '../../test/factories.ts';
import { renderApp } from '../../test/render-app.tsx';
import { buildPresentation } from './factories.test-utils.ts';
import { fakeServer, installIntersectionObserver, ownRows } from './fake-server.test-utils.ts';

const cards = () => screen.queryAllByRole('article');
const listCalls = (calls: { method: string; path: string }[]) =>
  calls.filter((c) => c.method === 'GET' && c.path === '/api/presentations');

async function openActions(app: ReturnType<typeof renderApp>, title: string) {
  await app.user.click(await screen.findByRole('button', { name: `Actions for “${title}”` }));
  return screen.findByRole('menu');
}

describe('/presentations lists (spec §2, §4)', () => {
  it('shows cards with title, times and counts, and loads the next page of 5 when the end is in view', async () => {
    const observer = installIntersectionObserver();
    const { api, db } = fakeServer({ rows: ownRows(7) });
    renderApp('/presentations');
    expect(await screen.findByRole('heading', { name: 'Listing 7' })).toBeInTheDocument();
    expect(cards()).toHaveLength(5);
    const first = within(cards()[0] as HTMLElement);
    expect(first.getByText('3 assets')).toBeInTheDocument();
    expect(first.getByText('12 views')).toBeInTheDocument();
    expect(first.getByText('2 invites')).toBeInTheDocument();
    expect(first.getByText('1 feedback')).toBeInTheDocument();
    expect(first.getByText(/^Created/)).toHaveTextContent(/Created \w+day, 01\/05\/26 at \d\d:\d\d[AP]M/);
    expect(first.getByRole('link', { name: 'Listing 7' })).toHaveAttribute('href', '/presentations/edit/7');
    observer.reveal();
    await waitFor(() => expect(cards()).toHaveLength(7));
    expect(db.listQueries).toEqual([
      { tab: 'mine', page: '1', page_size: '5' },
      { tab: 'mine', page: '2', page_size: '5' },
    ]);
    await waitFor(() =>
      expect(api.bodyOf('POST /api/presentations/stats')).toEqual({ ids: [7, 6, 5, 4, 3] }),
    );
  });

  it('searches after a pause in typing and keeps the term in the address', async () => {
    fakeServer({ rows: [...ownRows(3), buildPresentation({ id: 9, title: 'Harbour loft' })] });
    const app = renderApp('/presentations');
    await screen.findByRole('heading', { name: 'Harbour loft' });
    await app.user.type(screen.getByRole('searchbox', { name: 'Search presentations' }), 'harbour');
    await waitFor(() => expect(app.location()).toBe('/presentations?search=harbour'));
    await waitFor(() => expect(cards()).toHaveLength(1));
    await app.user.clear(screen.getByRole('searchbox', { name: 'Search presentations' }));
    await app.user.type(screen.getByRole('searchbox', { name: 'Search presentations' }), 'nothing');
    expect(await screen.findByRole('heading', { name: 'No presentations found' })).toBeInTheDocument();
  });

  it("shows each tab's empty state, and an error with a retry", async () => {
    let failures = 1;
    const { api } = fakeServer({
      extra: {
        'GET /api/presentations': () =>
          failures-- > 0
            ? { status: 500, body: { detail: 'Server Error' } }
            : { body: { count: 0, next: null, previous: null, results: [] } },
      },
    });
    const app = renderApp('/presentations/archived');
    expect(await screen.findByText(/could not be loaded: Server Error/)).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Nothing archived' })).toBeInTheDocument();
    expect(listCalls(api.calls).map((c) => c.path)).toHaveLength(2);
  });

  it('fills an empty account with the starter templates on its first visit, each marked as one', async () => {
    const { api } = fakeServer();
    renderApp('/presentations');
    expect(
      await screen.findByRole('heading', { name: 'Listing presentation: [Property address]' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(cards()).toHaveLength(3));
    for (const card of cards()) expect(within(card).getByText('Starter template')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.path === '/api/presentations/starter-templates')).toHaveLength(1);
  });

  it('asks for no starter templates in an account that has presentations, nor while searching', async () => {
    const { api } = fakeServer({ rows: ownRows(2) });
    const app = renderApp('/presentations');
    await screen.findByRole('heading', { name: 'Listing 2' });
    expect(within(cards()[0] as HTMLElement).queryByText('Starter template')).not.toBeInTheDocument();
    await app.user.type(screen.getByRole('searchbox', { name: 'Search presentations' }), 'nothing');
    expect(await screen.findByRole('heading', { name: 'No presentations found' })).toBeInTheDocument();
    expect(api.calls.some((c) => c.path === '/api/presentations/starter-templates')).toBe(false);
  });

  it('shows Favorites to premium and trial users only, Templates only in a team', async () => {
    fakeServer({ user: buildUser({ role: 'free_agent', is_trial_active: false }) });
    const free = renderApp('/presentations');
    const nav = await screen.findByRole('navigation', { name: 'Presentation lists' });
    expect(within(nav).queryByRole('link', { name: 'Favorites' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Templates' })).not.toBeInTheDocument();
    free.unmount();
    fakeServer({ user: buildUser({ role: 'free_agent', is_trial_active: true, companies: [buildTeam()] }) });
    renderApp('/presentations');
    const trial = await screen.findByRole('navigation', { name: 'Presentation lists' });
    expect(within(trial).getByRole('link', { name: 'Favorites' })).toBeInTheDocument();
    expect(within(trial).getByRole('link', { name: 'Templates' })).toBeInTheDocument();
  });

  it('does not ask for stats on the received tab', async () => {
    const { api } = fakeServer({
      extra: {
        'GET /api/presentations': {
          body: {
            count: 1,
            next: null,
            previous: null,
            results: [
              buildPresentation({
                id: 5,
                read: false,
                shared_by: 'Grace Hopper',
                share_url: `http://localhost/c/p/${'a'.repeat(40)}/ocean-view-villa-5`,
                user: { id: 2, first_name: 'Grace', last_name: 'Hopper', picture: null },
              }),
            ],
          },
        },
      },
    });
    const app = renderApp('/presentations/received');
    expect(await screen.findByText('Shared by Grace Hopper')).toBeInTheDocument();
    // It opens through its link, never in the app's preview.
    expect(screen.getByRole('link', { name: /Ocean View Villa 5/ })).toHaveAttribute(
      'href',
      `http://localhost/c/p/${'a'.repeat(40)}/ocean-view-villa-5`,
    );
    const menu = await openActions(app, 'Ocean View Villa 5');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['Clone']);
    expect(api.calls.some((c) => c.path === '/api/presentations/stats')).toBe(false);
  });
});
