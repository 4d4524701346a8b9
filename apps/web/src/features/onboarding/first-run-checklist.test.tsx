import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app.tsx';
import { fakeServer, ownRows } from '../presentations/fake-server.test-utils.ts';

const checklist = (done: string[]) => ({
  'GET /api/onboarding/checklist': {
    body: {
      steps: ['presentation', 'profile', 'shared', 'viewed'].map((key) => ({
        key,
        done: done.includes(key),
      })),
    },
  },
});

describe('the first-run checklist on My Presentations', () => {
  it('lists the steps with what is done, links to where the rest is done, and hides for good', async () => {
    fakeServer({ rows: ownRows(1), extra: checklist(['presentation']) });
    const app = renderApp('/presentations');
    const box = await screen.findByRole('region', { name: 'Get started' });
    expect(within(box).getByText('1 of 4 done')).toBeInTheDocument();
    expect(within(box).getByText(/Done:/).parentElement).toHaveTextContent('rename a starter template');
    expect(within(box).getByRole('link', { name: 'Edit profile' })).toHaveAttribute(
      'href',
      '/settings/edit-profile',
    );
    expect(within(box).getByRole('link', { name: 'Open Analytics' })).toHaveAttribute('href', '/insights');
    await app.user.click(within(box).getByRole('button', { name: 'Hide the checklist' }));
    expect(screen.queryByRole('region', { name: 'Get started' })).not.toBeInTheDocument();
    app.unmount();

    renderApp('/presentations');
    await screen.findByRole('heading', { name: 'Listing 1' });
    expect(screen.queryByRole('region', { name: 'Get started' })).not.toBeInTheDocument();
    localStorage.clear();
  });

  it('is gone once every step is done', async () => {
    const { api } = fakeServer({
      rows: ownRows(1),
      extra: checklist(['presentation', 'profile', 'shared', 'viewed']),
    });
    renderApp('/presentations');
    await screen.findByRole('heading', { name: 'Listing 1' });
    await waitFor(() => expect(api.calls.some((c) => c.path === '/api/onboarding/checklist')).toBe(true));
    expect(screen.queryByRole('region', { name: 'Get started' })).not.toBeInTheDocument();
  });
});
