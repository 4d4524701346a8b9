import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildFlags, buildUser } from '../../test/factories.ts';
import { mockApi, type Reply } from '../../test/fetch-mock.ts';
import { renderApp } from '../../test/render-app.tsx';
import { acceptPicture, stubPictures } from '../picture-editor/picture-editor.test-utils.ts';
import { emptyPage } from '../presentations/factories.test-utils.ts';

function setup(patch: Reply, nameRequired = false) {
  const api = mockApi({
    'GET /api/user': { body: buildUser({ first_name: '', last_name: '' }) },
    'GET /api/feature-flags': { body: buildFlags({ name_required: nameRequired }) },
    'PATCH /api/user': patch,
    'GET /api/presentations': { body: emptyPage },
  });
  return { api, app: renderApp('/presentations') };
}

const dialog = () => screen.findByRole('dialog', { name: 'Complete your profile' });

describe('complete-profile modal (spec §2, §5)', () => {
  it('is not shown when the name-required flag is on', async () => {
    setup({ body: buildUser() }, true);
    expect(await screen.findByRole('heading', { name: 'No presentations yet' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks for at least one name with an alert, and rejects @ in names on blur', async () => {
    const { api, app } = setup({ body: buildUser() });
    const modal = await dialog();
    await app.user.click(within(modal).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please enter your first name or last name.')).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'PATCH')).toBe(false);
    await app.user.type(within(modal).getByLabelText('First Name'), 'ada@home');
    await app.user.tab();
    expect(within(modal).getByLabelText('First Name')).toHaveAccessibleDescription(
      "The character '@' is not accepted in the name field",
    );
  });

  it("saves the names and phone, says 'changes saved' and closes", async () => {
    const { api, app } = setup({ body: buildUser({ first_name: 'Ada', last_name: '' }) });
    const modal = await dialog();
    await app.user.type(within(modal).getByLabelText('First Name'), 'Ada');
    await app.user.type(within(modal).getByLabelText('Mobile phone (optional)'), '+1 555 0100');
    await app.user.click(within(modal).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('changes saved')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.bodyOf('PATCH /api/user')).toEqual({
      first_name: 'Ada',
      last_name: '',
      mobile_phone: '+1 555 0100',
    });
  });

  it('crops the chosen picture to a square in the picture editor and sends it with the names', async () => {
    stubPictures({ width: 640, height: 480 });
    const { api, app } = setup({ body: buildUser({ first_name: 'Ada' }) });
    const modal = await dialog();
    await app.user.type(within(modal).getByLabelText('First Name'), 'Ada');
    const photo = new File([new Uint8Array([255, 216, 255])], 'me.jpg', { type: 'image/jpeg' });
    await app.user.upload(within(modal).getByLabelText(/Add a picture/), photo);
    const editor = await screen.findByRole('dialog', { name: 'Edit picture' });
    expect(within(editor).queryByText('3 : 2')).not.toBeInTheDocument();
    await acceptPicture(app.user, 'picture');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Edit picture' })).not.toBeInTheDocument(),
    );
    expect(within(modal).getByText('Change picture')).toBeInTheDocument();
    await app.user.click(within(modal).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('changes saved')).toBeInTheDocument();
    const sent = api.bodyOf('PATCH /api/user') as FormData;
    expect(sent.get('first_name')).toBe('Ada');
    const picture = sent.get('picture') as File;
    expect([picture.name, picture.type]).toEqual(['avatar.jpg', 'image/jpeg']);
  });

  it("puts the server's field errors under their fields", async () => {
    const { app } = setup({ status: 400, body: { mobile_phone: ['Enter a valid phone number.'] } });
    const modal = await dialog();
    await app.user.type(within(modal).getByLabelText('Last Name'), 'Lovelace');
    await app.user.click(within(modal).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(within(modal).getByLabelText('Mobile phone (optional)')).toHaveAccessibleDescription(
        'Enter a valid phone number.',
      ),
    );
  });

  it("falls back to 'An error occurred!'", async () => {
    const { app } = setup({ status: 500, body: { detail: 'boom' } });
    const modal = await dialog();
    await app.user.type(within(modal).getByLabelText('Last Name'), 'Lovelace');
    await app.user.click(within(modal).getByRole('button', { name: 'Save' }));
    expect(await within(modal).findByText('An error occurred!')).toBeInTheDocument();
  });
});
