import { MESSAGES, VIEW_EMAIL_TEXTS } from '@folio/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildFlags, buildUser } from '../../test/factories.ts';
import { mockApi, type Reply } from '../../test/fetch-mock.ts';
import { renderApp } from '../../test/render-app.tsx';
import { fakeSocket } from '../editor/uploads/socket.test-utils.ts';
import { notificationPage } from './notifications.test-utils.ts';

function setup(user = buildUser(), patch: Reply = { body: user }) {
  fakeSocket();
  const api = mockApi({
    'GET /api/user': { body: user },
    'GET /api/feature-flags': { body: buildFlags() },
    'GET /api/announcement/': { body: { count: 0, next: null, previous: null, results: [] } },
    'GET /api/notifications': { body: notificationPage([], { unread: 0 }) },
    'PATCH /api/user': patch,
  });
  return { api, app: renderApp('/settings/notifications') };
}

const form = async () => within(await screen.findByRole('form', { name: 'Notification settings' }));
const ALL_ON = { in_app: true, push: true };
const WITH_EMAIL = { in_app: true, email: true, push: true };

describe('settings: notifications tab, per category and channel', () => {
  it('offers only the channels each category has, and saves every choice in one save', async () => {
    const { api, app } = setup();
    const tab = await form();
    const sw = (name: string) => tab.getByLabelText(name);
    expect(sw('Feedback received: E-mail')).toBeChecked();
    expect(tab.queryByLabelText('Not accessed in 24h: E-mail')).toBeNull();
    expect(tab.getByText('Not accessed in 24h: no e-mail')).toBeInTheDocument();
    // No bell entry, nothing to push.
    await app.user.click(sw('Feedback received: In the app'));
    expect(sw('Feedback received: Push')).toBeDisabled();
    expect(sw('Feedback received: Push')).not.toBeChecked();
    await app.user.click(sw('Forwarded: E-mail'));
    await app.user.click(sw('Not accessed in 24h: Push'));
    // Views' e-mails: on at each first view, or a daily digest.
    expect(tab.getByLabelText(VIEW_EMAIL_TEXTS.modes.instant)).toBeChecked();
    await app.user.click(tab.getByLabelText(VIEW_EMAIL_TEXTS.modes.daily));
    await app.user.click(tab.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(MESSAGES.toastSuccess)).toBeInTheDocument();
    expect(api.bodyOf('PATCH /api/user')).toEqual({
      notification_settings: {
        presentation_viewed: ALL_ON,
        hot_lead: WITH_EMAIL,
        not_accessed_24h: { in_app: true, push: false },
        first_analytics: ALL_ON,
        feedback_received: { in_app: false, email: true, push: true },
        forwarded: { in_app: true, email: false, push: true },
        new_template: ALL_ON,
        template_added: ALL_ON,
        new_user_team: ALL_ON,
        first_presentation_created: ALL_ON,
        first_presentation_sent: ALL_ON,
      },
      view_emails: 'daily',
      hot_lead_minutes: 5,
    });
  });

  it('shows the choices saved before (e-mails about views off, a push off)', async () => {
    setup(
      buildUser({
        view_emails: 'none',
        notification_settings: { not_accessed_24h: { push: false }, forwarded: { in_app: false } },
      }),
    );
    const tab = await form();
    expect(tab.getByLabelText('Presentation viewed: E-mail')).not.toBeChecked();
    expect(tab.queryByLabelText(VIEW_EMAIL_TEXTS.modes.daily)).toBeNull();
    expect(tab.getByLabelText('Not accessed in 24h: Push')).not.toBeChecked();
    expect(tab.getByLabelText('Not accessed in 24h: In the app')).toBeChecked();
    expect(tab.getByLabelText('Forwarded: In the app')).not.toBeChecked();
    expect(tab.getByLabelText('Forwarded: Push')).toBeDisabled();
  });

  it('checks the hot lead minutes before sending; all its channels off turns the alerts off', async () => {
    const { api, app } = setup();
    const tab = await form();
    const minutes = tab.getByLabelText('Minutes in one visit');
    await app.user.clear(minutes);
    await app.user.type(minutes, '0');
    await app.user.click(tab.getByRole('button', { name: 'Save' }));
    expect(await tab.findByText(VIEW_EMAIL_TEXTS.minutesInvalid)).toBeInTheDocument();
    expect(api.bodyOf('PATCH /api/user')).toBeUndefined();
    for (const channel of ['In the app', 'E-mail'])
      await app.user.click(tab.getByLabelText(`Hot lead: ${channel}`));
    expect(tab.queryByLabelText('Minutes in one visit')).toBeNull();
    await app.user.click(tab.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(MESSAGES.toastSuccess)).toBeInTheDocument();
    expect(api.bodyOf('PATCH /api/user')).toMatchObject({ hot_lead_minutes: null });
  });

  it('puts the server’s refusal of the minutes under the field', async () => {
    const { app } = setup(buildUser(), {
      status: 400,
      body: { hot_lead_minutes: [VIEW_EMAIL_TEXTS.minutesInvalid] },
    });
    const tab = await form();
    await app.user.click(tab.getByRole('button', { name: 'Save' }));
    expect(await tab.findByRole('alert')).toHaveTextContent(VIEW_EMAIL_TEXTS.minutesInvalid);
  });
});
