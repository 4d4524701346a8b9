import { LINK_VERIFICATION_TEXTS } from '@folio/shared';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildUser } from '../../test/factories.ts';
import { ShareLinkDialog } from './share-link-dialog.tsx';
import { buildShareLink, renderSharing, sharedItem } from './sharing.test-utils.tsx';

const switchOf = (name: string) => screen.getByRole('switch', { name });

describe('share link dialog: verify e-mail, allow and block lists (issue 18)', () => {
  it('sends the switch with the lists as typed, and says what the link asks', async () => {
    const made = buildShareLink({ verify_email: true, allow_list: ['@acme.com', 'jo@example.com'] });
    const { user, api } = renderSharing(<ShareLinkDialog item={sharedItem()} onClose={vi.fn()} />, {
      routes: { 'POST /api/presentations/11/share-link': { status: 201, body: made } },
    });
    await screen.findByRole('dialog');
    await user.type(screen.getByLabelText('Link name'), 'Buyers');
    await waitFor(() => expect(switchOf('Verify e-mail')).toBeEnabled());
    expect(screen.queryByLabelText('Only these e-mails or domains (optional)')).toBeNull();
    await user.click(switchOf('Verify e-mail'));
    await user.type(screen.getByLabelText('Only these e-mails or domains (optional)'), 'acme');
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    expect(await screen.findByText(LINK_VERIFICATION_TEXTS.listEntryInvalid)).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Only these e-mails or domains (optional)'));
    await user.type(
      screen.getByLabelText('Only these e-mails or domains (optional)'),
      '@Acme.com, jo@example.com',
    );
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    expect(
      await screen.findByText(
        'Anyone with this link can view your presentation after giving a verified e-mail.',
      ),
    ).toBeInTheDocument();
    expect(api.bodyOf('POST /api/presentations/11/share-link')).toMatchObject({
      verify_email: true,
      allow_list: ['@acme.com', 'jo@example.com'],
      block_list: [],
    });
  });

  it('locks the switch for a free user', async () => {
    renderSharing(<ShareLinkDialog item={sharedItem()} onClose={vi.fn()} />, {
      user: buildUser({ role: 'free_agent', is_trial_active: false }),
    });
    await screen.findByRole('dialog');
    await waitFor(() => expect(switchOf('Verify e-mail')).toBeDisabled());
  });
});
