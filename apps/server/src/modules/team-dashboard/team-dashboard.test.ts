import {
  DASHBOARD,
  type Dashboard,
  type PresentationInsights,
  TEAM_TEXTS,
  type ViewDuration,
} from '@folio/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestClock } from '../../test/clock.ts';
import { buildTeam, buildUser, PASSWORD } from '../../test/factories.ts';
import { call, createTestApp, type Headers, type TestApp } from '../../test/test-app.ts';
import { buildSharedPresentation, openLink, postActivity, unlock } from '../viewer/viewer.test-utils.ts';

const clock = createTestClock(new Date('2026-03-10T10:00:00Z'));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

type Shared = Awaited<ReturnType<typeof buildSharedPresentation>>;

/** `seconds` of viewing on the presentation's first asset, a while after the session opened. */
async function view(s: Shared, token: string, seconds: number) {
  clock.advance(seconds + 5);
  const events = [{ type: 'page_view', asset_id: s.assets[0]!.id, page: 0 }];
  const time = { type: 'time', asset_id: s.assets[0]!.id, seconds };
  const response = await postActivity(t, { view_token: token, events: [...events, time] });
  expect(response.statusCode).toBe(200);
}

/** Signs the user in again (a session lasts 6 h; the seeding spans days): their headers carry the new token. */
async function signInAgain(user: { email: string; headers: Headers }) {
  const login = await call(t, 'POST', '/api/auth/login', {}, { email: user.email, password: PASSWORD });
  user.headers.authorization = `Bearer ${(login.json() as { access: string }).access}`;
}

/**
 * Two members share a presentation each. On 03-10 Jane (individual link) views Anna's for 20 s and Bob
 * (e-mail gate) for 30 s; on 03-11 an anonymous visitor views Ben's public link for 10 s and Bob Ben's gate
 * for 15 s; at 03-12 00:00:00 UTC sharp Jane comes back to Anna's for 5 s.
 */
async function seeded() {
  const admin = await buildUser(t.app, { first_name: 'Ada', last_name: 'Admin' });
  const anna = await buildSharedPresentation(t);
  const ben = await buildSharedPresentation(t);
  await call(t, 'PATCH', '/api/user', anna.owner.headers, { first_name: 'Anna', last_name: 'Agent' });
  await call(t, 'PATCH', '/api/user', ben.owner.headers, { first_name: 'Ben', last_name: 'Broker' });
  await call(t, 'PATCH', `/api/presentations/${anna.p.id}`, anna.owner.headers, {
    title: '=HYPERLINK("http://evil.example","Villa, sea view")',
  });
  const team = await buildTeam(t.app, {
    admins: [admin.user.id],
    members: [anna.owner.user.id, ben.owner.user.id],
  });
  const jane = await anna.share({ name: 'Buyer Jane' });
  const annaGate = await anna.share({ name: 'Bob gate', require_email: true });
  await view(anna, (await openLink(t, jane.hash)).body.view_token!, 20);
  await view(anna, (await unlock(t, annaGate.hash, { email: 'bob@example.com' })).body.view_token!, 30);

  clock.advance(86_400);
  await signInAgain(ben.owner);
  const pub = await ben.share({ is_public: true });
  const benGate = await ben.share({ name: 'Bob gate', require_email: true });
  await view(ben, (await openLink(t, pub.hash)).body.view_token!, 10);
  await view(ben, (await unlock(t, benGate.hash, { email: 'Bob@Example.com' })).body.view_token!, 15);

  const midnight = new Date('2026-03-12T00:00:00Z').getTime() - clock.now().getTime();
  clock.advance(midnight / 1000);
  await view(anna, (await openLink(t, jane.hash)).body.view_token!, 5);
  for (const user of [admin, anna.owner, ben.owner]) await signInAgain(user);
  return { admin, anna, ben, team };
}

let s: Awaited<ReturnType<typeof seeded>>;
const url = (query = 'from=2026-03-10&to=2026-03-12', id = s.team.id) =>
  `/api/company/${id}/dashboard?${query}`;
const get = async (headers: Headers, query?: string, id?: number) => {
  const response = await call(t, 'GET', url(query, id), headers);
  return { status: response.statusCode, body: response.json() };
};
const dashboard = async (query?: string) => {
  const { status, body } = await get(s.admin.headers, query);
  expect(status, JSON.stringify(body)).toBe(200);
  return body as Dashboard;
};

beforeAll(async () => {
  s = await seeded();
});

describe('GET /api/company/{id}/dashboard', () => {
  it('adds up to what each member sees on their own insights pages', async () => {
    const d = await dashboard();
    for (const member of [s.anna, s.ben]) {
      const own = (
        await call(t, 'GET', '/api/presentation-activity/view-duration', member.owner.headers)
      ).json().results as ViewDuration[];
      const row = d.members.find((m) => m.user_id === member.owner.user.id)!;
      expect(row.views).toBe(own.reduce((sum, r) => sum + r.views, 0));
      expect(row.total_seconds).toBe(own.reduce((sum, r) => sum + r.total_seconds, 0));
      const insights = (
        await call(t, 'GET', `/api/presentation-insights/${member.p.id}`, member.owner.headers)
      ).json() as PresentationInsights;
      expect(d.presentations.results.find((p) => p.id === member.p.id)).toMatchObject({
        views: insights.views,
        unique_viewers: insights.unique_viewers,
        total_seconds: insights.total_seconds,
        average_seconds: insights.average_seconds,
        last_view: insights.last_view,
      });
    }
    // Bob viewed both presentations: one viewer of the team, as each insights page counts him once.
    expect(d.totals).toEqual({
      views: 5,
      unique_viewers: 3,
      total_seconds: 80,
      average_seconds: 16,
      presentations_shared: 2,
      presentations_viewed: 2,
    });
  });

  it('lists every member, most views first, the admin without views too', async () => {
    const d = await dashboard();
    expect(d.company).toEqual({ id: s.team.id, name: 'Harbor Realty' });
    expect(d.period).toEqual({ from: '2026-03-10', to: '2026-03-12', days: 3 });
    expect(
      d.members.map((m) => [m.first_name, m.role, m.views, m.unique_viewers, m.total_seconds, m.last_view]),
    ).toEqual([
      ['Anna', 'member', 3, 2, 55, '2026-03-12T00:00:00.000Z'],
      ['Ben', 'member', 2, 2, 25, expect.stringMatching(/^2026-03-11T/)],
      ['Ada', 'admin', 0, 0, 0, null],
    ]);
    expect(d.members[0]).toMatchObject({ presentations_shared: 1, presentations_viewed: 1 });
  });

  it('lists the presentations with their owner, most viewed first, as many as the limit', async () => {
    const d = await dashboard('from=2026-03-10&to=2026-03-12&limit=1');
    expect(d.presentations.count).toBe(2);
    expect(d.presentations.results).toHaveLength(1);
    expect(d.presentations.results[0]).toMatchObject({
      id: s.anna.p.id,
      views: 3,
      unique_viewers: 2,
      total_seconds: 55,
      owner: {
        user_id: s.anna.owner.user.id,
        first_name: 'Anna',
        last_name: 'Agent',
        email: s.anna.owner.email,
      },
    });
    expect(d.recipients).toMatchObject({ count: 3 });
    expect(d.recipients.results).toHaveLength(1);
  });

  it('ranks the most engaged recipients by time across the team', async () => {
    const { recipients } = await dashboard();
    expect(
      recipients.results.map((r) => [r.name, r.email, r.presentations_viewed, r.views, r.total_seconds]),
    ).toEqual([
      ['Bob gate', 'bob@example.com', 2, 2, 45],
      ['Buyer Jane', null, 1, 2, 25],
      [null, null, 1, 1, 10],
    ]);
    expect(recipients.results[0]!.key).toMatch(/^[0-9a-f]{32}$/);
  });

  it('counts views per UTC day, every day of the period, the first instant of a day in it', async () => {
    expect((await dashboard('from=2026-03-09&to=2026-03-12')).views_per_day).toEqual([
      { date: '2026-03-09', views: 0, unique_viewers: 0 },
      { date: '2026-03-10', views: 2, unique_viewers: 2 },
      { date: '2026-03-11', views: 2, unique_viewers: 2 },
      { date: '2026-03-12', views: 1, unique_viewers: 1 },
    ]);
    const day11 = await dashboard('from=2026-03-11&to=2026-03-11');
    expect(day11.totals).toMatchObject({ views: 2, unique_viewers: 2, presentations_shared: 1 });
    expect(day11.presentations.results.map((p) => p.id)).toEqual([s.ben.p.id]);
    const day12 = await dashboard('from=2026-03-12&to=2026-03-12');
    expect(day12.totals).toMatchObject({ views: 1, total_seconds: 5, presentations_shared: 0 });
    const before = await dashboard('from=2025-03-10&to=2026-03-09');
    expect(before.totals.views).toBe(0);
    expect(before.presentations.results).toEqual([]);
    expect(before.views_per_day).toHaveLength(365);
  });

  it('defaults to the 30 days ending today (UTC)', async () => {
    const d = await dashboard('');
    expect(d.period).toEqual({ from: '2026-02-11', to: '2026-03-12', days: 30 });
    expect(d.totals.views).toBe(5);
    expect((await dashboard('to=2026-03-11')).period).toEqual({
      from: '2026-02-10',
      to: '2026-03-11',
      days: 30,
    });
  });

  it('refuses a wrong period with field errors', async () => {
    const cases: [string, string, string][] = [
      ['from=2026-03-12&to=2026-03-10', 'to', DASHBOARD.texts.endBeforeStart],
      ['from=2025-03-09&to=2026-03-10', 'from', DASHBOARD.texts.tooLong],
      ['from=2026-02-30', 'from', DASHBOARD.texts.invalidDate],
      ['to=12/03/2026', 'to', DASHBOARD.texts.invalidDate],
      ['limit=0', 'limit', 'Enter a limit from 1 to 100.'],
      ['limit=101', 'limit', 'Enter a limit from 1 to 100.'],
    ];
    for (const [query, field, message] of cases)
      expect(await get(s.admin.headers, query), query).toEqual({ status: 400, body: { [field]: [message] } });
    const nul = await get(s.admin.headers, 'from=2026-03-10%00');
    expect(nul).toMatchObject({
      status: 400,
      body: { from: expect.arrayContaining([DASHBOARD.texts.invalidDate]) },
    });
    expect((await get(s.admin.headers, '', 2 ** 31)).status).toBe(400);
  });

  it('is for the team’s admins with dashboard access: members 403, other teams 404', async () => {
    expect(await get(s.anna.owner.headers)).toEqual({
      status: 403,
      body: { detail: TEAM_TEXTS.dashboardOnly, code: 'team_dashboard_required' },
    });
    const outsider = await buildUser(t.app);
    const other = await buildTeam(t.app, { admins: [outsider.user.id], name: 'Other Realty' });
    expect(await get(outsider.headers)).toEqual({ status: 404, body: { detail: 'Not found.' } });
    expect((await get(s.admin.headers, undefined, other.id)).status).toBe(404);
    expect((await get(s.admin.headers, undefined, 999_999)).status).toBe(404);
    const theirs = await get(outsider.headers, undefined, other.id);
    expect(theirs.status).toBe(200);
    expect((theirs.body as Dashboard).totals.views).toBe(0);
    expect((await t.app.inject({ method: 'GET', url: url() })).statusCode).toBe(401);
  });
});

describe('GET /api/company/{id}/dashboard.csv', () => {
  it('downloads the period’s presentations with their owners, formulas made text', async () => {
    const response = await call(
      t,
      'GET',
      `/api/company/${s.team.id}/dashboard.csv?from=2026-03-10&to=2026-03-12`,
      s.admin.headers,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toContain(
      'filename="Harbor Realty - dashboard 2026-03-10 to 2026-03-12.csv"',
    );
    const lines = response.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe(
      'Presentation,Type,Owner,Owner email,First shared (UTC),Views,Unique viewers,Seconds,Average seconds,Last view (UTC)',
    );
    expect(lines[1]).toMatch(
      new RegExp(
        `^"'=HYPERLINK\\(""http://evil.example"",""Villa, sea view""\\)",Presentation,Anna Agent,${s.anna.owner.email},2026-03-10T[^,]+,3,2,55,18,2026-03-12T00:00:00.000Z$`,
      ),
    );
    expect(lines[2]).toMatch(/^Ocean View Villa,Presentation,Ben Broker,[^,]+,2026-03-11T[^,]+,2,2,25,13,/);
    expect(lines.slice(3)).toEqual(['']);
  });

  it('answers a member 403 and another team 404, never a file', async () => {
    const csv = (headers: Headers) => call(t, 'GET', `/api/company/${s.team.id}/dashboard.csv`, headers);
    expect((await csv(s.ben.owner.headers)).statusCode).toBe(403);
    expect((await csv((await buildUser(t.app)).headers)).statusCode).toBe(404);
  });
});
