import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildFlags, buildUser } from '../../test/factories.ts';
import { mockApi } from '../../test/fetch-mock.ts';
import { renderApp } from '../../test/render-app.tsx';

describe('/onboarding/password', () => {
  it('sets the password of a social sign-up, then goes on to the questionnaire; or skips', async () => {
    const api = mockApi({
      'GET /api/user': { body: buildUser({ show_onboarding: true }) },
      'GET /api/feature-flags': { body: buildFlags() },
      'POST /api/setup/password': { body: { access: 't', user: buildUser({ show_onboarding: true }) } },
    });
    const app = renderApp('/onboarding/password?signup=1');
    expect(await screen.findByRole('heading', { name: 'Choose a password' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Skip for now' })).toHaveAttribute(
      'href',
      '/onboarding/usage?signup=1',
    );
    await app.user.type(screen.getByLabelText('Password'), 'Lighthouse-42');
    await app.user.type(screen.getByLabelText('Confirm Password'), 'Lighthouse-42');
    await app.user.click(screen.getByRole('button', { name: 'Save password' }));
    await waitFor(() => expect(app.location()).toBe('/onboarding/usage?signup=1'));
    expect(api.bodyOf('POST /api/setup/password')).toEqual({
      password1: 'Lighthouse-42',
      password2: 'Lighthouse-42',
    });
  });

  it('goes back to settings when it was opened from there', async () => {
    mockApi({
      'GET /api/user': { body: buildUser() },
      'GET /api/feature-flags': { body: buildFlags() },
    });
    renderApp('/onboarding/password?redirect=/settings/integration');
    expect(await screen.findByRole('link', { name: 'Skip for now' })).toHaveAttribute(
      'href',
      '/settings/integration',
    );
  });
});
