import { API_KEY_TEXTS, type ApiKey } from '@folio/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildFlags, buildUser } from '../../test/factories.ts';
import { mockApi } from '../../test/fetch-mock.ts';
import { renderApp } from '../../test/render-app.tsx';

const KEY: ApiKey = {
  id: 4,
  name: 'CRM sync',
  prefix: 'folio_AbCdEf',
  created_at: '2026-03-02T09:00:00Z',
  last_used_at: null,
};
const WHOLE_KEY = `folio_AbCdEf${'x'.repeat(37)}`;

async function openSection(routes: Parameters<typeof mockApi>[0]) {
  const api = mockApi({
    'GET /api/user': { body: buildUser() },
    'GET /api/feature-flags': { body: buildFlags() },
    'GET /api/announcement/': { body: { count: 0, next: null, previous: null, results: [] } },
    ...routes,
  });
  const app = renderApp('/settings/integration');
  const section = await screen.findByRole('region', { name: 'API keys' });
  return { ...app, api, section };
}

describe('settings: API keys', () => {
  it('shows the empty state and a link to the API document', async () => {
    const { section } = await openSection({ 'GET /api/rollout': { body: [] } });
    expect(await within(section).findByText(/You have no API keys yet/)).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'API document' })).toHaveAttribute('href', '/api/docs');
  });

  it('creates a key, shows it once with Copy, then lists it without the key', async () => {
    let keys: ApiKey[] = [];
    const { user, api, section } = await openSection({
      'GET /api/rollout': () => ({ body: keys }),
      'POST /api/rollout': () => {
        keys = [KEY];
        return { status: 201, body: { ...KEY, rollout_key: WHOLE_KEY } };
      },
    });
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(within(section).getByRole('button', { name: 'Create API key' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create API key' });
    await user.click(within(dialog).getByRole('button', { name: 'Create key' }));
    expect(within(dialog).getByText(API_KEY_TEXTS.nameRequired)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Key name'), 'CRM sync');
    await user.click(within(dialog).getByRole('button', { name: 'Create key' }));
    const shown = await screen.findByRole('dialog', { name: 'Your new API key' });
    expect(api.bodyOf('POST /api/rollout')).toEqual({ name: 'CRM sync' });
    expect(within(shown).getByText(/you won’t see it again/)).toBeInTheDocument();
    expect(within(shown).getByLabelText('New API key')).toHaveValue(WHOLE_KEY);
    await user.click(within(shown).getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith(WHOLE_KEY);
    await user.click(within(shown).getByRole('button', { name: 'Done' }));
    const list = await within(section).findByRole('list', { name: 'Your API keys' });
    expect(within(list).getByText('CRM sync')).toBeInTheDocument();
    expect(within(list).getByText(/folio_AbCdEf…/)).toBeInTheDocument();
    expect(within(list).getByText(/Never used/)).toBeInTheDocument();
    expect(screen.queryByDisplayValue(WHOLE_KEY)).not.toBeInTheDocument();
  });

  it('shows the server’s refusal of a name, and revokes a key after confirming', async () => {
    let keys: ApiKey[] = [{ ...KEY, last_used_at: new Date().toISOString() }];
    const { user, api, section } = await openSection({
      'GET /api/rollout': () => ({ body: keys }),
      'POST /api/rollout': { status: 400, body: { non_field_errors: [API_KEY_TEXTS.tooMany] } },
      'DELETE /api/rollout/4': () => {
        keys = [];
        return { status: 204 };
      },
    });
    expect(await within(section).findByText(/Last used just now/)).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Create API key' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create API key' });
    await user.type(within(dialog).getByLabelText('Key name'), 'One more');
    await user.click(within(dialog).getByRole('button', { name: 'Create key' }));
    expect(await within(dialog).findByText(API_KEY_TEXTS.tooMany)).toBeInTheDocument();
    await user.keyboard('{Escape}');

    await user.click(within(section).getByRole('button', { name: 'Revoke CRM sync' }));
    const confirm = await screen.findByRole('dialog', { name: 'Revoke this API key?' });
    await user.click(within(confirm).getByRole('button', { name: 'Revoke key' }));
    expect(await within(section).findByText(/You have no API keys yet/)).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'DELETE' && c.path === '/api/rollout/4')).toBe(true);
  });

  it('offers to try again when the list cannot be loaded', async () => {
    const { section } = await openSection({ 'GET /api/rollout': { status: 500, body: { detail: 'x' } } });
    expect(await within(section).findByText('Your API keys could not be loaded.')).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
