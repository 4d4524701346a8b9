import { AGREEMENT_TEXTS } from '@folio/shared';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { mockApi } from '../test/fetch-mock.ts';
import { renderApp } from '../test/render-app.tsx';
import { gatedView, HASH, openView } from './recipient.test-utils.ts';

const VIEW = `GET /api/client/presentations/${HASH}`;
const UNLOCK = `POST /api/client/presentations/${HASH}/unlock`;
const closed = (code: 'link_expired' | 'link_exhausted') => ({
  status: 410,
  body: {
    detail: 'This link has expired.',
    code,
    sender: {
      first_name: 'Ada',
      last_name: 'Agent',
      show_white_label: true,
      primary_color: null,
      hide_header: false,
    },
  },
});

afterEach(() => sessionStorage.clear());

describe('an expired or used-up link (link-limits)', () => {
  it('shows its own page in the sender’s name, not a 404', async () => {
    mockApi({ [VIEW]: closed('link_expired') });
    renderApp(`/c/p/${HASH}/maple-street`);
    expect(await screen.findByRole('heading', { name: 'This link has expired' })).toBeInTheDocument();
    expect(
      screen.getByText('This link from Ada Agent has expired. Ask them for a new one.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('404')).not.toBeInTheDocument();
    expect(within(screen.getByTestId('recipient-header')).getByText('Ada Agent')).toBeInTheDocument();
  });

  it('says when it was viewed as many times as allowed', async () => {
    mockApi({ [VIEW]: closed('link_exhausted') });
    renderApp(`/c/p/${HASH}`);
    expect(
      await screen.findByText(
        'This link from Ada Agent has been viewed as many times as allowed. Ask them for a new one.',
      ),
    ).toBeInTheDocument();
  });
});

describe('the agreement gate (link-agreements)', () => {
  it('shows the text and asks for name, e-mail and acceptance before the content', async () => {
    const api = mockApi({
      [VIEW]: { body: gatedView({ agreement: { id: 7, text: 'Keep the price confidential.' } }) },
      [UNLOCK]: { body: openView() },
    });
    const { user } = renderApp(`/c/p/${HASH}`);
    expect(await screen.findByLabelText('Agreement text')).toHaveValue('Keep the price confidential.');
    await user.click(screen.getByRole('button', { name: 'View presentation' }));
    expect(screen.getByText(AGREEMENT_TEXTS.nameRequired)).toBeInTheDocument();
    expect(screen.getByText(AGREEMENT_TEXTS.mustAccept)).toBeInTheDocument();
    expect(api.bodyOf(UNLOCK)).toBeUndefined();
    await user.type(screen.getByLabelText('Your name'), 'Ann Lee');
    await user.type(screen.getByLabelText('Email'), 'ann@example.com');
    await user.click(screen.getByRole('checkbox', { name: 'I have read and accept this agreement' }));
    await user.click(screen.getByRole('button', { name: 'View presentation' }));
    expect(await screen.findByText('Three bedrooms by the park.')).toBeInTheDocument();
    expect(api.bodyOf(UNLOCK)).toEqual({
      email: 'ann@example.com',
      name: 'Ann Lee',
      agreement_id: 7,
      accept_agreement: true,
    });
  });
});
