import { MESSAGES, RECIPIENT_EMAILS_TEXTS as TEXTS } from '@folio/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildFlags } from '../../test/factories.ts';
import { mockApi, type Reply, signedOut } from '../../test/fetch-mock.ts';
import { renderApp } from '../../test/render-app.tsx';

const HASH = 'a'.repeat(40);
const STOP = `POST /api/client/presentations/${HASH}/disable`;

function setup(reply: Reply) {
  const api = mockApi({
    'GET /api/user': signedOut,
    'GET /api/feature-flags': { body: buildFlags() },
    [STOP]: reply,
  });
  return { api, app: renderApp(`/c/stop/${HASH}`) };
}

describe('the page the e-mails’ footer link opens', () => {
  it('stops the e-mails only when the recipient confirms, then says so with the title', async () => {
    const { api, app } = setup({
      body: { title: 'Ocean View Villa', emails_stopped_at: '2026-03-02T09:00:00.000Z' },
    });
    const confirm = await screen.findByRole('button', { name: TEXTS.confirm });
    expect(screen.getByRole('heading', { name: TEXTS.pageTitle })).toBeInTheDocument();
    expect(api.calls.filter((c) => `${c.method} ${c.path}` === STOP)).toHaveLength(0);
    await app.user.click(confirm);
    expect(await screen.findByRole('status')).toHaveTextContent(TEXTS.stopped('Ocean View Villa'));
    expect(api.calls.filter((c) => `${c.method} ${c.path}` === STOP)).toHaveLength(1);
  });

  it('says the link is no longer available when the server does not know it', async () => {
    const { app } = setup({ status: 404, body: { detail: MESSAGES.notFound } });
    await app.user.click(await screen.findByRole('button', { name: TEXTS.confirm }));
    expect(await screen.findByRole('alert')).toHaveTextContent(TEXTS.notFound);
    expect(screen.queryByRole('button', { name: TEXTS.confirm })).not.toBeInTheDocument();
  });
});
