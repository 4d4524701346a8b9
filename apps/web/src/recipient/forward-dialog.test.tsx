import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { mockApi, signedOut } from '../test/fetch-mock.ts';
import { renderApp } from '../test/render-app.tsx';
import { HASH, openView } from './recipient.test-utils.ts';

const VIEW = `GET /api/client/presentations/${HASH}`;
const FORWARD = `POST /api/client/presentations/${HASH}/forward`;

afterEach(() => sessionStorage.clear());

async function openForward(routes: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    [VIEW]: { body: openView() },
    'GET /api/user': signedOut,
    [FORWARD]: { status: 201, body: {} },
    ...routes,
  });
  const app = renderApp(`/c/p/${HASH}`);
  await app.user.click(await screen.findByRole('button', { name: 'Forward' }));
  const dialog = await screen.findByRole('dialog', { name: 'Forward this presentation' });
  return { ...app, api, dialog };
}

async function fill(user: Awaited<ReturnType<typeof openForward>>['user'], dialog: HTMLElement) {
  await user.type(within(dialog).getByLabelText('Their name'), 'Max Partner');
  await user.type(within(dialog).getByLabelText('Their email'), 'max@example.com');
  await user.type(within(dialog).getByLabelText('Message (optional)'), 'Worth a look.');
}

describe('forward dialog', () => {
  it('checks the name and e-mail on blur with the shared texts', async () => {
    const { user, dialog } = await openForward();
    await user.click(within(dialog).getByLabelText('Their name'));
    await user.tab();
    expect(within(dialog).getByText('Name field is required')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Their name'), 'max@home');
    await user.tab();
    expect(
      within(dialog).getByText("The character '@' is not accepted in the name field"),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByLabelText('Their email'));
    await user.tab();
    expect(within(dialog).getByText('Email field is required')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Their email'), 'max@');
    await user.tab();
    expect(within(dialog).getByText('Invalid Email')).toBeInTheDocument();
  });

  it('sends nothing while a rule fails', async () => {
    const { user, dialog, api } = await openForward();
    await user.click(within(dialog).getByRole('button', { name: 'Forward' }));
    expect(within(dialog).getByText('Name field is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Email field is required')).toBeInTheDocument();
    expect(api.bodyOf(FORWARD)).toBeUndefined();
  });

  it('forwards with the view token, toasts and closes', async () => {
    const { user, dialog, api } = await openForward();
    await fill(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Forward' }));
    expect(await screen.findByText('Presentation forwarded successfully.')).toBeInTheDocument();
    expect(api.bodyOf(FORWARD)).toEqual({
      name: 'Max Partner',
      email: 'max@example.com',
      message: 'Worth a look.',
    });
    const call = api.calls.find((c) => c.method === 'POST' && c.path.endsWith('/forward'));
    expect(call?.headers.get('X-View-Token')).toBe('vt-1');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('toasts the server’s reason when it refuses, and the generic failure otherwise', async () => {
    const refused = await openForward({
      [FORWARD]: { status: 403, body: { detail: 'Forwarding is disabled for this presentation.' } },
    });
    await fill(refused.user, refused.dialog);
    await refused.user.click(within(refused.dialog).getByRole('button', { name: 'Forward' }));
    expect(await screen.findByText('Forwarding is disabled for this presentation.')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    refused.unmount();

    const failed = await openForward({ [FORWARD]: { status: 500, body: {} } });
    await fill(failed.user, failed.dialog);
    await failed.user.click(within(failed.dialog).getByRole('button', { name: 'Forward' }));
    expect(await screen.findByText('Forwarding the presentation failed.')).toBeInTheDocument();
  });

  it('shows the server’s field messages', async () => {
    const { user, dialog } = await openForward({
      [FORWARD]: { status: 400, body: { email: ['Invalid Email'] } },
    });
    await fill(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Forward' }));
    expect(await within(dialog).findByText('Invalid Email')).toBeInTheDocument();
  });

  it('is not offered when forwarding is disabled or there is no viewing session', async () => {
    mockApi({ [VIEW]: { body: openView({ disable_forwarding: true }) } });
    const disabled = renderApp(`/c/p/${HASH}`);
    await screen.findByRole('button', { name: 'Give feedback' });
    expect(screen.queryByRole('button', { name: 'Forward' })).not.toBeInTheDocument();
    disabled.unmount();
    mockApi({ [VIEW]: { body: openView({}, null as never) } });
    renderApp(`/c/p/${HASH}`);
    await screen.findByRole('button', { name: 'Give feedback' });
    expect(screen.queryByRole('button', { name: 'Forward' })).not.toBeInTheDocument();
  });
});
