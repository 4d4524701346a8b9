import { SESSION_HINT_COOKIE } from '@folio/shared';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { signedInViewer } from '../../recipient/client-api.ts';
import { buildFlags } from '../../test/factories.ts';
import { mockApi, signedOut } from '../../test/fetch-mock.ts';
import { renderApp } from '../../test/render-app.tsx';

const userCalls = (calls: { path: string }[]) => calls.filter((c) => c.path === '/api/user');

describe('a visitor without a session', () => {
  beforeEach(() => {
    // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API
    document.cookie = `${SESSION_HINT_COOKIE}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  });

  it.each([
    ['/login', 'Email Address'],
    ['/sign-up', 'Email Address'],
    ['/forgot-password', 'Email Address'],
  ])('opens %s without asking GET /api/user (no 401 in the console)', async (path, label) => {
    const api = mockApi({
      'GET /api/user': signedOut,
      'GET /api/feature-flags': { body: buildFlags() },
      'GET /api/announcement/': { body: { count: 0, next: null, previous: null, results: [] } },
    });
    renderApp(path);
    expect(await screen.findByLabelText(label)).toBeInTheDocument();
    expect(userCalls(api.calls)).toEqual([]);
  });

  it('is no signed-in viewer on a recipient page, without a call', async () => {
    const api = mockApi({ 'GET /api/user': signedOut });
    expect(await signedInViewer()).toBeNull();
    expect(userCalls(api.calls)).toEqual([]);
  });
});
