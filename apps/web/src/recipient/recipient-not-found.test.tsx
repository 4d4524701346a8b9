import { SESSION_HINT_COOKIE } from '@folio/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { rememberInCookie } from '../lib/cookies.ts';
import { mockApi } from '../test/fetch-mock.ts';
import { renderApp } from '../test/render-app.tsx';
import { buildBranding, HASH, openView } from './recipient.test-utils.ts';
import type { ClientNotFoundWire } from './types.ts';

const VIEW = `GET /api/client/presentations/${HASH}`;
const gone = (sender: Partial<NonNullable<ClientNotFoundWire['sender']>> | null) => ({
  status: 404,
  body: {
    detail: 'Not found.',
    sender: sender && {
      first_name: 'Ada',
      last_name: 'Agent',
      show_white_label: false,
      primary_color: null,
      hide_header: false,
      ...sender,
    },
  },
});

afterEach(() => sessionStorage.clear());

/** A visitor whom the server has not signed in (tests start signed in: see test/setup.ts). */
const signedOutVisitor = () => rememberInCookie(SESSION_HINT_COOKIE, 0);

describe('recipient not-found pages (spec §2: the recipient routes’ /404 variants)', () => {
  it.each([
    [`/c/p/${HASH}/maple-street`, '/c/p/404', 'Presentation not found'],
    [`/client/presentations/${HASH}`, '/client/presentations/404', 'Presentation not found'],
    [`/c/d/${HASH}/brochure`, '/c/d/404', 'Document not found'],
    [`/client/documents/${HASH}`, '/client/documents/404', 'Document not found'],
    [`/presentations/${HASH}`, '/c/p/404', 'Presentation not found'],
    [`/${HASH}`, '/c/p/404', 'Presentation not found'],
  ])('sends an unknown link at %s to %s, in Folio’s brand', async (path, notFound, title) => {
    mockApi({ [VIEW]: gone(null) });
    const { location } = renderApp(path);
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
    expect(location()).toBe(notFound);
    const kind = title.startsWith('Document') ? 'document' : 'presentation';
    expect(
      screen.getByText(
        `This link does not lead to a ${kind}. Check that it was copied whole, or ask its sender for a new one.`,
      ),
    ).toBeInTheDocument();
    expect(within(screen.getByTestId('recipient-header')).getByText('Folio')).toBeInTheDocument();
  });

  it('names the sender of a link that no longer opens, in their white label, after a reload too', async () => {
    mockApi({ [VIEW]: gone({ show_white_label: true, primary_color: '#0a7d5a' }) });
    const first = renderApp(`/c/p/${HASH}`);
    const text = 'This presentation from Ada Agent is no longer shared. Ask them for a new link.';
    expect(await screen.findByText(text)).toBeInTheDocument();
    const header = screen.getByTestId('recipient-header');
    expect(within(header).getByText('Ada Agent')).toBeInTheDocument();
    expect(within(header).queryByText('Folio')).not.toBeInTheDocument();
    await waitFor(() => expect(document.documentElement.style.getPropertyValue('--theme')).toBe('#0a7d5a'));
    first.unmount();
    renderApp('/c/p/404');
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('has no header when the sender (premium) chose so', async () => {
    mockApi({ [VIEW]: gone({ hide_header: true }) });
    renderApp(`/c/d/${HASH}`);
    expect(await screen.findByRole('heading', { name: 'Document not found' })).toBeInTheDocument();
    expect(screen.queryByTestId('recipient-header')).not.toBeInTheDocument();
  });

  it('leaves a path that is no link at all to the app’s /404', async () => {
    mockApi({});
    const { location } = renderApp('/not-a-token');
    await waitFor(() => expect(location()).toBe('/404'));
  });

  it('opens a live link at a bare /{token}', async () => {
    mockApi({ [VIEW]: { body: openView() } });
    renderApp(`/${HASH}`);
    expect(await screen.findByRole('heading', { name: 'Maple Street' })).toBeInTheDocument();
  });
});

describe('recipient header: sign up or log in from a shared presentation (spec accounts §2)', () => {
  it('offers Log in and Sign up carrying the link’s hash to a visitor who is not signed in', async () => {
    signedOutVisitor();
    mockApi({ [VIEW]: { body: openView() } });
    renderApp(`/c/p/${HASH}`);
    const header = await screen.findByTestId('recipient-header');
    expect(within(header).getByRole('link', { name: 'Sign up' })).toHaveAttribute(
      'href',
      `/sign-up?hash=${HASH}`,
    );
    expect(within(header).getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      `/login?hash=${HASH}`,
    );
  });

  it('offers nothing of Folio’s under the sender’s white label, nor to a signed-in viewer', async () => {
    signedOutVisitor();
    mockApi({ [VIEW]: { body: openView({ user: buildBranding({ show_white_label: true }) }) } });
    const branded = renderApp(`/c/p/${HASH}`);
    const header = await screen.findByTestId('recipient-header');
    expect(within(header).queryByRole('link', { name: 'Sign up' })).not.toBeInTheDocument();
    branded.unmount();
    rememberInCookie(SESSION_HINT_COOKIE, 3600);
    mockApi({ [VIEW]: { body: openView() }, 'GET /api/user': { status: 401, body: {} } });
    renderApp(`/c/p/${HASH}`);
    await screen.findByRole('heading', { name: 'Maple Street' });
    expect(screen.queryByRole('link', { name: 'Sign up' })).not.toBeInTheDocument();
  });

  it('shows no header at all for a premium sender who hid it', async () => {
    mockApi({ [VIEW]: { body: openView({ user: buildBranding({ hide_header: true }) }) } });
    renderApp(`/c/p/${HASH}`);
    expect(await screen.findByRole('heading', { name: 'Maple Street' })).toBeInTheDocument();
    expect(screen.queryByTestId('recipient-header')).not.toBeInTheDocument();
  });
});
