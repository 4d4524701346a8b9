import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildFlags, buildUser } from '../../test/factories.ts';
import { type Handler, mockApi, type Reply } from '../../test/fetch-mock.ts';
import { renderApp } from '../../test/render-app.tsx';
import { buildContact, emptyPage, pageOf } from '../presentations/factories.test-utils.ts';

function setup(routes: Record<string, Handler | Reply> = {}, user = buildUser({ role: 'premium_agent' })) {
  const api = mockApi({
    'GET /api/user': { body: user },
    'GET /api/feature-flags': { body: buildFlags() },
    'GET /api/announcement/': { body: emptyPage },
    'GET /api/contacts': { body: pageOf([buildContact()]) },
    ...routes,
  });
  return { api, app: renderApp('/contacts') };
}

async function openNewContact(app: ReturnType<typeof renderApp>) {
  await app.user.click(await screen.findByRole('button', { name: 'New contact' }));
  return screen.findByRole('dialog', { name: 'New contact' });
}

describe('/contacts (spec §3, §5)', () => {
  it('lists contacts and shows the validation texts of §5', async () => {
    const { app, api } = setup();
    expect(await screen.findByText('grace@example.com')).toBeInTheDocument();
    const dialog = await openNewContact(app);
    await app.user.click(within(dialog).getByRole('button', { name: 'Add contact' }));
    expect(within(dialog).getByLabelText('Name')).toHaveAccessibleDescription('Name field is required');
    expect(within(dialog).getByLabelText('Email')).toHaveAccessibleDescription('Email field is required');
    await app.user.type(within(dialog).getByLabelText('Name'), 'ada@home');
    await app.user.type(within(dialog).getByLabelText('Email'), 'ada at example');
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Name')).toHaveAccessibleDescription(
        "The character '@' is not accepted in the name field",
      ),
    );
    expect(within(dialog).getByLabelText('Email')).toHaveAccessibleDescription('Invalid Email');
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it("saves a contact, and puts the server's field errors under their fields", async () => {
    const answers = [
      { status: 400, body: { email: ['You already have a contact with this e-mail.'] } },
      { status: 201, body: buildContact({ id: 10, name: 'Ada Lovelace' }) },
    ];
    const { app, api } = setup({ 'POST /api/contacts': () => answers.shift() ?? { status: 500 } });
    const dialog = await openNewContact(app);
    await app.user.type(within(dialog).getByLabelText('Name'), 'Ada Lovelace');
    await app.user.type(within(dialog).getByLabelText('Email'), ' Ada@Example.com ');
    await app.user.type(within(dialog).getByLabelText('Note (optional)'), 'Met at the open house');
    await app.user.click(within(dialog).getByRole('button', { name: 'Add contact' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Email')).toHaveAccessibleDescription(
        'You already have a contact with this e-mail.',
      ),
    );
    await app.user.click(within(dialog).getByRole('button', { name: 'Add contact' }));
    expect(await screen.findByText('Your changes have been applied successfully.')).toBeInTheDocument();
    expect(api.bodyOf('POST /api/contacts')).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      note: 'Met at the open house',
    });
  });

  it('edits and deletes a contact', async () => {
    const { app, api } = setup({
      'PATCH /api/contacts/9': { body: buildContact({ name: 'Grace B. Hopper' }) },
      'DELETE /api/contacts/9': { status: 204 },
    });
    await app.user.click(await screen.findByRole('button', { name: 'Actions for Grace Hopper' }));
    await app.user.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit contact' });
    await app.user.clear(within(dialog).getByLabelText('Name'));
    await app.user.type(within(dialog).getByLabelText('Name'), 'Grace B. Hopper');
    await app.user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.bodyOf('PATCH /api/contacts/9')).toEqual({
      name: 'Grace B. Hopper',
      email: 'grace@example.com',
      note: 'Looking for a loft',
    });
    await app.user.click(screen.getByRole('button', { name: 'Actions for Grace Hopper' }));
    await app.user.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Delete' }));
    await app.user.click(
      within(await screen.findByRole('dialog', { name: 'Delete this contact?' })).getByRole('button', {
        name: 'Delete contact',
      }),
    );
    await waitFor(() =>
      expect(api.calls.some((c) => c.method === 'DELETE' && c.path === '/api/contacts/9')).toBe(true),
    );
  });

  it('shows free users the premium gate and the upgrade dialog', async () => {
    const { app, api } = setup({}, buildUser({ role: 'free_agent', is_trial_active: false }));
    expect(
      await screen.findByText('Saved contacts are a Premium feature. Upgrade to keep your contacts.'),
    ).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Upgrade' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upgrade to Premium' });
    expect(within(dialog).getByRole('link', { name: 'Upgrade' })).toHaveAttribute('href', '/payment');
    expect(api.calls.some((c) => c.path === '/api/contacts')).toBe(false);
  });
});
