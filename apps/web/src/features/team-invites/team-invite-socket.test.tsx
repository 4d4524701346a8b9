import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildFlags, buildUser } from '../../test/factories.ts';
import { mockApi } from '../../test/fetch-mock.ts';
import { renderApp } from '../../test/render-app.tsx';
import { fakeSocket } from '../editor/uploads/socket.test-utils.ts';
import { INVITE_TEXTS } from './invite-texts.ts';

const invite = { id: 31, company_id: 7, company_name: 'Harbour Realty', admin_name: 'Grace Hopper' };

describe('a team invite sent while the app is open', () => {
  it('opens the invite modal without a reload once the socket says so', async () => {
    const socket = fakeSocket();
    let invites: (typeof invite)[] = [];
    const api = mockApi({
      'GET /api/user': () => ({ body: buildUser({ company_invites: invites }) }),
      'GET /api/feature-flags': { body: buildFlags() },
      'GET /api/notifications': {
        body: { count: 0, next: null, previous: null, results: [], unread_notifications: 0 },
      },
    });
    renderApp('/contacts');
    expect(await screen.findByRole('heading', { name: 'Contacts' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: INVITE_TEXTS.title })).not.toBeInTheDocument();
    const fetched = api.calls.filter((c) => c.path === '/api/user').length;

    invites = [invite];
    await socket.send({ type: 'team.invited', company_id: 7, invite_id: 31 });
    expect(await screen.findByRole('dialog', { name: INVITE_TEXTS.title })).toHaveTextContent(
      'Grace Hopper invited you to join Harbour Realty on Folio.',
    );
    expect(api.calls.filter((c) => c.path === '/api/user').length).toBe(fetched + 1);
  });
});
