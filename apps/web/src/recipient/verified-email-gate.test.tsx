import { LINK_VERIFICATION_TEXTS as TEXTS } from '@folio/shared';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { mockApi } from '../test/fetch-mock.ts';
import { renderApp } from '../test/render-app.tsx';
import { gatedView, HASH, openView } from './recipient.test-utils.ts';

const VIEW = `GET /api/client/presentations/${HASH}`;
const UNLOCK = `POST /api/client/presentations/${HASH}/unlock`;
const CODE = `POST /api/client/presentations/${HASH}/verification-code`;

afterEach(() => sessionStorage.clear());

describe('recipient page: verified e-mail gate', { timeout: 90_000 }, () => {
  it('sends a code to the address typed, then opens with the code', async () => {
    const api = mockApi({
      [VIEW]: { body: gatedView({ verify_email: true }) },
      [CODE]: { status: 202, body: { detail: TEXTS.codeSent('jo@example.com'), email: 'jo@example.com' } },
      [UNLOCK]: ({ body }) =>
        (body as { code: string }).code === '482913'
          ? { body: openView() }
          : { status: 400, body: { code: [TEXTS.codeWrong] } },
    });
    const { user } = renderApp(`/c/p/${HASH}`);
    // The gate card is a lazy chunk: a busy machine may take a while to load it.
    expect(
      await screen.findByText('We will e-mail you a code to confirm it is yours.', {}, { timeout: 30_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'View presentation' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(screen.getByText('Invalid Email')).toBeInTheDocument();
    expect(api.bodyOf(CODE)).toBeUndefined();

    await user.type(screen.getByLabelText('Email'), 'Jo@Example.com{Enter}');
    expect(await screen.findByText(TEXTS.codeSent('jo@example.com'))).toBeInTheDocument();
    expect(api.bodyOf(CODE)).toEqual({ email: 'Jo@Example.com' });
    await user.type(screen.getByLabelText('Code'), '111111');
    await user.click(screen.getByRole('button', { name: 'View presentation' }));
    expect(await screen.findByText(TEXTS.codeWrong)).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Code'));
    await user.type(screen.getByLabelText('Code'), '482 913');
    await user.click(screen.getByRole('button', { name: 'View presentation' }));
    expect(await screen.findByText('Three bedrooms by the park.')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.path.endsWith('/unlock')).at(-1)?.body).toEqual({
      email: 'jo@example.com',
      code: '482913',
    });
  });

  it('says clearly when the address is refused or too many codes were asked for, and lets the viewer start over', async () => {
    let answer: { status: number; body: object } = { status: 403, body: { detail: TEXTS.refused } };
    mockApi({
      [VIEW]: { body: gatedView({ verify_email: true }) },
      [CODE]: () => answer,
    });
    const { user } = renderApp(`/c/p/${HASH}`);
    await user.type(await screen.findByLabelText('Email', {}, { timeout: 30_000 }), 'rival@other.com');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText(TEXTS.refused)).toBeInTheDocument();
    answer = { status: 429, body: { detail: TEXTS.tooManyCodes } };
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText(TEXTS.tooManyCodes)).toBeInTheDocument();
    answer = { status: 202, body: { detail: '', email: 'rival@other.com' } };
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await user.click(await screen.findByRole('button', { name: 'Use another e-mail' }));
    expect(screen.getByLabelText('Email')).toHaveValue('rival@other.com');
  });

  it('asks no code of an address this browser proved, only the other gates', async () => {
    const api = mockApi({
      [VIEW]: { body: gatedView({ verify_email: true, verified_email: 'jo@example.com', password: true }) },
      [UNLOCK]: { body: openView() },
    });
    const { user } = renderApp(`/c/p/${HASH}`);
    expect(await screen.findByText('jo@example.com', {}, { timeout: 30_000 })).toBeInTheDocument();
    expect(screen.queryByLabelText('Code')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Password'), 'open sesame');
    await user.click(screen.getByRole('button', { name: 'View presentation' }));
    expect(await screen.findByText('Three bedrooms by the park.')).toBeInTheDocument();
    expect(api.bodyOf(UNLOCK)).toEqual({ email: 'jo@example.com', password: 'open sesame' });
  });
});
