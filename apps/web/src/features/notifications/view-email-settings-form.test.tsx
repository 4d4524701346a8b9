import { VIEW_EMAIL_TEXTS } from '@folio/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildFlags, buildUser } from '../../test/factories.ts';
import { mockApi } from '../../test/fetch-mock.ts';
import { renderApp } from '../../test/render-app.tsx';

function setup() {
  const api = mockApi({
    'GET /api/user': { body: buildUser() },
    'GET /api/feature-flags': { body: buildFlags() },
    'GET /api/announcement/': { body: { count: 0, next: null, previous: null, results: [] } },
    'PATCH /api/user': { body: buildUser({ view_emails: 'daily', hot_lead_minutes: 10 }) },
  });
  return { api, app: renderApp('/settings/notifications') };
}

const form = () => screen.findByRole('form', { name: 'E-mails about views' });

describe('e-mails about views in the notifications tab', () => {
  it('saves a daily digest and a hot lead alert after 10 minutes', async () => {
    const { api, app } = setup();
    const section = within(await form());
    expect(section.getByLabelText(VIEW_EMAIL_TEXTS.modes.instant)).toBeChecked();
    await app.user.click(section.getByLabelText(VIEW_EMAIL_TEXTS.modes.daily));
    const minutes = section.getByLabelText('Minutes in one visit');
    await app.user.clear(minutes);
    await app.user.type(minutes, '10');
    await app.user.click(section.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your notification settings are saved.')).toBeInTheDocument();
    expect(api.bodyOf('PATCH /api/user')).toEqual({ view_emails: 'daily', hot_lead_minutes: 10 });
  });

  it('refuses minutes out of range before sending, and sends null when alerts are off', async () => {
    const { api, app } = setup();
    const section = within(await form());
    const minutes = section.getByLabelText('Minutes in one visit');
    await app.user.clear(minutes);
    await app.user.type(minutes, '0');
    await app.user.click(section.getByRole('button', { name: 'Save' }));
    expect(await section.findByText(VIEW_EMAIL_TEXTS.minutesInvalid)).toBeInTheDocument();
    await app.user.click(section.getByRole('switch', { name: 'Hot lead alerts' }));
    await app.user.click(section.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your notification settings are saved.')).toBeInTheDocument();
    expect(api.bodyOf('PATCH /api/user')).toEqual({ view_emails: 'instant', hot_lead_minutes: null });
  });
});
