import { REFERRAL_TEXTS } from '@folio/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildFlags, buildUser } from '../../test/factories.ts';
import { mockApi, type Reply, signedOut } from '../../test/fetch-mock.ts';
import { renderApp } from '../../test/render-app.tsx';

const LINK = 'http://localhost/sign-up?rr=Ab3dEf7hJk';

function setup(referrals: Reply, user: Reply = { body: buildUser() }, path = '/referral') {
  mockApi({
    'GET /api/user': user,
    'GET /api/feature-flags': { body: buildFlags() },
    'GET /api/announcement/': { body: { count: 0, next: null, previous: null, results: [] } },
    'GET /api/referrals': referrals,
  });
  return renderApp(path);
}

describe('the referral page', () => {
  it('shows the link and each friend, credited or not, never their address', async () => {
    setup({
      body: {
        code: 'Ab3dEf7hJk',
        link: LINK,
        reward_cents: 2000,
        payments_configured: true,
        results: [
          { name: 'Sam O.', signed_up_at: '2026-11-02T10:00:00Z', credited_at: '2026-11-05T10:00:00Z' },
          { name: 'Lee P.', signed_up_at: '2026-11-20T10:00:00Z', credited_at: null },
        ],
      },
    });
    expect(await screen.findByLabelText('Your referral link')).toHaveValue(LINK);
    const friends = screen.getByRole('region', { name: 'Friends who signed up' });
    const rows = within(friends).getAllByRole('listitem');
    expect(rows.map((r) => r.textContent)).toEqual([
      `Sam O.Joined Nov 2, 2026${REFERRAL_TEXTS.credited}`,
      `Lee P.Joined Nov 20, 2026${REFERRAL_TEXTS.pending}`,
    ]);
    expect(screen.getByText('$20 credited to your balance so far.')).toBeInTheDocument();
    expect(screen.queryByText(REFERRAL_TEXTS.notConfigured)).not.toBeInTheDocument();
  });

  it('says when no one signed up yet and when credits cannot be paid on this server', async () => {
    setup({
      body: { code: 'Ab3dEf7hJk', link: LINK, reward_cents: 2000, payments_configured: false, results: [] },
    });
    expect(await screen.findByText(REFERRAL_TEXTS.empty)).toBeInTheDocument();
    expect(screen.getByText(REFERRAL_TEXTS.notConfigured)).toBeInTheDocument();
  });

  it('tells a team member that refer-a-friend is not for them', async () => {
    setup({ status: 403, body: { detail: REFERRAL_TEXTS.inTeam } });
    const main = await screen.findByRole('main');
    expect(await within(main).findByRole('alert')).toHaveTextContent(REFERRAL_TEXTS.inTeam);
  });

  it('sends a signed-out visitor with a code on to sign up with it', async () => {
    const app = setup({ status: 401 }, signedOut, '/referral?rr=Ab3dEf7hJk');
    await screen.findByRole('button', { name: 'SIGN UP' });
    expect(app.location()).toBe('/sign-up?rr=Ab3dEf7hJk');
  });
});
