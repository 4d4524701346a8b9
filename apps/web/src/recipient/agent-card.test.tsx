import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { mockApi, signedOut } from '../test/fetch-mock.ts';
import { renderApp } from '../test/render-app.tsx';
import { buildClientPresentation, gatedView, HASH, openView } from './recipient.test-utils.ts';

const VIEW = `GET /api/client/presentations/${HASH}`;
const UNLOCK = `POST /api/client/presentations/${HASH}/unlock`;

afterEach(() => sessionStorage.clear());

const hrefs = (scope: HTMLElement) =>
  within(scope)
    .getAllByRole('link')
    .map((link) => [link.getAttribute('aria-label') ?? link.textContent, link.getAttribute('href')]);

describe('the agent card and the dock', () => {
  it('ends the page with the agent’s card: name, company, call, text and e-mail', async () => {
    mockApi({ [VIEW]: { body: openView() } });
    renderApp(`/c/p/${HASH}`);
    const card = await screen.findByRole('region', { name: 'Ada Agent' });
    expect(within(card).getByText('Harbor Realty')).toBeInTheDocument();
    expect(hrefs(card)).toEqual([
      ['Call Ada Agent', 'tel:+15550100200'],
      ['Text Ada Agent', 'sms:+15550100200'],
      ['Email Ada Agent', 'mailto:ada@example.com'],
    ]);
  });

  it('offers only what the agent filled in', async () => {
    const agent = { ...buildClientPresentation().agent, phone: null, company: null };
    mockApi({ [VIEW]: { body: openView({ agent }) } });
    renderApp(`/c/p/${HASH}`);
    const card = await screen.findByRole('region', { name: 'Ada Agent' });
    expect(within(card).queryByText('Harbor Realty')).not.toBeInTheDocument();
    expect(hrefs(card)).toEqual([['Email Ada Agent', 'mailto:ada@example.com']]);
    const dock = screen.getByRole('complementary', { name: 'Agent and actions' });
    expect(within(dock).queryByRole('link', { name: 'Call Ada Agent' })).not.toBeInTheDocument();
  });

  it('keeps a compact bar in reach: the agent (leading to the card), contacts, forward and feedback', async () => {
    mockApi({ [VIEW]: { body: openView() } });
    renderApp(`/c/p/${HASH}`);
    const dock = await screen.findByRole('complementary', { name: 'Agent and actions' });
    expect(within(dock).getByRole('link', { name: /Ada Agent Harbor Realty/ })).toHaveAttribute(
      'href',
      '#agent-card',
    );
    expect(within(dock).getByRole('link', { name: 'Call Ada Agent' })).toHaveAttribute(
      'href',
      'tel:+15550100200',
    );
    expect(within(dock).getByRole('button', { name: 'Forward' })).toBeInTheDocument();
    expect(within(dock).getByRole('button', { name: 'Give feedback' })).toBeInTheDocument();
    expect(document.getElementById('agent-card')).toBe(screen.getByRole('region', { name: 'Ada Agent' }));
  });

  it('shows no agent before the gate is passed', async () => {
    mockApi({ [VIEW]: { body: gatedView({ require_email: true }) } });
    renderApp(`/c/p/${HASH}`);
    await screen.findByRole('button', { name: 'View presentation' });
    expect(screen.queryByRole('complementary', { name: 'Agent and actions' })).not.toBeInTheDocument();
    expect(screen.queryByText('Harbor Realty')).not.toBeInTheDocument();
  });
});

describe('the feedback form of a known recipient', () => {
  const openFeedback = async (user: ReturnType<typeof renderApp>['user']) => {
    await user.click(await screen.findByRole('button', { name: 'Give feedback' }));
    return screen.findByRole('dialog', { name: 'Give Ada Agent feedback' });
  };

  it('starts with the name and e-mail the link was sent to', async () => {
    mockApi({
      [VIEW]: { body: openView({ recipient: { name: 'Jane Buyer', email: 'jane@example.com' } }) },
      'GET /api/user': signedOut,
    });
    const { user } = renderApp(`/c/p/${HASH}`);
    const dialog = await openFeedback(user);
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Jane Buyer');
    expect(within(dialog).getByLabelText('Email')).toHaveValue('jane@example.com');
    expect(within(dialog).getByLabelText('Email')).not.toHaveAttribute('readonly');
  });

  it('starts with the e-mail given at the gate, after a reload too', async () => {
    mockApi({
      [VIEW]: { body: gatedView({ require_email: true }) },
      [UNLOCK]: { body: openView() },
      'GET /api/user': signedOut,
    });
    const first = renderApp(`/c/p/${HASH}`);
    await first.user.type(await screen.findByLabelText('Email'), 'client@example.com');
    await first.user.click(screen.getByRole('button', { name: 'View presentation' }));
    expect(within(await openFeedback(first.user)).getByLabelText('Email')).toHaveValue('client@example.com');
    first.unmount();

    // The reload resumes the session (its kept view token): no gate, and the e-mail is still known.
    mockApi({ [VIEW]: { body: openView() }, 'GET /api/user': signedOut });
    const again = renderApp(`/c/p/${HASH}`);
    expect(within(await openFeedback(again.user)).getByLabelText('Email')).toHaveValue('client@example.com');
  });
});
