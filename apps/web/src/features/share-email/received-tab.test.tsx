import { VIEWER_TEXTS } from '@folio/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories.ts';
import { renderApp } from '../../test/render-app.tsx';
import { buildPresentation } from '../presentations/factories.test-utils.ts';
import { fakeServer } from '../presentations/fake-server.test-utils.ts';

const shareUrl = `http://localhost/c/p/${'c'.repeat(40)}/harbour-loft`;
const received = (read: boolean, share_url: string | null = shareUrl) => ({
  body: {
    count: 1,
    next: null,
    previous: null,
    results: [
      buildPresentation({
        id: 5,
        title: 'Harbour loft',
        read,
        shared_by: 'Grace Hopper',
        share_url,
        number_of_assets: 0,
        user: { id: 2, first_name: 'Grace', last_name: 'Hopper', picture: null },
      }),
    ],
  },
});

describe('received tab (spec §2)', () => {
  it('marks the tab while something new was received', async () => {
    fakeServer({ user: buildUser({ role: 'premium_agent', has_new_received_presentation: true }) });
    renderApp('/presentations');
    const tabs = await screen.findByRole('navigation', { name: 'Presentation lists' });
    expect(await within(tabs).findByRole('link', { name: /^Received\s*\(new\)$/ })).toBeInTheDocument();
  });

  it('opens an item through the link it was shared by, with a dot while unread', async () => {
    fakeServer({ extra: { 'GET /api/presentations': received(false) } });
    renderApp('/presentations/received');
    const title = await screen.findByRole('heading', { name: /Harbour loft/ });
    expect(within(title).getByText('(unread)')).toBeInTheDocument();
    expect(within(title).getByRole('link', { name: 'Harbour loft' })).toHaveAttribute('href', shareUrl);
  });

  it('leads only to the link, cover included, and shows none of the owner’s counts', async () => {
    fakeServer({ extra: { 'GET /api/presentations': received(true) } });
    renderApp('/presentations/received');
    const card = (await screen.findByRole('heading', { name: /Harbour loft/ })).closest('article')!;
    const hrefs = [...card.querySelectorAll('a[href]')].map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual([shareUrl, shareUrl]);
    expect(within(card).queryByText(/views?$/)).toBeNull();
    expect(within(card).queryByText(/assets?$/)).toBeNull();
  });

  it('says the link is no longer available, and opens nothing, once it is disabled', async () => {
    fakeServer({ extra: { 'GET /api/presentations': received(true, null) } });
    renderApp('/presentations/received');
    const title = await screen.findByRole('heading', { name: /Harbour loft/ });
    const card = title.closest('article')!;
    expect(within(card).getByText(VIEWER_TEXTS.linkDisabled)).toBeInTheDocument();
    expect(within(title).queryByRole('link')).toBeNull();
    expect(card.querySelector('a[href]')).toBeNull();
  });

  it('shows no dot once read', async () => {
    fakeServer({ extra: { 'GET /api/presentations': received(true) } });
    renderApp('/presentations/received');
    const title = await screen.findByRole('heading', { name: /Harbour loft/ });
    expect(within(title).queryByText('(unread)')).toBeNull();
  });
});
