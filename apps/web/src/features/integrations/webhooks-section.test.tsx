import { WEBHOOK_TEXTS, type WebhookDelivery, type WebhookEndpoint } from '@folio/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildFlags, buildUser } from '../../test/factories.ts';
import { mockApi } from '../../test/fetch-mock.ts';
import { renderApp } from '../../test/render-app.tsx';

const ENDPOINT: WebhookEndpoint = {
  id: 7,
  url: 'https://crm.example.com/folio',
  description: 'Pipedrive',
  events: ['presentation.viewed'],
  enabled: true,
  disabled_at: null,
  company_id: null,
  team_name: null,
  created_at: '2026-03-02T09:00:00Z',
};
const DELIVERY: WebhookDelivery = {
  id: 3,
  event_id: 'evt_1',
  event_type: 'presentation.viewed',
  status: 'succeeded',
  attempts: 1,
  response_status: 200,
  duration_ms: 42,
  error: null,
  created_at: '2026-03-02T09:05:00Z',
  delivered_at: '2026-03-02T09:05:00Z',
  next_attempt_at: null,
};
const team = {
  id: 5,
  name: 'Harbor Realty',
  is_admin: true,
  has_dashboard_access: true,
  is_company_pays: true,
  is_billing_admin: true,
};

async function openSection(routes: Parameters<typeof mockApi>[0], user = buildUser()) {
  const api = mockApi({
    'GET /api/user': { body: user },
    'GET /api/feature-flags': { body: buildFlags() },
    'GET /api/announcement/': { body: { count: 0, next: null, previous: null, results: [] } },
    'GET /api/rollout': { body: [] },
    ...routes,
  });
  const app = renderApp('/settings/integration');
  const section = await screen.findByRole('region', { name: 'Webhooks' });
  return { ...app, api, section };
}

describe('settings: webhooks', () => {
  it('shows the empty state', async () => {
    const { section } = await openSection({ 'GET /api/webhooks': { body: [] } });
    expect(await within(section).findByText(WEBHOOK_TEXTS.empty)).toBeInTheDocument();
  });

  it("adds a team's endpoint with the chosen events, shows its secret, and shows the server's URL error", async () => {
    let endpoints: WebhookEndpoint[] = [];
    let tries = 0;
    const { user, api, section } = await openSection(
      {
        'GET /api/webhooks': () => ({ body: endpoints }),
        'POST /api/webhooks': () => {
          tries += 1;
          if (tries === 1) return { status: 400, body: { url: [WEBHOOK_TEXTS.urlHttps] } };
          endpoints = [{ ...ENDPOINT, company_id: 5, team_name: 'Harbor Realty' }];
          return { status: 201, body: { ...endpoints[0], secret: 'whsec_abc' } };
        },
      },
      buildUser({ companies: [team] }),
    );
    await user.click(await within(section).findByRole('button', { name: WEBHOOK_TEXTS.add }));
    const dialog = await screen.findByRole('dialog', { name: 'Add webhook endpoint' });
    await user.type(within(dialog).getByLabelText('Endpoint URL'), 'http://crm.example.com/folio');
    await user.click(within(dialog).getByRole('checkbox', { name: /Feedback received/ }));
    await user.click(within(dialog).getByRole('radio', { name: /For the team Harbor Realty/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Add endpoint' }));
    expect(await within(dialog).findByText(WEBHOOK_TEXTS.urlHttps)).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Endpoint URL'));
    await user.type(within(dialog).getByLabelText('Endpoint URL'), 'https://crm.example.com/folio');
    await user.click(within(dialog).getByRole('button', { name: 'Add endpoint' }));
    const shown = await screen.findByRole('dialog', { name: 'Your signing secret' });
    expect(within(shown).getByLabelText('Signing secret')).toHaveValue('whsec_abc');
    expect(api.calls.filter((c) => c.method === 'POST').at(-1)?.body).toEqual({
      url: 'https://crm.example.com/folio',
      events: ['presentation.viewed', 'feedback.received'],
      description: '',
      company_id: 5,
    });
    await user.click(within(shown).getByRole('button', { name: 'Done' }));
    expect(await within(section).findByText(/For the team Harbor Realty/)).toBeInTheDocument();
  });

  it('sends a test event and shows the delivery log with status codes', async () => {
    const { user, section } = await openSection({
      'GET /api/webhooks': { body: [ENDPOINT] },
      'POST /api/webhooks/7/test': { body: { ...DELIVERY, id: 4, event_type: 'ping' } },
      'GET /api/webhooks/7/deliveries': {
        body: { count: 1, next: null, previous: null, results: [DELIVERY] },
      },
    });
    await user.click(await within(section).findByRole('button', { name: 'Send test event' }));
    expect(await screen.findByText(WEBHOOK_TEXTS.testSent(200))).toBeInTheDocument();
    const log = await within(section).findByRole('list', { name: 'Deliveries' });
    expect(within(log).getByText('presentation.viewed')).toBeInTheDocument();
    expect(within(log).getByText(/Delivered · 200/)).toBeInTheDocument();
  });

  it('deletes an endpoint after confirming', async () => {
    let endpoints = [ENDPOINT];
    const { user, section } = await openSection({
      'GET /api/webhooks': () => ({ body: endpoints }),
      'DELETE /api/webhooks/7': () => {
        endpoints = [];
        return { status: 204 };
      },
    });
    await user.click(await within(section).findByRole('button', { name: 'Delete Pipedrive' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this webhook endpoint?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete endpoint' }));
    expect(await within(section).findByText(WEBHOOK_TEXTS.empty)).toBeInTheDocument();
  });
});
