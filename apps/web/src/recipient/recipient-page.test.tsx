import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { themeShades } from '../lib/theme.ts';
import { mockApi, signedOut } from '../test/fetch-mock.ts';
import { renderApp } from '../test/render-app.tsx';
import { buildBranding, buildClientAsset, gatedView, HASH, openView } from './recipient.test-utils.ts';

const VIEW = `GET /api/client/presentations/${HASH}`;
const UNLOCK = `POST /api/client/presentations/${HASH}/unlock`;

afterEach(() => sessionStorage.clear());

describe('recipient page: routes', () => {
  it.each([
    `/c/p/${HASH}`,
    `/c/p/${HASH}/maple-street`,
    `/client/presentations/${HASH}`,
    `/presentations/${HASH}`,
  ])('shows the presentation at %s without the app shell or the sign-in guard', async (path) => {
    const api = mockApi({ [VIEW]: { body: openView() } });
    renderApp(path);
    expect(await screen.findByRole('heading', { name: 'Maple Street' })).toBeInTheDocument();
    expect(screen.getByText('Three bedrooms by the park.')).toBeInTheDocument();
    expect(api.calls.map((c) => c.path)).not.toContain('/api/user');
  });

  it.each([`/c/d/${HASH}`, `/c/d/${HASH}/brochure`, `/client/documents/${HASH}`])(
    'opens the shared document at %s from the same client endpoint',
    async (path) => {
      mockApi({ [VIEW]: { body: openView({ type: 'document' }) } });
      renderApp(path);
      expect(await screen.findByRole('heading', { name: 'Maple Street' })).toBeInTheDocument();
    },
  );

  it('sends an unknown link to its route’s own not-found page', async () => {
    mockApi({});
    const { location } = renderApp(`/c/p/${HASH}`);
    await waitFor(() => expect(location()).toBe('/c/p/404'));
  });

  it('takes /presentations/{hash} as public only for 40 hex characters; the list stays signed-in', async () => {
    mockApi({ 'GET /api/user': signedOut });
    const other = renderApp('/presentations/not-a-hash');
    await waitFor(() => expect(other.location()).toBe('/404'));
    other.unmount();
    const list = renderApp('/presentations/received');
    await waitFor(() => expect(list.location()).toMatch(/^\/login\?redirect=/));
  });

  it('sends the kept view token on reload so the view is not counted twice', async () => {
    const api = mockApi({ [VIEW]: { body: openView({}, 'vt-kept') } });
    const first = renderApp(`/c/p/${HASH}`);
    await screen.findByRole('heading', { name: 'Maple Street' });
    expect(api.calls[0]?.headers.get('X-View-Token')).toBeNull();
    first.unmount();
    renderApp(`/c/p/${HASH}`);
    await screen.findByRole('heading', { name: 'Maple Street' });
    expect(
      api.calls.filter((c) => c.path.startsWith('/api/client/presentations'))[1]?.headers.get('X-View-Token'),
    ).toBe('vt-kept');
  });
});

describe('recipient page: gates', () => {
  it('asks for the e-mail with the sender’s message, checks it, then shows the content', async () => {
    const api = mockApi({
      [VIEW]: { body: gatedView({ require_email: true, require_email_message: 'Tell me who you are' }) },
      [UNLOCK]: { body: openView() },
    });
    const { user } = renderApp(`/c/p/${HASH}`);
    expect(await screen.findByRole('heading', { name: 'Maple Street' })).toBeInTheDocument();
    expect(screen.getByText('Ada Agent shared')).toBeInTheDocument();
    expect(screen.getByText('Tell me who you are')).toBeInTheDocument();
    expect(screen.queryByLabelText('Phone number')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'View presentation' }));
    expect(screen.getByText('Invalid Email')).toBeInTheDocument();
    expect(api.bodyOf(UNLOCK)).toBeUndefined();
    await user.type(screen.getByLabelText('Email'), 'client@example.com');
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Three bedrooms by the park.')).toBeInTheDocument();
    expect(api.bodyOf(UNLOCK)).toEqual({ email: 'client@example.com' });
  });

  it('asks for the phone number with the sender’s message', async () => {
    const api = mockApi({
      [VIEW]: {
        body: gatedView({ require_phone_number: true, require_phone_number_message: 'Your mobile, please' }),
      },
      [UNLOCK]: { body: openView() },
    });
    const { user } = renderApp(`/c/p/${HASH}`);
    await user.click(await screen.findByRole('button', { name: 'View presentation' }));
    expect(screen.getByText('Please enter a phone number')).toBeInTheDocument();
    expect(screen.getByText('Your mobile, please')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Phone number'), '+1 555 0100');
    await user.click(screen.getByRole('button', { name: 'View presentation' }));
    await screen.findByText('Three bedrooms by the park.');
    expect(api.bodyOf(UNLOCK)).toEqual({ phone: '+1 555 0100' });
  });

  it('says so when the password is wrong, and opens with the right one', async () => {
    let tries = 0;
    mockApi({
      [VIEW]: { body: gatedView({ password: true }) },
      [UNLOCK]: ({ body }) => {
        if ((body as { password: string }).password === 'open sesame') return { body: openView() };
        tries++;
        return {
          status: 403,
          body: { detail: 'Password for this presentation was not provided or was incorrect' },
        };
      },
    });
    const { user } = renderApp(`/c/p/${HASH}`);
    await user.type(await screen.findByLabelText('Password'), 'guess');
    await user.click(screen.getByRole('button', { name: 'View presentation' }));
    expect(
      await screen.findByText('Password for this presentation was not provided or was incorrect'),
    ).toBeInTheDocument();
    expect(tries).toBe(1);
    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'open sesame');
    await user.click(screen.getByRole('button', { name: 'View presentation' }));
    expect(await screen.findByText('Three bedrooms by the park.')).toBeInTheDocument();
  });

  it('says to wait when the tries are rate-limited', async () => {
    mockApi({ [VIEW]: { body: gatedView({ password: true }) }, [UNLOCK]: { status: 429, body: {} } });
    const { user } = renderApp(`/c/p/${HASH}`);
    await user.type(await screen.findByLabelText('Password'), 'guess');
    await user.click(screen.getByRole('button', { name: 'View presentation' }));
    expect(
      await screen.findByText('Too many tries. Please wait a minute and try again.'),
    ).toBeInTheDocument();
  });
});

describe('recipient page: sender settings', () => {
  it('uses the sender’s primary colour and logo with their white label', async () => {
    const user = buildBranding({ show_white_label: true, logo: '/logo.png', primary_color: '#0a7d5a' });
    mockApi({ [VIEW]: { body: openView({ user }) } });
    renderApp(`/c/p/${HASH}`);
    await screen.findByRole('heading', { name: 'Maple Street' });
    // The theme is applied in an effect, which may run just after the heading shows.
    await waitFor(() => expect(document.documentElement.style.getPropertyValue('--theme')).toBe('#0a7d5a'));
    expect(document.documentElement.style.getPropertyValue('--theme-lightest')).toBe(
      themeShades('#0a7d5a').lightest,
    );
    const header = screen.getByTestId('recipient-header');
    expect(within(header).getByRole('img', { name: 'Ada Agent logo' })).toHaveAttribute('src', '/logo.png');
    expect(within(header).queryByText('Folio')).not.toBeInTheDocument();
  });

  it('shows Folio’s header and theme without white label', async () => {
    mockApi({
      [VIEW]: { body: openView({ user: buildBranding({ logo: '/logo.png', primary_color: '#0a7d5a' }) }) },
    });
    renderApp(`/c/p/${HASH}`);
    await screen.findByRole('heading', { name: 'Maple Street' });
    await waitFor(() => expect(document.documentElement.style.getPropertyValue('--theme')).toBe('#34495e'));
    const header = screen.getByTestId('recipient-header');
    expect(within(header).getByText('Folio')).toBeInTheDocument();
    expect(within(header).queryByRole('img')).not.toBeInTheDocument();
  });

  it('plays a prevent_download video from its signed URL without a download control', async () => {
    const video = buildClientAsset({
      id: 40,
      type: 'video',
      title: 'Walkthrough',
      file: '/api/client/files/t',
    });
    mockApi({ [VIEW]: { body: openView({ prevent_download: true, assets: [video] }) } });
    renderApp(`/c/p/${HASH}`);
    await screen.findByRole('heading', { name: 'Walkthrough' });
    const player = document.querySelector('video')!;
    expect(player).toHaveAttribute('src', '/api/client/files/t');
    expect(player).toHaveAttribute('controlslist', 'nodownload');
    expect(fireEvent.contextMenu(player)).toBe(false);
  });

  it('offers the file when download is allowed and hides it with prevent_download', async () => {
    mockApi({ [VIEW]: { body: openView() } });
    const allowed = renderApp(`/c/p/${HASH}`);
    expect(await screen.findByRole('link', { name: 'Open' })).toHaveAttribute('href', '/files/brochure.pdf');
    allowed.unmount();
    mockApi({ [VIEW]: { body: openView({ prevent_download: true }) } });
    renderApp(`/c/p/${HASH}`);
    expect(await screen.findByRole('heading', { name: 'Brochure' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Open' })).not.toBeInTheDocument();
  });

  it('prints nothing with prevent_printing', async () => {
    mockApi({ [VIEW]: { body: openView({ prevent_printing: true }) } });
    renderApp(`/c/p/${HASH}`);
    await screen.findByRole('heading', { name: 'Maple Street' });
    const css = [...document.querySelectorAll('style')].map((s) => s.textContent).join('\n');
    expect(css).toContain('@media print { body { display: none !important; } }');
  });

  it('prints normally without it', async () => {
    mockApi({ [VIEW]: { body: openView() } });
    renderApp(`/c/p/${HASH}`);
    await screen.findByRole('heading', { name: 'Maple Street' });
    const css = [...document.querySelectorAll('style')].map((s) => s.textContent).join('\n');
    expect(css).not.toContain('@media print');
  });

  it('has no feedback button with prevent_feedback', async () => {
    mockApi({ [VIEW]: { body: openView({ prevent_feedback: true }) } });
    renderApp(`/c/p/${HASH}`);
    await screen.findByRole('heading', { name: 'Maple Street' });
    expect(screen.queryByRole('button', { name: 'Give feedback' })).not.toBeInTheDocument();
  });

  it('shows the sender’s logo in the header of the gate when white-label is on', async () => {
    const view = gatedView({ require_email: true });
    view.presentation.user = { ...view.presentation.user, show_white_label: true, logo: '/logo.png' };
    mockApi({ [VIEW]: { body: view } });
    renderApp(`/c/p/${HASH}`);
    await screen.findByRole('region', { name: 'Maple Street' });
    const header = screen.getByTestId('recipient-header');
    expect(within(header).getByRole('img', { name: 'Ada Agent logo' })).toHaveAttribute('src', '/logo.png');
  });
});
