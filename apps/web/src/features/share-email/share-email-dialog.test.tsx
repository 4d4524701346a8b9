import { EMAIL_VERIFICATION_TEXTS, SHARE_VALIDATION_TOAST_MS } from '@folio/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { buildUser } from '../../test/factories.ts';
import { buildShareLink, renderSharing, sharedItem } from '../sharing/sharing.test-utils.tsx';
import { fillRecipient, ready, switchOf } from './share-email.test-utils.tsx';
import { ShareEmailDialog } from './share-email-dialog.tsx';

const SEND = 'POST /api/presentations/11/share-email';
const sent = { status: 201, body: { share_links: [buildShareLink()] } };

describe('share with email, page one (spec §2, §5)', () => {
  it('starts from the defaults and checks the rows on Next Step: errors on the rows, one toast of 4 s', async () => {
    const { user, toasts, api } = renderSharing(<ShareEmailDialog item={sharedItem()} onClose={vi.fn()} />);
    await ready();
    expect(switchOf('Receive analytics by email')).toBeChecked();
    expect(switchOf('Require email to view')).not.toBeChecked();
    expect(switchOf('Require phone number to view')).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Add another recipient' }));
    await fillRecipient(user, 2, 'Ann @ home', 'ann@example');
    await user.click(screen.getByRole('button', { name: 'Add another recipient' }));
    await user.click(screen.getByRole('button', { name: 'Next Step' }));

    const rows = screen.getAllByRole('listitem');
    expect(within(rows[0] as HTMLElement).getByText('Name field is required')).toBeInTheDocument();
    expect(within(rows[0] as HTMLElement).getByText('Email field is required')).toBeInTheDocument();
    expect(
      within(rows[1] as HTMLElement).getByText("The character '@' is not accepted in the name field"),
    ).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByText('Invalid Email')).toBeInTheDocument();
    // Row 3 repeats row 1's messages: the toast names each once.
    expect(toasts.error).toHaveBeenCalledTimes(1);
    expect(toasts.error).toHaveBeenCalledWith(
      "Name field is required, Email field is required, The character '@' is not accepted in the name field and Invalid Email",
      { duration: SHARE_VALIDATION_TOAST_MS },
    );
    expect(screen.getByRole('button', { name: 'Next Step' })).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('asks for the password and the reminder days', async () => {
    const { user, toasts } = renderSharing(<ShareEmailDialog item={sharedItem()} onClose={vi.fn()} />, {
      flags: { auto_reminders: true },
    });
    await ready();
    await fillRecipient(user, 1, 'Ann Lee', 'ann@example.com');
    await user.click(screen.getByRole('button', { name: 'Advanced' }));
    await user.click(switchOf('Password protect'));
    await user.click(switchOf('Send automatic reminders'));
    expect(screen.getByRole('tooltip')).toHaveTextContent('Reminders will be sent for up to 30 days.');
    expect(screen.getByLabelText('Days before sending first reminder:')).toHaveValue(1);
    expect(screen.getByLabelText('Days between reminders')).toHaveValue(1);
    await user.clear(screen.getByLabelText('Days before sending first reminder:'));
    await user.clear(screen.getByLabelText('Days between reminders'));
    await user.click(screen.getByRole('button', { name: 'Next Step' }));
    expect(toasts.error).toHaveBeenCalledWith(
      'Please enter a password, Please enter a number for days before sending first reminder and Please enter a number of days between reminders',
      { duration: SHARE_VALIDATION_TOAST_MS },
    );
    expect(screen.getByText('Please enter a password')).toBeInTheDocument();
  });

  it('removes a row only while others remain, and numbers the rows again', async () => {
    const { user } = renderSharing(<ShareEmailDialog item={sharedItem()} onClose={vi.fn()} />);
    await ready();
    expect(screen.queryByRole('button', { name: 'Remove recipient 1' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Add another recipient' }));
    await user.click(screen.getByRole('button', { name: 'Add another recipient' }));
    await fillRecipient(user, 3, 'Cy', '');
    await user.click(screen.getByRole('button', { name: 'Remove recipient 2' }));
    expect(screen.getByRole('combobox', { name: 'Name of recipient 2' })).toHaveValue('Cy');
    expect(screen.queryByRole('combobox', { name: 'Name of recipient 3' })).toBeNull();
  });

  it('locks the premium switches for a free user, with the upgrade hint; feedback and analytics stay open', async () => {
    const { user } = renderSharing(<ShareEmailDialog item={sharedItem()} onClose={vi.fn()} />, {
      user: buildUser({ role: 'free_agent', is_trial_active: false }),
      flags: { print: true, auto_reminders: true },
    });
    await screen.findByRole('dialog', { name: 'Share with email' });
    await waitFor(() => expect(switchOf('Require email to view')).toBeDisabled());
    await user.click(screen.getByRole('button', { name: 'Advanced' }));
    for (const name of [
      'Require phone number to view',
      'Disable asset download',
      'Disable presentation printing',
      'Password protect',
    ])
      expect(switchOf(name)).toBeDisabled();
    for (const name of ['Receive analytics by email', 'Disable feedback', 'Send automatic reminders'])
      expect(switchOf(name)).toBeEnabled();
    expect(screen.getAllByRole('button', { name: 'Premium feature: upgrade' })).toHaveLength(5);
  });

  it('offers printing and reminders only with their flags, and neither nor feedback for a document', async () => {
    const first = renderSharing(<ShareEmailDialog item={sharedItem()} onClose={vi.fn()} />);
    await ready();
    await first.user.click(screen.getByRole('button', { name: 'Advanced' }));
    expect(switchOf('Disable feedback')).toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: 'Disable presentation printing' })).toBeNull();
    expect(screen.queryByRole('switch', { name: 'Send automatic reminders' })).toBeNull();
    first.unmount();

    const doc = renderSharing(
      <ShareEmailDialog item={sharedItem({ type: 'document' })} onClose={vi.fn()} />,
      { flags: { print: true, auto_reminders: true } },
    );
    await ready();
    await doc.user.click(screen.getByRole('button', { name: 'Advanced' }));
    expect(switchOf('Disable asset download')).toBeInTheDocument();
    for (const name of ['Disable feedback', 'Disable presentation printing', 'Send automatic reminders'])
      expect(screen.queryByRole('switch', { name })).toBeNull();
  });
});

describe('share with email, page two and the payload (spec §2, §3, §8)', () => {
  it('sends the payload of spec §3 with only the defaults: no conditional field', async () => {
    const onClose = vi.fn();
    const { user, api, toasts } = renderSharing(
      <ShareEmailDialog item={sharedItem({ title: 'Ocean View' })} onClose={onClose} />,
      { routes: { [SEND]: sent } },
    );
    await ready();
    await fillRecipient(user, 1, 'Ann Lee', 'Ann.Lee@Example.COM');
    await user.click(screen.getByRole('button', { name: 'Next Step' }));
    expect(screen.getByLabelText('Subject')).toHaveValue('Ocean View');
    expect(screen.getByLabelText('Message')).toHaveValue(
      "I've created a presentation for you. You can access it using the link below.",
    );
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.bodyOf(SEND)).toEqual({
      recipients: [{ name: 'Ann Lee', email: 'ann.lee@example.com' }],
      prevent_download: false,
      require_email: false,
      forward_tracking: false,
      title: 'Ocean View',
      subject: 'Ocean View',
      message: "I've created a presentation for you. You can access it using the link below.",
      activity_email_updates: true,
      prevent_feedback: false,
      has_auto_reminder: false,
      prevent_printing: false,
    });
    expect(toasts.success).toHaveBeenCalledWith('Your presentation was successfully sent');
  });

  it('adds the conditional fields when their switches are on and their texts not empty', async () => {
    const { user, api } = renderSharing(<ShareEmailDialog item={sharedItem()} onClose={vi.fn()} />, {
      flags: { print: true, auto_reminders: true },
      routes: { [SEND]: sent },
    });
    await ready();
    await fillRecipient(user, 1, 'Ann Lee', ' ANN@example.com ');
    await user.click(screen.getByRole('button', { name: 'Add another recipient' }));
    await fillRecipient(user, 2, 'Bo', 'bo@example.com');
    await user.click(switchOf('Receive analytics by email'));
    await user.click(switchOf('Require email to view'));
    await user.type(screen.getByLabelText('Custom email message (optional)'), 'Who are you?');
    await user.click(switchOf('Require phone number to view'));
    await user.click(screen.getByRole('button', { name: 'Advanced' }));
    for (const name of ['Disable asset download', 'Disable feedback', 'Disable presentation printing'])
      await user.click(switchOf(name));
    await user.click(switchOf('Password protect'));
    await user.type(screen.getByLabelText('Password'), 's3cret');
    await user.click(switchOf('Send automatic reminders'));
    await user.clear(screen.getByLabelText('Days between reminders'));
    await user.type(screen.getByLabelText('Days between reminders'), '3');
    await user.click(screen.getByRole('button', { name: 'Next Step' }));
    expect(screen.getByText('Ann Lee, Bo')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Subject'));
    await user.type(screen.getByLabelText('Subject'), 'Your new home');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(api.bodyOf(SEND)).toBeDefined());
    expect(api.bodyOf(SEND)).toEqual({
      recipients: [
        { name: 'Ann Lee', email: 'ann@example.com' },
        { name: 'Bo', email: 'bo@example.com' },
      ],
      prevent_download: true,
      require_email: true,
      require_email_message: 'Who are you?',
      require_phone_number: true,
      forward_tracking: false,
      title: 'Ocean View Villa',
      subject: 'Your new home',
      message: "I've created a presentation for you. You can access it using the link below.",
      activity_email_updates: false,
      prevent_feedback: true,
      prevent_printing: true,
      password_protect: 's3cret',
      has_auto_reminder: true,
      days_until_next_reminder: 1,
      reminder_interval: 3,
    });
  });

  it("refuses an empty subject and message ('The subject of the email is required', 'Message field is required!'); Back keeps page one", async () => {
    const { user, api, toasts } = renderSharing(
      <ShareEmailDialog item={sharedItem({ title: '  ' })} onClose={vi.fn()} />,
    );
    await ready();
    await fillRecipient(user, 1, 'Ann Lee', 'ann@example.com');
    await user.click(screen.getByRole('button', { name: 'Next Step' }));
    expect(screen.getByLabelText('Subject')).toHaveValue('No Subject');
    await user.clear(screen.getByLabelText('Subject'));
    await user.clear(screen.getByLabelText('Message'));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByText('The subject of the email is required')).toBeInTheDocument();
    expect(screen.getByText('Message field is required!')).toBeInTheDocument();
    expect(screen.getByLabelText('Message')).toHaveAttribute('aria-invalid', 'true');
    expect(toasts.error).toHaveBeenCalledWith(
      'The subject of the email is required and Message field is required!',
      { duration: SHARE_VALIDATION_TOAST_MS },
    );
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('combobox', { name: 'Name of recipient 1' })).toHaveValue('Ann Lee');
  });

  it('shows who it is from and opens the preview in a new tab', async () => {
    const { user } = renderSharing(<ShareEmailDialog item={sharedItem()} onClose={vi.fn()} />, {
      user: buildUser({ role: 'premium_agent', first_name: 'Ada', last_name: 'Agent' }),
    });
    await ready();
    await fillRecipient(user, 1, 'Ann Lee', 'ann@example.com');
    await user.click(screen.getByRole('button', { name: 'Next Step' }));
    expect(screen.getByText('Created by')).toBeInTheDocument();
    expect(screen.getByText('Ada Agent')).toBeInTheDocument();
    const view = screen.getByRole('link', { name: 'View Presentation' });
    expect(view).toHaveAttribute('href', '/presentations/preview/11');
    expect(view).toHaveAttribute('target', '_blank');
  });

  it('a document: its file type in the message, the file toasts on success and on failure', async () => {
    const item = sharedItem({ type: 'document', title: 'Plan', filename: 'plan.PDF' });
    let fail = false;
    const { user, toasts } = renderSharing(<ShareEmailDialog item={item} onClose={vi.fn()} />, {
      routes: { [SEND]: () => (fail ? { status: 400, body: { detail: 'No.' } } : sent) },
    });
    await ready();
    await fillRecipient(user, 1, 'Ann Lee', 'ann@example.com');
    await user.click(screen.getByRole('button', { name: 'Next Step' }));
    expect(screen.getByLabelText('Message')).toHaveValue(
      "I've shared a PDF with you. You can access it using the link below.",
    );
    fail = true;
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith('Something went wrong sending your file'));
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(toasts.success).toHaveBeenCalledWith('File sent! Let them know to expect an email from Folio!'),
    );
  });
});

describe('share with email, read-only (spec §2)', () => {
  it('loads the e-mailed link with a spinner, shows it with inputs disabled, without Back or Send', async () => {
    const link = buildShareLink({
      name: 'Ann Lee',
      email: 'ann@example.com',
      subject: 'Your new home',
      message: 'Have a look.',
      require_email: true,
      prevent_download: true,
    });
    let answer: (value: { body: unknown }) => void = () => undefined;
    const { user } = renderSharing(
      <ShareEmailDialog item={sharedItem()} linkHash={link.hash} onClose={vi.fn()} />,
      {
        routes: {
          [`GET /api/presentations/11/share-links/by-hash/${link.hash}`]: () =>
            new Promise((resolve) => {
              answer = resolve;
            }),
        },
      },
    );
    expect(await screen.findByRole('status', { name: 'Loading' })).toBeInTheDocument();
    answer({ body: link });
    const name = await screen.findByRole('combobox', { name: 'Name of recipient 1' });
    expect(name).toHaveValue('Ann Lee');
    expect(name).toBeDisabled();
    expect(screen.getByLabelText('E-mail of recipient 1')).toHaveValue('ann@example.com');
    expect(switchOf('Require email to view')).toBeChecked();
    expect(switchOf('Require email to view')).toBeDisabled();
    expect(switchOf('Disable asset download')).toBeChecked();
    expect(screen.queryByRole('button', { name: 'Add another recipient' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Next Step' }));
    expect(screen.getByLabelText('Subject')).toHaveValue('Your new home');
    expect(screen.getByLabelText('Subject')).toBeDisabled();
    expect(screen.getByLabelText('Message')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send' })).toBeNull();
  });
});

describe('share with email before the address is verified (issue 11)', () => {
  it('says why it cannot send and offers Resend and the code page instead of the form', async () => {
    const { user, toasts, api } = renderSharing(
      <MemoryRouter>
        <ShareEmailDialog item={sharedItem()} onClose={vi.fn()} />
      </MemoryRouter>,
      {
        user: buildUser({ role: 'premium_agent', email_verified: false }),
        routes: {
          'POST /api/user/verify-email/resend': {
            body: { detail: 'We sent a new link and code to ada@example.com.' },
          },
        },
      },
    );
    expect(await screen.findByText(EMAIL_VERIFICATION_TEXTS.notVerified)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next Step' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Enter code' })).toHaveAttribute('href', '/verify-email');
    await user.click(screen.getByRole('button', { name: 'Resend' }));
    await waitFor(() =>
      expect(toasts.success).toHaveBeenCalledWith('We sent a new link and code to ada@example.com.'),
    );
    expect(api.calls.some((c) => c.path.endsWith('/share-email'))).toBe(false);
  });
});
