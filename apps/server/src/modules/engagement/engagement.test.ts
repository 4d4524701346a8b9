import {
  ENGAGEMENT_TEXTS,
  type EngagementLeads,
  type FollowUpDraft,
  type ForwardingGraph,
  INSIGHTS_TEXTS,
  SHARE_EMAIL_TEXTS,
  VIEWER_TEXTS,
} from '@folio/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestClock } from '../../test/clock.ts';
import { buildUser } from '../../test/factories.ts';
import type { SmtpPeer } from '../../test/smtp.ts';
import { createSmtpTestApp } from '../../test/smtp-test-app.ts';
import { call, type Headers, type TestApp } from '../../test/test-app.ts';
import { users } from '../accounts/accounts.table.ts';
import { linkForwards, shareLinks } from '../share-links/share-links.table.ts';
import {
  BROWSER,
  buildSharedPresentation,
  openLink,
  postActivity,
  unlock,
} from '../viewer/viewer.test-utils.ts';

const clock = createTestClock(new Date('2026-03-02T09:00:00Z'));
let t: TestApp;
let smtp: SmtpPeer;
beforeAll(async () => ({ t, smtp } = await createSmtpTestApp({ clock })));
afterAll(() => t.close());

let address = 0;
const forward = (hash: string, token: string, to: { name: string; email: string }) =>
  t.app.inject({
    method: 'POST',
    url: `/api/client/presentations/${hash}/forward`,
    headers: { 'user-agent': BROWSER, 'x-view-token': token },
    payload: to,
    remoteAddress: `10.77.0.${++address}`,
  });
const beacon = async (token: string, events: object[]) =>
  expect((await postActivity(t, { view_token: token, events })).statusCode).toBe(200);
const pageView = (asset_id: number, page: number) => ({ type: 'page_view', asset_id, page });
/** Reads a page for `seconds` (a multiple of 30) as the viewer's tab reports it: 30 s a beacon. */
async function read(token: string, asset_id: number, page: number, seconds: number) {
  for (let left = seconds; left > 0; left -= 30) {
    clock.advance(30);
    await beacon(token, [{ type: 'time', asset_id, page, seconds: 30 }]);
  }
}
/** The link a forward made for its recipient (forward tracking). */
const forwardedLink = async (email: string) => {
  const [row] = await t.database.db
    .select({ hash: shareLinks.hash })
    .from(linkForwards)
    .innerJoin(shareLinks, eq(shareLinks.id, linkForwards.forwardLinkId))
    .where(eq(linkForwards.email, email));
  return row!.hash;
};

/**
 * Ann (e-mail gate, forward tracking) reads all of both visible assets for 180 s (120 on Asset 1, 60 on
 * Asset 2) and forwards to Ben and Dee; Ben opens his own link, reads one page of four for 30 s and forwards to Cy;
 * hours later Ann comes back. Cy and Dee never open theirs.
 */
async function story(tag: string) {
  const s = await buildSharedPresentation(t);
  const [a1, a2] = [s.assets[0]!.id, s.assets[1]!.id];
  const link = await s.share({ name: 'Ann', require_email: true, forward_tracking: true });
  const ann = `ann-${tag}@example.com`;
  const a = (await unlock(t, link.hash, { email: ann, name: 'Ann Lee' })).body.view_token!;
  await beacon(a, [pageView(a1, 0), pageView(a1, 1), pageView(a2, 0), pageView(a2, 1)]);
  await read(a, a1, 0, 120);
  await read(a, a2, 1, 60);
  expect((await forward(link.hash, a, { name: 'Ben Ode', email: `ben-${tag}@example.com` })).statusCode).toBe(
    201,
  );
  clock.advance(10);
  expect((await forward(link.hash, a, { name: 'Dee Fox', email: `dee-${tag}@example.com` })).statusCode).toBe(
    201,
  );
  const benLink = await forwardedLink(`ben-${tag}@example.com`);
  // Ben's own link has Ann's settings: the e-mail gate too.
  const b = (await unlock(t, benLink, { email: `ben-${tag}@example.com` })).body.view_token!;
  await beacon(b, [pageView(a1, 0)]);
  await read(b, a1, 0, 30);
  expect((await forward(benLink, b, { name: 'Cy Park', email: `cy-${tag}@example.com` })).statusCode).toBe(
    201,
  );
  clock.advance(3 * 3600);
  await unlock(t, link.hash, { email: ann, name: 'Ann Lee' });
  return { ...s, link, ann, benLink, b };
}

const get = <T>(headers: Headers, url: string) =>
  call(t, 'GET', url, headers).then((r) => ({ status: r.statusCode, body: r.json() as T }));

/** Each test tells a whole story through the API: slow on a busy machine. */
const slow = { timeout: 90_000 };

describe('forwarding graph', slow, () => {
  it('draws who forwarded to whom, two levels deep, with each one’s views and time', async () => {
    const s = await story('graph');
    const { status, body } = await get<ForwardingGraph>(
      s.owner.headers,
      `/api/presentation-insights/${s.p.id}/forwarding`,
    );
    expect(status).toBe(200);
    expect(body.disable_forwarding).toBe(false);
    expect(body.forwards_count).toBe(3);
    const rows = body.nodes.map((n) => [n.name, n.email, n.depth, n.views, n.total_seconds]);
    expect(rows).toEqual([
      ['Ann Lee', 'ann-graph@example.com', 0, 2, 180],
      ['Ben Ode', 'ben-graph@example.com', 1, 1, 30],
      ['Cy Park', 'cy-graph@example.com', 2, 0, 0],
      ['Dee Fox', 'dee-graph@example.com', 1, 0, 0],
    ]);
    const [ann, ben, cy, dee] = body.nodes;
    expect([ann!.parent_key, ben!.parent_key, cy!.parent_key, dee!.parent_key]).toEqual([
      null,
      ann!.key,
      ben!.key,
      ann!.key,
    ]);
    expect(cy!.forwarded_at).not.toBeNull();
    // The node's key is the viewer's key of the insights pages.
    expect(
      (await call(t, 'GET', `/api/presentation-insights/${s.p.id}/user/${ben!.key}`, s.owner.headers))
        .statusCode,
    ).toBe(200);
  });

  it('with forwarding disabled refuses every forward; links forwarded before still open', async () => {
    const s = await story('off');
    const off = await call(t, 'PATCH', `/api/presentations/${s.p.id}`, s.owner.headers, {
      disable_forwarding: true,
    });
    expect(off.statusCode).toBe(200);
    const refused = await forward(s.benLink, s.b, { name: 'Eve', email: 'eve@example.com' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: VIEWER_TEXTS.forwardingDisabled });
    const again = await unlock(t, s.benLink, { email: 'ben-off@example.com' });
    expect(again.response.statusCode).toBe(200);
    expect(again.body.view_token).not.toBeNull();
    expect(again.body.presentation.disable_forwarding).toBe(true);
    const graph = await get<ForwardingGraph>(
      s.owner.headers,
      `/api/presentation-insights/${s.p.id}/forwarding`,
    );
    expect(graph.body.disable_forwarding).toBe(true);
    expect(graph.body.nodes).toHaveLength(4);
  });
});

describe('engagement scores', slow, () => {
  it('scores each viewer from the recorded activity, hot leads first, with a reason', async () => {
    const s = await story('score');
    const { status, body } = await get<EngagementLeads>(
      s.owner.headers,
      `/api/presentation-insights/${s.p.id}/leads`,
    );
    expect(status).toBe(200);
    expect(body.results.map((l) => [l.email, l.score, l.reason])).toEqual([
      // 9 (180 s) + 30 (all) + 5 (one return) + 15 (two forwards)
      ['ann-score@example.com', 59, 'Viewed 100% twice, 3 min, forwarded to 2'],
      // 1.5 (30 s) + 7.5 (one page of four) + 7.5 (one forward)
      ['ben-score@example.com', 17, 'Viewed 25% once, 30 s, forwarded to 1'],
    ]);
    expect(body.results[0]).toMatchObject({
      sessions: 2,
      total_seconds: 180,
      completion_percent: 100,
      forwards: 2,
    });
  });

  it('answers 404 for another owner’s presentation or viewer', async () => {
    const s = await story('authz');
    const other = await buildUser(t.app);
    const leads = await get<EngagementLeads>(s.owner.headers, `/api/presentation-insights/${s.p.id}/leads`);
    const key = leads.body.results[0]!.key;
    for (const [method, url] of [
      ['GET', `/api/presentation-insights/${s.p.id}/leads`],
      ['GET', `/api/presentation-insights/${s.p.id}/forwarding`],
      ['POST', `/api/presentation-insights/${s.p.id}/user/${key}/follow-up/draft`],
    ] as const) {
      const response = await call(t, method, url, other.headers);
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({ detail: 'Not found.' });
    }
    const sent = await call(
      t,
      'POST',
      `/api/presentation-insights/${s.p.id}/user/${key}/follow-up`,
      other.headers,
      {
        subject: 'Hi',
        message: 'Hello',
      },
    );
    expect(sent.statusCode).toBe(404);
  });
});

describe('follow-up e-mail', slow, () => {
  it('drafts from the template naming the sections viewed most, and sends what the owner wrote', {
    timeout: 90_000,
  }, async () => {
    const s = await story('mail');
    const leads = await get<EngagementLeads>(s.owner.headers, `/api/presentation-insights/${s.p.id}/leads`);
    const ann = leads.body.results[0]!;
    const draftUrl = `/api/presentation-insights/${s.p.id}/user/${ann.key}/follow-up/draft`;
    const draft = await call(t, 'POST', draftUrl, s.owner.headers);
    expect(draft.statusCode).toBe(200);
    const body = draft.json() as FollowUpDraft;
    expect(body).toMatchObject({
      to: 'ann-mail@example.com',
      subject: 'Following up on Ocean View Villa',
      sections: ['Asset 1', 'Asset 2'],
      drafted_with: 'template',
    });
    expect(body.message).toContain('Hi Ann,');
    expect(body.message).toContain('you spent the most time on “Asset 1” and “Asset 2”');
    expect(body.message).toContain('Dana Reyes');

    const url = `/api/presentation-insights/${s.p.id}/user/${ann.key}/follow-up`;
    const empty = await call(t, 'POST', url, s.owner.headers, { subject: ' ', message: 'x' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ subject: [SHARE_EMAIL_TEXTS.subjectRequired] });
    const message = `${body.message}\n\nP.S. The garden is south-facing.`;
    const sent = await call(t, 'POST', url, s.owner.headers, {
      subject: 'Next steps for the villa',
      message,
    });
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toEqual({ to: 'ann-mail@example.com' });
    // Behind the story's other e-mails (forwards, the owner's view alerts) in the queue.
    const mail = await smtp.waitFor('ann-mail@example.com', 60_000);
    expect(mail.subject).toBe('Next steps for the villa');
    expect(mail.text).toContain('P.S. The garden is south-facing.');
    expect(mail.html).toContain(s.link.hash);
    expect(mail.replyTo?.text).toBe(s.owner.email);
  });

  it('refuses a viewer without an e-mail, one who stopped e-mails, and a free owner', async () => {
    const s = await story('refuse');
    const pub = await s.share({ is_public: true });
    await openLink(t, pub.hash);
    const leads = await get<EngagementLeads>(s.owner.headers, `/api/presentation-insights/${s.p.id}/leads`);
    const anonymous = leads.body.results.find((l) => l.email === null)!;
    const draftOf = (key: string) =>
      call(t, 'POST', `/api/presentation-insights/${s.p.id}/user/${key}/follow-up/draft`, s.owner.headers);
    const noEmail = await draftOf(anonymous.key);
    expect(noEmail.statusCode).toBe(400);
    expect(noEmail.json()).toEqual({ non_field_errors: [ENGAGEMENT_TEXTS.noEmail] });

    const ann = leads.body.results.find((l) => l.email === 'ann-refuse@example.com')!;
    await t.database.db
      .update(shareLinks)
      .set({ emailsStoppedAt: new Date() })
      .where(eq(shareLinks.hash, s.link.hash));
    const stopped = await draftOf(ann.key);
    expect(stopped.statusCode).toBe(400);
    expect(stopped.json()).toEqual({ non_field_errors: [ENGAGEMENT_TEXTS.emailsStopped] });

    await t.database.db
      .update(users)
      .set({ role: 'free_agent', trialEndsAt: new Date('2020-01-01T00:00:00Z') })
      .where(eq(users.email, s.owner.email));
    const free = await draftOf(ann.key);
    expect(free.statusCode).toBe(403);
    expect(free.json()).toMatchObject({ detail: ENGAGEMENT_TEXTS.followUpPremium, code: 'premium_required' });
    expect(INSIGHTS_TEXTS.premiumRequired).not.toBe(ENGAGEMENT_TEXTS.followUpPremium);
  });
});
