import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildTeamDetails, GRACE, OPEN_INVITE, openManageTeam } from './manage-team.test-utils.ts';

describe('Manage Team actions', () => {
  it('renames the team', async () => {
    const app = openManageTeam({
      'PATCH /api/company/7': ({ body }) => ({ body: buildTeamDetails(body as { name: string }) }),
    });
    const name = await screen.findByLabelText('Team name');
    await app.user.clear(name);
    await app.user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Team name is required')).toBeInTheDocument();
    await app.user.type(name, 'Harbour Homes');
    await app.user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Team name saved.')).toBeInTheDocument();
    expect(app.api.bodyOf('PATCH /api/company/7')).toEqual({ name: 'Harbour Homes' });
  });

  it('makes a member an admin, and says why when the server refuses a role', async () => {
    let refuse = false;
    const app = openManageTeam({
      'PATCH /api/company/7/members/2': ({ body }) =>
        refuse
          ? { status: 400, body: { role: ['A team keeps at least one admin.'] } }
          : { body: { ...GRACE, ...(body as object) } },
    });
    const role = await screen.findByRole('combobox', { name: 'Role of Grace Hopper' });
    await app.user.selectOptions(role, 'admin');
    expect(await screen.findByText('Grace Hopper is now an admin.')).toBeInTheDocument();
    expect(app.api.bodyOf('PATCH /api/company/7/members/2')).toEqual({ role: 'admin' });
    refuse = true;
    await app.user.selectOptions(role, 'admin');
    expect(await screen.findByText('A team keeps at least one admin.')).toBeInTheDocument();
    await waitFor(() => expect(role).toHaveValue('member'));
  });

  it('removes a member after saying what happens to them', async () => {
    const app = openManageTeam({ 'DELETE /api/company/7/members/2': { status: 204 } });
    await app.user.click(await screen.findByRole('button', { name: 'Remove Grace Hopper' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Grace Hopper from Harbour Realty?' });
    expect(dialog).toHaveTextContent('They keep their Folio account, their presentations and insights');
    expect(dialog).toHaveTextContent('every link they shared keeps working');
    expect(dialog).toHaveTextContent('They lose the team’s templates');
    await app.user.click(within(dialog).getByRole('button', { name: 'Remove member' }));
    expect(await screen.findByText('Grace Hopper was removed from the team.')).toBeInTheDocument();
    expect(app.api.calls.some((c) => c.method === 'DELETE' && c.path === '/api/company/7/members/2')).toBe(
      true,
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('invites a colleague, with the server’s message under the field it is about', async () => {
    let taken = true;
    const app = openManageTeam({
      'POST /api/company/7/invites': ({ body }) =>
        taken
          ? { status: 400, body: { email: ['This person is already a member of the team.'] } }
          : { status: 201, body: { ...OPEN_INVITE, ...(body as object), id: 40 } },
    });
    const invite = await screen.findByRole('region', { name: 'Invite a colleague' });
    await app.user.type(within(invite).getByLabelText('E-mail'), 'grace@example.com');
    await app.user.click(within(invite).getByRole('button', { name: 'Send invite' }));
    expect(
      await within(invite).findByText('This person is already a member of the team.'),
    ).toBeInTheDocument();
    taken = false;
    const email = within(invite).getByLabelText('E-mail');
    await app.user.clear(email);
    await app.user.type(email, 'kim@example.com');
    await app.user.type(within(invite).getByLabelText('First name (optional)'), 'Kim');
    await app.user.type(within(invite).getByLabelText('Message (optional)'), 'Welcome aboard!');
    await app.user.selectOptions(within(invite).getByLabelText('Role'), 'admin');
    await app.user.click(within(invite).getByRole('button', { name: 'Send invite' }));
    expect(await screen.findByText('Invite sent to kim@example.com.')).toBeInTheDocument();
    expect(app.api.calls.filter((c) => c.method === 'POST').at(-1)?.body).toEqual({
      email: 'kim@example.com',
      first_name: 'Kim',
      message: 'Welcome aboard!',
      role: 'admin',
    });
    await waitFor(() => expect(within(invite).getByLabelText('E-mail')).toHaveValue(''));
  });

  it('resends and revokes an invite', async () => {
    const app = openManageTeam({
      'POST /api/company/7/invites/31/resend': { body: OPEN_INVITE },
      'DELETE /api/company/7/invites/31': { status: 204 },
    });
    await app.user.click(await screen.findByRole('button', { name: 'Resend the invite to sam@example.com' }));
    expect(await screen.findByText('Invite sent again to sam@example.com.')).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Revoke the invite to sam@example.com' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke the invite to sam@example.com?' });
    expect(dialog).toHaveTextContent('The link in their e-mail stops working');
    await app.user.click(within(dialog).getByRole('button', { name: 'Revoke invite' }));
    expect(await screen.findByText('The invite to sam@example.com was revoked.')).toBeInTheDocument();
  });

  it('with every seat taken, holds the invite form and offers to add seats, charged pro rata', async () => {
    const full = buildTeamDetails({ seats: 3, seats_used: 3 });
    const app = openManageTeam(
      { 'PUT /api/company/7/seats': ({ body }) => ({ body: { ...(body as object), seats_used: 3 } }) },
      { team: full },
    );
    const invite = await screen.findByRole('region', { name: 'Invite a colleague' });
    expect(
      within(invite).getByText('All 3 seats are in use. Add seats to invite more people.'),
    ).toBeInTheDocument();
    expect(within(invite).getByLabelText('E-mail')).toBeDisabled();
    expect(within(invite).getByRole('button', { name: 'Send invite' })).toBeDisabled();

    await app.user.click(within(invite).getByRole('button', { name: 'Add seats' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change seats' });
    expect(within(dialog).getByLabelText('Paid seats')).toHaveValue(4);
    expect(dialog).toHaveTextContent(
      'Your card is charged for each added seat for the rest of the current billing period',
    );
    await app.user.click(within(dialog).getByRole('button', { name: 'One seat more' }));
    await app.user.click(within(dialog).getByRole('button', { name: 'Save seats' }));
    expect(await screen.findByText('Your team now has 5 seats.')).toBeInTheDocument();
    expect(app.api.bodyOf('PUT /api/company/7/seats')).toEqual({ seats: 5 });
  });

  it('does not go below the seats in use, and shows the server’s reason', async () => {
    const app = openManageTeam({
      'PUT /api/company/7/seats': {
        status: 400,
        body: { seats: ['Seats cannot be fewer than those in use (3).'] },
      },
    });
    await app.user.click(await screen.findByRole('button', { name: 'Change seats' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change seats' });
    const seats = within(dialog).getByLabelText('Paid seats');
    await app.user.click(within(dialog).getByRole('button', { name: 'One seat less' }));
    await app.user.click(within(dialog).getByRole('button', { name: 'One seat less' }));
    expect(seats).toHaveValue(3);
    expect(within(dialog).getByRole('button', { name: 'One seat less' })).toBeDisabled();
    await app.user.clear(seats);
    await app.user.type(seats, '2');
    await app.user.click(within(dialog).getByRole('button', { name: 'Save seats' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'At least 3: one for each member and pending invite',
    );
    await app.user.clear(seats);
    await app.user.type(seats, '4');
    await app.user.click(within(dialog).getByRole('button', { name: 'Save seats' }));
    expect(
      await within(dialog).findByText('Seats cannot be fewer than those in use (3).'),
    ).toBeInTheDocument();
  });
});
