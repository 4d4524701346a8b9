import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { mockApi, signedOut } from '../test/fetch-mock.ts';
import { renderApp } from '../test/render-app.tsx';
import { HASH, openView } from './recipient.test-utils.ts';

const VIEW = `GET /api/client/presentations/${HASH}`;

afterEach(() => sessionStorage.clear());

async function openFeedback(path = `/c/p/${HASH}`, routes: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    [VIEW]: { body: openView() },
    'GET /api/user': signedOut,
    'POST /api/feedback': { status: 201, body: { id: 1 } },
    ...routes,
  });
  const app = renderApp(path);
  await app.user.click(await screen.findByRole('button', { name: 'Give feedback' }));
  const dialog = await screen.findByRole('dialog', { name: 'Give Ada Agent feedback' });
  return { ...app, api, dialog };
}

describe('feedback dialog (spec §2, §5, §8)', () => {
  it('has its title, subtitle and the five emoji', async () => {
    const { dialog } = await openFeedback();
    expect(within(dialog).getByText("We'll let them know you left a comment.")).toBeInTheDocument();
    for (const name of ['Thumbs up', 'Happy', 'Love', 'Shock', 'Pray'])
      expect(within(dialog).getByRole('button', { name })).toHaveAttribute('aria-pressed', 'false');
  });

  it('checks each field on blur', async () => {
    const { user, dialog } = await openFeedback();
    await user.click(within(dialog).getByLabelText('Name'));
    await user.tab();
    expect(within(dialog).getByText('You must enter a name')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Email'), 'not-an-email');
    await user.tab();
    expect(within(dialog).getByText('Please type a valid email')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Email'));
    await user.tab();
    expect(within(dialog).getByText('You must enter an email')).toBeInTheDocument();
    await user.click(within(dialog).getByLabelText('Comment'));
    await user.tab();
    expect(
      within(dialog).getByText('Don’t forget to type a comment or select an emoji!'),
    ).toBeInTheDocument();
  });

  it('checks everything on send and sends nothing while a rule fails', async () => {
    const { user, dialog, api } = await openFeedback();
    await user.click(within(dialog).getByRole('button', { name: 'Send feedback' }));
    expect(within(dialog).getByText('You must enter a name')).toBeInTheDocument();
    expect(within(dialog).getByText('You must enter an email')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Don’t forget to type a comment or select an emoji!'),
    ).toBeInTheDocument();
    expect(api.bodyOf('POST /api/feedback')).toBeUndefined();
  });

  it('toggles an emoji, which stands in for a comment, and sends with the view token', async () => {
    const { user, dialog, api } = await openFeedback();
    await user.type(within(dialog).getByLabelText('Name'), 'Cleo Client');
    await user.type(within(dialog).getByLabelText('Email'), 'cleo@example.com');
    const love = within(dialog).getByRole('button', { name: 'Love' });
    await user.click(love);
    expect(love).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(dialog).getByRole('button', { name: 'Happy' }));
    expect(love).toHaveAttribute('aria-pressed', 'false');
    await user.click(within(dialog).getByRole('button', { name: 'Happy' }));
    expect(within(dialog).getByRole('button', { name: 'Happy' })).toHaveAttribute('aria-pressed', 'false');
    await user.click(within(dialog).getByRole('button', { name: 'Send feedback' }));
    expect(
      within(dialog).getByText('Don’t forget to type a comment or select an emoji!'),
    ).toBeInTheDocument();
    await user.click(love);
    expect(
      within(dialog).queryByText('Don’t forget to type a comment or select an emoji!'),
    ).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByText('Feedback sent successfully.')).toBeInTheDocument();
    expect(api.bodyOf('POST /api/feedback')).toEqual({
      name: 'Cleo Client',
      email: 'cleo@example.com',
      emoji: 'love',
      presentation_activity: 'vt-1',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('toasts the failure and keeps the dialog open', async () => {
    const { user, dialog } = await openFeedback(undefined, {
      'POST /api/feedback': { status: 500, body: {} },
    });
    await user.type(within(dialog).getByLabelText('Name'), 'Cleo');
    await user.type(within(dialog).getByLabelText('Email'), 'cleo@example.com');
    await user.type(within(dialog).getByLabelText('Comment'), 'Lovely garden');
    await user.click(within(dialog).getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByText('Sending feedback failed.')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('sends nothing without a view token', async () => {
    const { user, dialog, api } = await openFeedback(undefined, {
      [VIEW]: { body: openView({}, null as never) },
    });
    await user.type(within(dialog).getByLabelText('Name'), 'Cleo');
    await user.type(within(dialog).getByLabelText('Email'), 'cleo@example.com');
    await user.type(within(dialog).getByLabelText('Comment'), 'Lovely garden');
    await user.click(within(dialog).getByRole('button', { name: 'Send feedback' }));
    expect(api.bodyOf('POST /api/feedback')).toBeUndefined();
  });

  it('fills the name from a name query value', async () => {
    const { dialog } = await openFeedback(`/c/p/${HASH}?name=Cleo%20Client`);
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Cleo Client');
    expect(within(dialog).getByLabelText('Name')).not.toHaveAttribute('readonly');
  });

  it('fills and locks the name and e-mail of a signed-in viewer', async () => {
    const { dialog } = await openFeedback(undefined, {
      'GET /api/user': { body: { first_name: 'Sam', last_name: 'Signed', email: 'sam@example.com' } },
    });
    await waitFor(() => expect(within(dialog).getByLabelText('Email')).toHaveValue('sam@example.com'));
    expect(within(dialog).getByLabelText('Email')).toHaveAttribute('readonly');
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Sam Signed');
    expect(within(dialog).getByLabelText('Name')).toHaveAttribute('readonly');
  });
});
