import type { ImportProviders } from '@folio/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../app/query-client.ts';
import { buildFlags, buildUser } from '../../../test/factories.ts';
import { mockApi } from '../../../test/fetch-mock.ts';
import { StorageSection } from './storage-section.tsx';

const ALL: ImportProviders = {
  dropbox: { app_key: 'k' },
  box: { client_id: 'box-client' },
  google_drive: null,
  unsplash: false,
};

function setup(providers: ImportProviders, connections: unknown[]) {
  let list = connections;
  const api = mockApi({
    'GET /api/user': { body: buildUser() },
    'GET /api/feature-flags': { body: buildFlags() },
    'GET /api/imports/providers': { body: providers },
    'GET /api/integrations/storage': () => ({ body: list }),
    'DELETE /api/integrations/storage/box': () => {
      list = [];
      return { status: 204 };
    },
  });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <StorageSection />
    </QueryClientProvider>,
  );
  return { api, user: userEvent.setup() };
}

describe('Settings → Integrations, Cloud storage', () => {
  it('connects Box on the server, and says Dropbox needs no connection', async () => {
    setup(ALL, []);
    expect(await screen.findByRole('heading', { name: 'Cloud storage' })).toBeInTheDocument();
    const connect = await screen.findByRole('link', { name: 'Connect Box' });
    expect(connect).toHaveAttribute(
      'href',
      '/api/integrations/box/connect?return_to=%2Fsettings%2Fintegration',
    );
    expect(
      screen.getByText('No connection needed — you pick files in their own window.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Google Drive')).not.toBeInTheDocument();
  });

  it('shows the connected account and disconnects it', async () => {
    const { api, user } = setup(ALL, [
      { provider: 'box', account_label: 'ann@box.test', connected_at: '2026-03-02T09:00:00Z' },
    ]);
    expect(await screen.findByText('Connected as ann@box.test')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Disconnect Box' }));
    expect(await screen.findByRole('link', { name: 'Connect Box' })).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'DELETE')).toBe(true);
  });

  it('says so when no storage is set up', async () => {
    setup({ dropbox: null, box: null, google_drive: null, unsplash: false }, []);
    await waitFor(() =>
      expect(screen.getByText('No cloud storage is set up on this server.')).toBeInTheDocument(),
    );
  });
});
