import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { camelize } from '../../lib/case.ts';
import { buildUser } from '../../test/factories.ts';
import { useUpgradeDialog } from '../presentations/premium.ts';
import { ShareLinkDialog } from './share-link-dialog.tsx';
import { buildShareLink, renderSharing, sharedItem } from './sharing.test-utils.tsx';

const switchOf = (name: string) => screen.getByRole('switch', { name });
const openAdvanced = async (user: { click: (e: Element) => Promise<void> }) =>
  user.click(screen.getByRole('button', { name: 'Advanced' }));

describe('share link dialog (spec §2, §4, §5)', () => {
  it('starts from the defaults: analytics by email on, every other switch off, texts empty', async () => {
    const { user } = renderSharing(<ShareLinkDialog item={sharedItem()} onClose={vi.fn()} />);
    expect(await screen.findByRole('dialog', { name: 'Share link' })).toBeInTheDocument();
    expect(screen.getByLabelText('Link name')).toHaveValue('');
    expect(switchOf('Receive analytics by email')).toBeChecked();
    expect(switchOf('Require email to view')).not.toBeChecked();
    expect(switchOf('Require phone number to view')).not.toBeChecked();
    await openAdvanced(user);
    for (const name of ['Disable asset download', 'Disable feedback', 'Password protect'])
      expect(switchOf(name)).not.toBeChecked();
    expect(screen.queryByText("You didn't select a header image for this presentation.")).toBeNull();
  });

  it("asks for a name ('Please type a valid name') and for a password when protection is on", async () => {
    const { user, api } = renderSharing(<ShareLinkDialog item={sharedItem()} onClose={vi.fn()} />);
    await screen.findByRole('dialog');
    await waitFor(() => expect(switchOf('Require email to view')).toBeEnabled());
    await openAdvanced(user);
    await user.click(switchOf('Password protect'));
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    expect(await screen.findByText('Please type a valid name')).toBeInTheDocument();
    expect(screen.getByText('Please type a valid password')).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('says nothing about the name before the user tries to generate, even when the focus leaves it', async () => {
    const { user } = renderSharing(<ShareLinkDialog item={sharedItem()} onClose={vi.fn()} />);
    await screen.findByRole('dialog');
    await waitFor(() => expect(switchOf('Require email to view')).toBeEnabled());
    await user.click(screen.getByLabelText('Link name'));
    await user.click(switchOf('Require email to view'));
    expect(screen.queryByText('Please type a valid name')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    expect(await screen.findByText('Please type a valid name')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Link name'), 'For the Smiths');
    await waitFor(() => expect(screen.queryByText('Please type a valid name')).toBeNull());
  });

  it.each([
    [{}, 'Anyone with this link can view your presentation.'],
    [{ require_email: true }, 'Anyone with this link can view your presentation after giving their e-mail.'],
    [
      { require_email: true, require_phone_number: true },
      'Anyone with this link can view your presentation after giving their e-mail and their phone number.',
    ],
    [{ password_protect: true }, 'Only people with this link and its password can view your presentation.'],
  ])('says what the made link asks of a viewer (%o)', async (gates, text) => {
    const made = buildShareLink(gates);
    const { user } = renderSharing(<ShareLinkDialog item={sharedItem()} onClose={vi.fn()} />, {
      routes: { 'POST /api/presentations/11/share-link': { status: 201, body: made } },
    });
    await screen.findByRole('dialog');
    await user.type(screen.getByLabelText('Link name'), 'For the Smiths');
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('opens and closes the Advanced section', async () => {
    const { user } = renderSharing(<ShareLinkDialog item={sharedItem()} onClose={vi.fn()} />);
    await screen.findByRole('dialog');
    const advanced = screen.getByRole('button', { name: 'Advanced' });
    expect(advanced).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('switch', { name: 'Disable asset download' })).toBeNull();
    await user.click(advanced);
    expect(advanced).toHaveAttribute('aria-expanded', 'true');
    expect(switchOf('Disable asset download')).toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: 'Disable presentation printing' })).toBeNull();
    await user.click(advanced);
    expect(screen.queryByRole('switch', { name: 'Disable asset download' })).toBeNull();
  });

  it('require email and phone reveal their custom messages; password protect reveals the password and toggling clears it and its error', async () => {
    const { user } = renderSharing(<ShareLinkDialog item={sharedItem()} onClose={vi.fn()} />, {
      flags: { print: true },
    });
    await screen.findByRole('dialog');
    await waitFor(() => expect(switchOf('Require email to view')).toBeEnabled());
    expect(screen.queryByLabelText('Custom email message (optional)')).toBeNull();
    await user.click(switchOf('Require email to view'));
    await user.click(switchOf('Require phone number to view'));
    expect(screen.getByLabelText('Custom email message (optional)')).toBeInTheDocument();
    expect(screen.getByLabelText('Custom phone message (optional)')).toBeInTheDocument();

    await openAdvanced(user);
    expect(switchOf('Disable presentation printing')).toBeInTheDocument();
    expect(screen.queryByLabelText('Password')).toBeNull();
    await user.click(switchOf('Password protect'));
    await user.type(screen.getByLabelText('Link name'), 'For the Smiths');
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    expect(await screen.findByText('Please type a valid password')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.click(switchOf('Password protect'));
    await user.click(switchOf('Password protect'));
    expect(screen.getByLabelText('Password')).toHaveValue('');
    expect(screen.queryByText('Please type a valid password')).toBeNull();
  });

  it('locks the premium switches for a free user and offers the upgrade', async () => {
    const { user } = renderSharing(
      <ShareLinkDialog item={sharedItem({ type: 'document' })} onClose={vi.fn()} />,
      {
        user: buildUser({ role: 'free_agent', is_trial_active: false }),
        flags: { print: true },
      },
    );
    await screen.findByRole('dialog');
    await waitFor(() => expect(switchOf('Require email to view')).toBeDisabled());
    expect(switchOf('Require phone number to view')).toBeDisabled();
    expect(switchOf('Receive analytics by email')).toBeEnabled();
    await openAdvanced(user);
    expect(switchOf('Disable asset download')).toBeDisabled();
    expect(switchOf('Password protect')).toBeDisabled();
    // A document has neither the feedback nor the printing switch.
    expect(screen.queryByRole('switch', { name: 'Disable feedback' })).toBeNull();
    expect(screen.queryByRole('switch', { name: 'Disable presentation printing' })).toBeNull();
    await user.click(screen.getAllByRole('button', { name: 'Premium feature: upgrade' })[0] as HTMLElement);
    expect(useUpgradeDialog.getState().open).toBe(true);
  });

  it('generates the link, copies it with cp=link, and "Generate another link" starts again from the defaults', async () => {
    const made = buildShareLink();
    const { user, api, clipboard, toasts } = renderSharing(
      <ShareLinkDialog item={sharedItem({ backgroundColor: null })} onClose={vi.fn()} />,
      { routes: { 'POST /api/presentations/11/share-link': { status: 201, body: made } } },
    );
    expect(
      await screen.findByText("You didn't select a header image for this presentation."),
    ).toBeInTheDocument();
    await waitFor(() => expect(switchOf('Require email to view')).toBeEnabled());
    await user.type(screen.getByLabelText('Link name'), 'For the Smiths');
    await user.click(switchOf('Require email to view'));
    await user.type(screen.getByLabelText('Custom email message (optional)'), 'Who are you?');
    await user.click(screen.getByRole('button', { name: 'Generate' }));

    const link = await screen.findByLabelText('For the Smiths');
    expect(link).toHaveValue(made.share_link);
    expect(api.bodyOf('POST /api/presentations/11/share-link')).toEqual({
      name: 'For the Smiths',
      activity_email_updates: true,
      require_email: true,
      require_email_message: 'Who are you?',
      require_phone_number: false,
      require_phone_number_message: '',
      prevent_download: false,
      prevent_feedback: false,
      prevent_printing: false,
      is_public: false,
      is_indexable: false,
      forward_tracking: false,
      verify_email: false,
      allow_list: [],
      block_list: [],
      watermark: false,
      watermark_opacity: 20,
      expires_at: null,
      expires_days_after_first_view: null,
      max_views: null,
      max_viewers: null,
    });
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(clipboard.writeText).toHaveBeenCalledWith(`${made.share_link}?cp=link`);
    expect(toasts.success).toHaveBeenCalledWith('Presentation link successfully copied');

    await user.click(screen.getByRole('button', { name: 'Generate another link' }));
    expect(screen.getByLabelText('Link name')).toHaveValue('');
    expect(switchOf('Require email to view')).not.toBeChecked();
    expect(switchOf('Receive analytics by email')).toBeChecked();
    expect(screen.getByRole('button', { name: 'Generate' })).toBeInTheDocument();
  });

  it('pre-fills from an individual link being edited and restores it when disabled, then saves its settings', async () => {
    const link = buildShareLink({
      disabled: true,
      require_phone_number: true,
      require_phone_number_message: 'Call?',
    });
    const enabled = { ...link, disabled: false };
    const { user, api } = renderSharing(
      <ShareLinkDialog item={sharedItem()} link={{ ...camel(link) }} onClose={vi.fn()} />,
      {
        routes: {
          'POST /api/presentations/11/share-links/31/restore': { body: enabled },
          'PATCH /api/presentations/11/share-links/31': { body: enabled },
        },
      },
    );
    expect(await screen.findByLabelText('Link name')).toHaveValue('For the Smiths');
    expect(switchOf('Require phone number to view')).toBeChecked();
    expect(screen.getByLabelText('Custom phone message (optional)')).toHaveValue('Call?');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('button', { name: 'Generate another link' });
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByLabelText('For the Smiths')).toHaveValue(link.share_link);
    expect(api.bodyOf('POST /api/presentations/11/share-links/31/restore')).toEqual({ is_indexable: false });
    expect(api.bodyOf('PATCH /api/presentations/11/share-links/31')).toMatchObject({
      require_phone_number: true,
      require_phone_number_message: 'Call?',
    });
    expect(api.calls.some((c) => c.path.endsWith('/share-link'))).toBe(false);
  });

  it('keeps the password of an edited link unless a new one is typed, and removes it when protection goes off', async () => {
    const link = buildShareLink({ password_protect: true });
    const { user, api } = renderSharing(
      <ShareLinkDialog item={sharedItem()} link={camel(link)} onClose={vi.fn()} />,
      { routes: { 'PATCH /api/presentations/11/share-links/31': { body: link } } },
    );
    await waitFor(() => expect(switchOf('Password protect')).toBeEnabled());
    expect(switchOf('Password protect')).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('button', { name: 'Generate another link' });
    expect(api.bodyOf('PATCH /api/presentations/11/share-links/31')).not.toHaveProperty('password_protect');
  });

  it('sends an empty password to remove it when protection is turned off on an edited link', async () => {
    const link = buildShareLink({ password_protect: true });
    const { user, api } = renderSharing(
      <ShareLinkDialog item={sharedItem()} link={camel(link)} onClose={vi.fn()} />,
      { routes: { 'PATCH /api/presentations/11/share-links/31': { body: link } } },
    );
    await waitFor(() => expect(switchOf('Password protect')).toBeEnabled());
    await user.click(switchOf('Password protect'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('button', { name: 'Generate another link' });
    expect(api.bodyOf('PATCH /api/presentations/11/share-links/31')).toMatchObject({ password_protect: '' });
  });
});

const camel = (link: ReturnType<typeof buildShareLink>) => camelize(link);
