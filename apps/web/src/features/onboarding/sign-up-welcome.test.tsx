import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories.ts';
import { renderApp } from '../../test/render-app.tsx';
import { buildPresentation } from '../presentations/factories.test-utils.ts';
import { fakeServer } from '../presentations/fake-server.test-utils.ts';

const HASH = 'c'.repeat(40);

/** The server after a sign-up from a shared link: the presentation is in Received. */
function signedUpFromLink(showOnboarding = true) {
  const villa = buildPresentation({ id: 41, title: 'Ocean View Villa', user_name: 'Dana Reyes' });
  return fakeServer({
    user: buildUser({ show_onboarding: showOnboarding, has_new_received_presentation: true }),
    extra: {
      'GET /api/presentations': ({ url }) => ({
        body: {
          count: 1,
          next: null,
          previous: null,
          results: url.searchParams.get('tab') === 'received' ? [villa] : [],
        },
      }),
    },
  });
}

describe('landing after sign-up or sign-in from a shared presentation (spec accounts §2)', () => {
  it('opens Received with the presentation, and the sign-up marker starts the onboarding tour', async () => {
    signedUpFromLink();
    const app = renderApp(`/presentations?hash=${HASH}&signup=1`);
    const dialog = await screen.findByRole('dialog', { name: 'Welcome to Folio!' });
    expect(dialog).toHaveAccessibleDescription(
      'The presentation you were sent is here, in Received. Answer a few quick questions and we will set Folio up for the way you work.',
    );
    await waitFor(() => expect(app.location()).toBe('/presentations/received'));
    // Behind the modal (hidden from assistive technology while it is open).
    expect(
      await screen.findByRole('heading', { name: 'Ocean View Villa', hidden: true }),
    ).toBeInTheDocument();
    await app.user.click(within(dialog).getByRole('button', { name: 'Get started' }));
    await waitFor(() =>
      expect(app.location()).toBe('/onboarding/usage?signup=1&redirect=%2Fpresentations%2Freceived'),
    );
  });

  it('lets the tour wait (Not now), and asks nothing once a reload has dropped the marker', async () => {
    signedUpFromLink();
    const app = renderApp(`/presentations?hash=${HASH}&signup=1`);
    await app.user.click(await screen.findByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(app.location()).toBe('/presentations/received');
    expect(await screen.findByRole('heading', { name: 'Ocean View Villa' })).toBeInTheDocument();
  });

  it('opens Received without a tour after a sign-in (no marker), or for a user done with onboarding', async () => {
    signedUpFromLink(false);
    const app = renderApp(`/presentations?hash=${HASH}&signup=1`);
    expect(await screen.findByRole('heading', { name: 'Ocean View Villa' })).toBeInTheDocument();
    await waitFor(() => expect(app.location()).toBe('/presentations/received'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    app.unmount();
    signedUpFromLink();
    const signIn = renderApp(`/presentations?hash=${HASH}`);
    expect(await screen.findByRole('heading', { name: 'Ocean View Villa' })).toBeInTheDocument();
    expect(signIn.location()).toBe('/presentations/received');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
