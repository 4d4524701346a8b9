import {
  ENGAGEMENT_TEXTS,
  type EngagementLeads,
  type FollowUpDraft,
  type ForwardingGraph,
} from '@folio/shared';
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app.tsx';
import { fakeServer } from '../presentations/fake-server.test-utils.ts';
import { buildInsights, VIEWER_KEY } from './insights.test-utils.ts';

const ANN = 'a'.repeat(32);
const BEN = 'b'.repeat(32);
const CY = 'c'.repeat(32);
const NOBODY = 'd'.repeat(32);

const lead = (overrides: Partial<EngagementLeads['results'][number]>) => ({
  key: VIEWER_KEY,
  name: 'Grace Hopper',
  email: 'grace@example.com',
  phone: null,
  score: 59,
  reason: 'Viewed 100% twice, 3 min, forwarded to 2',
  sessions: 2,
  total_seconds: 180,
  completion_percent: 100,
  forwards: 2,
  feedback_count: 0,
  last_view: '2026-03-02T17:05:00Z',
  ...overrides,
});
const leads: EngagementLeads = {
  results: [
    lead({ score: 82, reason: 'Viewed 90% twice, 12 min, forwarded to 2' }),
    lead({ key: NOBODY, name: null, email: null, score: 12, reason: 'Viewed 50% once, 40 s' }),
  ],
};
const node = (key: string, name: string, parent: string | null, depth: number, views: number) => ({
  key,
  name,
  email: `${name.split(' ')[0]!.toLowerCase()}@example.com`,
  parent_key: parent,
  depth,
  views,
  total_seconds: views * 60,
  last_view: views ? '2026-03-02T17:05:00Z' : null,
  forwarded_at: parent ? '2026-03-02T17:06:00Z' : null,
});
const graph: ForwardingGraph = {
  disable_forwarding: false,
  forwards_count: 2,
  nodes: [node(ANN, 'Ann Lee', null, 0, 2), node(BEN, 'Ben Ode', ANN, 1, 1), node(CY, 'Cy Park', BEN, 2, 0)],
};
/** The section is a lazy chunk behind the page's numbers: its first load takes a while on a busy machine. */
const lazily = { timeout: 20_000 };

const draft: FollowUpDraft = {
  to: 'grace@example.com',
  subject: 'Following up on Harbour loft',
  message: 'Hi Grace,\n\nI noticed you spent the most time on “Floor plan”.',
  sections: ['Floor plan'],
  drafted_with: 'template',
};

function open() {
  const { api } = fakeServer({
    extra: {
      'GET /api/presentation-insights/1': { body: buildInsights() },
      'GET /api/presentation-insights/1/leads': { body: leads },
      'GET /api/presentation-insights/1/forwarding': { body: graph },
      [`POST /api/presentation-insights/1/user/${VIEWER_KEY}/follow-up/draft`]: { body: draft },
      [`POST /api/presentation-insights/1/user/${VIEWER_KEY}/follow-up`]: {
        status: 201,
        body: { to: 'grace@example.com' },
      },
      'PATCH /api/presentations/1': { body: {} },
    },
  });
  return { api, app: renderApp('/insights/1') };
}

// Transformed once before the tests: the page's lazy import then resolves at once.
beforeAll(() => import('./engagement-section.tsx'), 60_000);

describe('/insights/{id} engagement', () => {
  it('lists hot leads best first with their score and reason; no follow-up without an e-mail', async () => {
    open();
    const list = await screen.findByRole('list', { name: 'Hot leads, best score first' }, lazily);
    const rows = within(list).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('Score 82 of 100');
    expect(rows[0]).toHaveTextContent('Viewed 90% twice, 12 min, forwarded to 2');
    expect(within(rows[0]!).getByRole('link', { name: 'Grace Hopper' })).toHaveAttribute(
      'href',
      `/insights/1/${VIEWER_KEY}`,
    );
    expect(within(rows[1]!).getByRole('button', { name: 'Follow up with Anonymous viewer' })).toBeDisabled();
  });

  it('drafts a follow-up in one click, lets the owner edit it, and sends what they wrote', async () => {
    const { api, app } = open();
    await app.user.click(await screen.findByRole('button', { name: 'Follow up with Grace Hopper' }, lazily));
    const dialog = await screen.findByRole('dialog', { name: 'Follow up with Grace Hopper' });
    const subject = await within(dialog).findByRole('textbox', { name: 'Subject' });
    expect(subject).toHaveValue('Following up on Harbour loft');
    expect(within(dialog).getByRole('textbox', { name: 'Message' })).toHaveValue(draft.message);
    expect(dialog).toHaveTextContent('To grace@example.com');
    await app.user.clear(subject);
    await app.user.click(within(dialog).getByRole('button', { name: 'Send follow-up' }));
    expect(await within(dialog).findByText('The subject of the email is required')).toBeInTheDocument();
    await app.user.type(subject, 'Next steps');
    await app.user.click(within(dialog).getByRole('button', { name: 'Send follow-up' }));
    expect(await screen.findByText(ENGAGEMENT_TEXTS.followUpSent)).toBeInTheDocument();
    expect(api.bodyOf(`POST /api/presentation-insights/1/user/${VIEWER_KEY}/follow-up`)).toEqual({
      subject: 'Next steps',
      message: draft.message,
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('draws the forwarding tree as nested lists and turns forwarding off', async () => {
    const { api, app } = open();
    const tree = await screen.findByRole('navigation', { name: 'Who forwarded to whom' }, lazily);
    const ann = within(tree).getByRole('link', { name: 'Ann Lee' }).closest('li')!;
    const ben = within(ann).getByRole('link', { name: 'Ben Ode' }).closest('li')!;
    expect(ben).toHaveTextContent('1 view · 60 s');
    // Cy was forwarded to but has not opened it: a name, not a link to a viewer page.
    expect(within(ben).getByText('Cy Park').closest('li')).toHaveTextContent('Not opened yet');
    expect(within(ben).queryByRole('link', { name: 'Cy Park' })).not.toBeInTheDocument();

    const allow = screen.getByRole('switch', { name: 'Allow forwarding' });
    expect(allow).toBeChecked();
    await app.user.click(allow);
    expect(await screen.findByText(ENGAGEMENT_TEXTS.forwardingDisabled)).toBeInTheDocument();
    expect(api.bodyOf('PATCH /api/presentations/1')).toEqual({ disable_forwarding: true });
    expect(allow).not.toBeChecked();
  });
});
