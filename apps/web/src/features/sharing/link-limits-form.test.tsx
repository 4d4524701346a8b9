import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildUser } from '../../test/factories.ts';
import { ShareLinkDialog } from './share-link-dialog.tsx';
import { buildShareLink, renderSharing, sharedItem } from './sharing.test-utils.tsx';

const CREATE = 'POST /api/presentations/11/share-link';
const AGREEMENT = '/api/presentations/11/share-links/31/agreement';

describe('share link dialog: expiry, limits and agreement (link-limits)', () => {
  it('sends the expiry in UTC and the limits, then shows the views used and takes an agreement', async () => {
    const { user, api } = renderSharing(<ShareLinkDialog item={sharedItem()} onClose={vi.fn()} />, {
      routes: {
        [CREATE]: {
          status: 201,
          body: buildShareLink({ max_views: 1, expires_at: '2030-05-01T08:30:00.000Z' }),
        },
        [`GET ${AGREEMENT}`]: { body: { agreement: null } },
        [`PUT ${AGREEMENT}`]: {
          body: {
            agreement: { id: 4, version: 1, text: 'Confidential.', created_at: '2030-01-01T00:00:00Z' },
          },
        },
      },
    });
    await screen.findByRole('dialog');
    await user.type(screen.getByLabelText('Link name'), 'For the Smiths');
    await user.click(screen.getByRole('button', { name: 'Advanced' }));
    await waitFor(() => expect(screen.getByLabelText('Maximum views')).toBeEnabled());
    await user.type(screen.getByLabelText('Maximum views'), '1');
    await user.type(screen.getByLabelText('Expires at'), '2030-05-01T10:30');
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    expect(await screen.findByText(/0 of 1 views used/)).toBeInTheDocument();
    expect(api.bodyOf(CREATE)).toMatchObject({
      max_views: 1,
      max_viewers: null,
      expires_days_after_first_view: null,
      expires_at: new Date('2030-05-01T10:30').toISOString(),
    });
    await user.type(await screen.findByLabelText(/Recipients accept this text/), 'Confidential.');
    await user.click(screen.getByRole('button', { name: 'Save agreement' }));
    await waitFor(() => expect(api.bodyOf(`PUT ${AGREEMENT}`)).toEqual({ text: 'Confidential.' }));
    // Much typing: on a busy machine it outlasts the default timeout.
  }, 60_000);

  it('refuses a limit that is not a whole number before sending', async () => {
    const { user, api } = renderSharing(<ShareLinkDialog item={sharedItem()} onClose={vi.fn()} />);
    await screen.findByRole('dialog');
    await user.type(screen.getByLabelText('Link name'), 'X');
    await user.click(screen.getByRole('button', { name: 'Advanced' }));
    await waitFor(() => expect(screen.getByLabelText('Maximum views')).toBeEnabled());
    await user.type(screen.getByLabelText('Maximum views'), '-3');
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    expect(await screen.findByText('Enter a whole number from 1 to 1,000,000.')).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('keeps the limits disabled with an upgrade hint for a free user', async () => {
    const { user } = renderSharing(<ShareLinkDialog item={sharedItem()} onClose={vi.fn()} />, {
      user: buildUser({ role: 'free_agent' }),
    });
    await screen.findByRole('dialog');
    await user.click(screen.getByRole('button', { name: 'Advanced' }));
    expect(
      await screen.findByText('Upgrade to Premium to set an expiry or view limits.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Maximum views')).toBeDisabled();
  });
});
