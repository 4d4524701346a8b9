import { EMAIL_VERIFICATION_TEXTS as TEXTS } from '@folio/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildFlags, buildUser } from '../../test/factories.ts';
import { mockApi, type Reply } from '../../test/fetch-mock.ts';
import { renderApp } from '../../test/render-app.tsx';

function setup(reply: Reply) {
  const api = mockApi({
    'GET /api/user': { body: buildUser({ email: 'ada@example.com' }) },
    'GET /api/feature-flags': { body: buildFlags() },
    'GET /api/announcement/': { body: { count: 0, next: null, previous: null, results: [] } },
    'POST /api/user/email': reply,
  });
  return { api, app: renderApp('/settings/edit-profile') };
}

const form = () => screen.findByRole('form', { name: 'E-mail address' });

describe('changing the e-mail address in settings', () => {
  it('sends the new address with the password and says the change waits for verification', async () => {
    const { api, app } = setup({ body: { detail: TEXTS.changeSent } });
    const section = within(await form());
    expect(section.getByText('ada@example.com')).toBeInTheDocument();
    await app.user.type(section.getByLabelText('New e-mail address'), 'Ada.New@Example.com');
    await app.user.type(section.getByLabelText('Current Password'), 'Sturdy-Harbor-42');
    await app.user.click(section.getByRole('button', { name: 'Change e-mail' }));
    expect(await screen.findByText(TEXTS.changeSent)).toBeInTheDocument();
    expect(api.bodyOf('POST /api/user/email')).toEqual({
      email: 'ada.new@example.com',
      password: 'Sturdy-Harbor-42',
    });
  });

  it("puts the server's field messages under their fields", async () => {
    const { app } = setup({ status: 400, body: { password: ['Your password was entered incorrectly.'] } });
    const section = within(await form());
    await app.user.type(section.getByLabelText('New e-mail address'), 'new@example.com');
    await app.user.type(section.getByLabelText('Current Password'), 'wrong');
    await app.user.click(section.getByRole('button', { name: 'Change e-mail' }));
    expect(await section.findByText('Your password was entered incorrectly.')).toBeInTheDocument();
  });
});
