import { DATA_RIGHTS_TEXTS, type DataExport } from '@folio/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildFlags, buildUser } from '../../test/factories.ts';
import { type Handler, mockApi } from '../../test/fetch-mock.ts';
import { renderApp } from '../../test/render-app.tsx';

const EXPORT: DataExport = {
  id: 7,
  status: 'queued',
  percentage: 0,
  size_bytes: null,
  created_at: '2026-03-02T09:00:00Z',
  finished_at: null,
  expires_at: null,
  download_url: null,
};

async function openTab(routes: Record<string, Handler | object>, path = '/settings/your-data') {
  const api = mockApi({
    'GET /api/user': { body: buildUser({ email: 'dana@example.com' }) },
    'GET /api/feature-flags': { body: buildFlags() },
    'GET /api/announcement/': { body: { count: 0, next: null, previous: null, results: [] } },
    'GET /api/user/social-accounts': { body: { results: [], has_password: true } },
    ...routes,
  });
  const app = renderApp(path);
  const download = await screen.findByRole('region', { name: 'Download your data' });
  const remove = screen.getByRole('region', { name: 'Delete account' });
  return { ...app, api, download, remove };
}

describe('settings: your data', () => {
  it('requests an export, shows its progress, then the zip to download', async () => {
    let latest: DataExport | null = null;
    const { user, download } = await openTab({
      'GET /api/account/data-export': () => ({ body: { latest, next_request_at: null } }),
      'POST /api/account/data-export': () => {
        latest = { ...EXPORT, status: 'running', percentage: 40 };
        return { status: 202, body: latest };
      },
    });
    await user.click(await within(download).findByRole('button', { name: 'Request my data' }));
    expect(await within(download).findByRole('progressbar', { name: 'Preparing your data' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    expect(await screen.findByText(DATA_RIGHTS_TEXTS.exportRequested)).toBeInTheDocument();
    expect(within(download).getByRole('button', { name: 'Request a new export' })).toBeDisabled();
  });

  it('offers the signed download of a ready export, and says when the next may be requested', async () => {
    const url = 'http://folio.test/api/account/data-export/7/download?expires=1900000000&signature=abc';
    const { download } = await openTab({
      'GET /api/account/data-export': {
        body: {
          latest: {
            ...EXPORT,
            status: 'ready',
            percentage: 100,
            size_bytes: 3_145_728,
            expires_at: '2026-03-03T09:00:00Z',
            download_url: url,
          },
          next_request_at: '2026-03-02T10:00:00Z',
        },
      },
    });
    const link = await within(download).findByRole('link', { name: 'Download zip' });
    expect(link).toHaveAttribute(
      'href',
      '/api/account/data-export/7/download?expires=1900000000&signature=abc',
    );
    expect(within(download).getByText(/3\.0 MB/)).toBeInTheDocument();
    expect(within(download).getByText(/You can request another export after/)).toBeInTheDocument();
  });

  it('deletes the account with the password, and says why not when a team needs the user', async () => {
    let answer: { status: number; body?: object } = {
      status: 400,
      body: { password: [DATA_RIGHTS_TEXTS.wrongPassword] },
    };
    const { user, api, remove } = await openTab({
      'GET /api/account/data-export': { body: { latest: null, next_request_at: null } },
      'POST /api/account/delete': () => answer,
      'GET /api/auth/providers': { body: { google: null, facebook: null } },
    });
    expect(within(remove).getByText('dana@example.com')).toBeInTheDocument();
    await user.click(within(remove).getByRole('button', { name: 'Delete my account' }));
    expect(within(remove).getByText(DATA_RIGHTS_TEXTS.passwordRequired)).toBeInTheDocument();

    await user.type(within(remove).getByLabelText('Enter your password to confirm'), 'nope');
    await user.click(within(remove).getByRole('button', { name: 'Delete my account' }));
    expect(await within(remove).findByText(DATA_RIGHTS_TEXTS.wrongPassword)).toBeInTheDocument();

    answer = { status: 409, body: { detail: DATA_RIGHTS_TEXTS.teamPayer('Bay Realty'), code: 'team_payer' } };
    await user.click(within(remove).getByRole('button', { name: 'Delete my account' }));
    expect(await within(remove).findByText(DATA_RIGHTS_TEXTS.teamPayer('Bay Realty'))).toBeInTheDocument();

    answer = { status: 204 };
    await user.click(within(remove).getByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByText(DATA_RIGHTS_TEXTS.deleted)).toBeInTheDocument();
    expect(api.bodyOf('POST /api/account/delete')).toEqual({ password: 'nope' });
    expect(await screen.findByRole('heading', { name: /log in/i })).toBeInTheDocument();
  });
});
