import { INSIGHTS_TEXTS } from '@folio/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatAbsolute } from '../../lib/time.ts';
import { buildUser } from '../../test/factories.ts';
import { renderApp } from '../../test/render-app.tsx';
import { pageOf } from '../presentations/factories.test-utils.ts';
import { fakeServer } from '../presentations/fake-server.test-utils.ts';
import {
  ANONYMOUS_KEY,
  buildActivity,
  buildDuration,
  buildInsights,
  buildViewer,
  buildViewerInsights,
  VIEWER_KEY,
} from './insights.test-utils.ts';

const premiumRequired = {
  status: 403,
  body: { detail: INSIGHTS_TEXTS.premiumRequired, code: 'premium_required' },
};
const absolute = (iso: string) => formatAbsolute(new Date(iso));
const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();

describe('/insights (spec §2 insights list)', () => {
  it('lists shared presentations with rounded seconds and spec times, and the recent activity', async () => {
    fakeServer({
      extra: {
        'GET /api/presentation-activity/view-duration': {
          body: pageOf([
            buildDuration({ last_view: minutesAgo(5) }),
            buildDuration({
              presentation: {
                id: 2,
                title: 'Locked villa',
                type: 'presentation',
                share_date: '2026-02-01T10:00:00Z',
              },
              views: 9,
              total_seconds: 3600,
              insights_locked: true,
            }),
          ]),
        },
        'GET /api/activities': {
          body: pageOf([
            buildActivity(),
            buildActivity({
              type: 'feedback',
              id: 'feedback-8',
              comment: '<b>bold</b> idea',
              emoji: 'thumbsup',
              total_seconds: null,
            }),
          ]),
        },
      },
    });
    renderApp('/insights');
    const table = await screen.findByRole('table', { name: 'Shared presentations and documents' });
    const [, first, second] = within(table).getAllByRole('row');
    const row = within(first as HTMLElement);
    expect(row.getByRole('link', { name: 'Harbour loft' })).toHaveAttribute('href', '/insights/1');
    expect(row.getByText('187 s')).toBeInTheDocument();
    expect(row.getByText('62 s')).toBeInTheDocument();
    expect(row.getByText('5 minutes ago')).toBeInTheDocument();
    expect(row.getByText(`Presentation · shared ${absolute('2026-03-01T16:00:00Z')}`)).toBeInTheDocument();
    expect(within(second as HTMLElement).getByText('3,600 s')).toBeInTheDocument();
    expect(within(second as HTMLElement).getByText('Premium')).toBeInTheDocument();

    const activity = await screen.findByRole('region', { name: 'Recent activity' });
    expect(within(activity).getByText(/viewed “Harbour loft” for 95 s/)).toBeInTheDocument();
    expect(within(activity).getAllByRole('link', { name: 'Grace Hopper' })[0]).toHaveAttribute(
      'href',
      `/insights/1/${VIEWER_KEY}`,
    );
    expect(within(activity).getByText('<b>bold</b> idea')).toBeInTheDocument();
    expect(within(activity).getByRole('img', { name: 'Thumbs up' })).toBeInTheDocument();
    expect(within(activity).getAllByText(absolute('2026-03-02T17:00:00Z'))).toHaveLength(2);
  });

  it('tells a free user how many presentations their insights cover, with the upgrade prompt', async () => {
    fakeServer({
      user: buildUser({ role: 'free_agent', remaining_presentation_insights_free_user: 3 }),
      extra: {
        'GET /api/presentation-activity/view-duration': { body: pageOf([]) },
        'GET /api/activities': { body: pageOf([]) },
      },
    });
    const app = renderApp('/insights');
    expect(await screen.findByText('3 shared presentations')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Nothing shared yet' })).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Upgrade' }));
    expect(await screen.findByRole('dialog', { name: 'Upgrade to Premium' })).toBeInTheDocument();
  });
});

describe('/insights/{id} (spec §2 insights of one presentation)', () => {
  it('shows totals in rounded seconds, the charts and the viewers linking to their pages', async () => {
    fakeServer({ extra: { 'GET /api/presentation-insights/1': { body: buildInsights() } } });
    renderApp('/insights/1');
    expect(await screen.findByRole('heading', { name: 'Harbour loft', level: 1 })).toBeInTheDocument();
    const stat = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;
    expect(stat('Views')).toHaveTextContent('3');
    expect(stat('Unique viewers')).toHaveTextContent('2');
    expect(stat('Total time')).toHaveTextContent('187 s');
    expect(stat('Average time')).toHaveTextContent('62 s');
    expect(stat('Completion')).toHaveTextContent('50%');

    const bars = await screen.findByRole('list', { name: 'Time per asset and page' });
    expect(
      within(bars)
        .getAllByRole('listitem')
        .map((li) => li.getAttribute('aria-label')),
    ).toEqual([
      'Cover: 7 s',
      'Floor plan · Page 1: 90 s, 3 views',
      'Floor plan · Page 2: 60 s, 2 views',
      'Street view: 30 s, 1 view',
      'Closing message: 4 s',
    ]);
    expect(
      screen.getByRole('img', { name: '3 views from 03/01 to 03/03, at most 2 views a day' }),
    ).toBeInTheDocument();

    const viewers = screen.getByRole('table', { name: 'Viewers' });
    const rows = within(viewers).getAllByRole('row').slice(1);
    const grace = within(rows[0] as HTMLElement);
    expect(grace.getByRole('link', { name: 'Grace Hopper' })).toHaveAttribute(
      'href',
      `/insights/1/${VIEWER_KEY}`,
    );
    expect(grace.getByText('125 s')).toBeInTheDocument();
    expect(grace.getByText(absolute('2026-03-02T17:05:00Z'))).toBeInTheDocument();
    expect(grace.getByText('Alan Turing')).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByRole('link', { name: 'Anonymous viewer' })).toHaveAttribute(
      'href',
      `/insights/1/${ANONYMOUS_KEY}`,
    );
  });

  it("says 'This presentation has not been shared with any recipients yet' without viewers", async () => {
    fakeServer({
      extra: {
        'GET /api/presentation-insights/1': {
          body: buildInsights({ views: 0, unique_viewers: 0, views_over_time: [], viewers: pageOf([]) }),
        },
      },
    });
    renderApp('/insights/1');
    expect(
      await screen.findByText('This presentation has not been shared with any recipients yet'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows the upgrade prompt when the free allowance does not cover the presentation', async () => {
    fakeServer({
      user: buildUser({ role: 'free_agent' }),
      extra: { 'GET /api/presentation-insights/2': premiumRequired },
    });
    const app = renderApp('/insights/2');
    expect(await screen.findByText(INSIGHTS_TEXTS.premiumRequired)).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Upgrade' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upgrade to Premium' });
    expect(within(dialog).getByRole('link', { name: 'Upgrade' })).toHaveAttribute('href', '/payment');
  });
});

describe('/insights/{id}/{viewerKey} (spec §2 one user’s insights)', () => {
  it('shows sessions with pages in order and seconds, forwards, and feedback as inert text', async () => {
    const payload = '<img src=x onerror="window.hacked=1"><script>window.hacked=1</script>';
    fakeServer({
      extra: {
        [`GET /api/presentation-insights/1/user/${VIEWER_KEY}`]: {
          body: buildViewerInsights({
            feedback: [{ ...buildViewerInsights().feedback[0], comment: payload } as never],
          }),
        },
      },
    });
    renderApp(`/insights/1/${VIEWER_KEY}`);
    expect(await screen.findByRole('heading', { name: 'Grace Hopper', level: 1 })).toBeInTheDocument();
    const pages = screen.getByRole('list', { name: 'Pages in the order viewed' });
    expect(
      within(pages)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['1.Floor plan · Page 160 s', '2.Floor plan · Page 230 s']);
    const own = screen.getByRole('list', { name: 'Cover and closing message' });
    expect(
      within(own)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Cover5 s', 'Closing message3 s']);
    expect(screen.getByText(absolute('2026-03-02T17:00:00Z'))).toBeInTheDocument();
    expect(screen.getByText('95 s')).toBeInTheDocument();
    expect(screen.getByText(/Phone · Grace/)).toBeInTheDocument();

    const feedback = screen.getByRole('region', { name: 'Feedback' });
    expect(within(feedback).getByText(payload)).toBeInTheDocument();
    expect(within(feedback).getByRole('img', { name: 'Love' })).toHaveTextContent('😍');
    expect(document.querySelector('img[src="x"], script:not([src])')).toBeNull();
    expect((window as { hacked?: number }).hacked).toBeUndefined();
    expect(
      within(screen.getByRole('region', { name: 'Forwarded to' })).getByText(/Alan Turing/),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Add an email to this viewer')).not.toBeInTheDocument();
  });

  it('adds an e-mail to an anonymous viewer and opens the viewer it became', async () => {
    const anonymous = buildViewer({ key: ANONYMOUS_KEY, name: null, email: null });
    const named = buildViewer({ email: 'ada@example.com', name: null });
    const { api } = fakeServer({
      extra: {
        [`GET /api/presentation-insights/1/user/${ANONYMOUS_KEY}`]: {
          body: buildViewerInsights({ viewer: anonymous, feedback: [], forwards: [] }),
        },
        [`POST /api/presentation-insights/1/user/${ANONYMOUS_KEY}/add-email`]: ({ body }) =>
          (body as { email: string }).email === 'ada@example.com'
            ? { body: buildViewerInsights({ viewer: named }) }
            : { status: 400, body: { email: [INSIGHTS_TEXTS.viewerHasEmail] } },
      },
    });
    const app = renderApp(`/insights/1/${ANONYMOUS_KEY}`);
    expect(await screen.findByRole('heading', { name: 'Anonymous viewer', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('No feedback from this viewer.')).toBeInTheDocument();
    const field = screen.getByLabelText('Add an email to this viewer');
    await app.user.click(screen.getByRole('button', { name: 'Add email' }));
    expect(await screen.findByText(INSIGHTS_TEXTS.emailRequired)).toBeInTheDocument();
    await app.user.type(field, 'not-an-email');
    await app.user.click(screen.getByRole('button', { name: 'Add email' }));
    expect(await screen.findByText(INSIGHTS_TEXTS.emailInvalid)).toBeInTheDocument();
    await app.user.clear(field);
    await app.user.type(field, ' Ada@Example.com ');
    await app.user.click(screen.getByRole('button', { name: 'Add email' }));
    await waitFor(() => expect(app.location()).toBe(`/insights/1/${VIEWER_KEY}`));
    expect(api.bodyOf(`POST /api/presentation-insights/1/user/${ANONYMOUS_KEY}/add-email`)).toEqual({
      email: 'ada@example.com',
    });
    expect(await screen.findByRole('heading', { name: 'ada@example.com', level: 1 })).toBeInTheDocument();
  });
});
