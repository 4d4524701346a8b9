import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { users } from '../accounts/accounts.table.ts';
import { companies, companyMembers } from '../teams/teams.table.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { TRIAL_DAYS: '0', FREE_INSIGHTS: '3' } });
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const call = (method: 'GET' | 'POST', url: string, headers: Headers, payload?: object) =>
  t.app.inject({ method, url, headers, payload });

async function team(name: string, ...members: number[]) {
  const [company] = await t.database.db.insert(companies).values({ name }).returning();
  for (const userId of members)
    await t.database.db.insert(companyMembers).values({ companyId: company!.id, userId });
  return company!.id;
}

describe('templates', () => {
  it('makes a template for a team; a member uses it and spends one free insight', async () => {
    const admin = await buildUser(t.app);
    const agent = await buildUser(t.app);
    const outsider = await buildUser(t.app);
    const companyId = await team('Harbor Realty', admin.user.id, agent.user.id);
    const source = (await call('POST', '/api/presentations', admin.headers, { title: 'Listing kit' })).json();
    await call('POST', `/api/presentations/${source.id}/assets`, admin.headers, {
      type: 'text',
      title: 'About us',
    });

    const made = await call('POST', `/api/presentations/${source.id}/make-template`, admin.headers, {
      companies: [companyId],
    });
    expect(made.statusCode).toBe(201);
    const template = made.json().results[0];
    expect(template).toMatchObject({
      template: true,
      company: companyId,
      title: 'Listing kit',
      number_of_assets: 1,
    });

    const listed = (await call('GET', '/api/presentations?tab=templates', agent.headers)).json();
    expect(listed.results.map((p: { id: number }) => p.id)).toEqual([template.id]);
    expect((await call('GET', '/api/presentations?tab=templates', outsider.headers)).json().count).toBe(0);
    expect(
      (await call('GET', '/api/presentations', admin.headers))
        .json()
        .results.map((p: { title: string }) => p.title),
    ).toEqual(['Listing kit']);

    const used = await call('POST', `/api/client/presentations/${template.id}/use-template`, agent.headers);
    expect(used.statusCode).toBe(201);
    expect(used.json()).toMatchObject({
      title: 'Listing kit',
      template: false,
      company: null,
      assets: [{ title: 'About us' }],
    });
    const me = (await call('GET', '/api/user', agent.headers)).json();
    expect(me).toMatchObject({ remaining_presentation_insights_free_user: 2, templates_used: 1 });
    const viaCreate = await call('POST', '/api/presentations', agent.headers, { template: template.id });
    expect(viaCreate.statusCode).toBe(201);
    expect(
      (await call('GET', '/api/user', agent.headers)).json().remaining_presentation_insights_free_user,
    ).toBe(1);

    expect(
      (await call('POST', `/api/client/presentations/${template.id}/use-template`, outsider.headers))
        .statusCode,
    ).toBe(404);
    expect(
      (await call('POST', `/api/client/presentations/${source.id}/use-template`, admin.headers)).statusCode,
    ).toBe(404);
  });

  it('keeps the counters of premium users', async () => {
    const admin = await buildUser(t.app);
    const companyId = await team('Summit', admin.user.id);
    await t.database.db.update(users).set({ role: 'premium_agent' }).where(eq(users.id, admin.user.id));
    const source = (await call('POST', '/api/presentations', admin.headers, { title: 'Kit' })).json();
    const template = (
      await call('POST', `/api/presentations/${source.id}/make-template`, admin.headers, {
        companies: [companyId],
      })
    ).json();
    await call('POST', `/api/client/presentations/${template.results[0].id}/use-template`, admin.headers);
    expect((await call('GET', '/api/user', admin.headers)).json()).toMatchObject({
      remaining_presentation_insights_free_user: 3,
      templates_used: 0,
    });
  });

  it("refuses a template for a team the user isn't in", async () => {
    const user = await buildUser(t.app);
    const stranger = await buildUser(t.app);
    const companyId = await team('Elsewhere', stranger.user.id);
    const source = (await call('POST', '/api/presentations', user.headers, { title: 'Kit' })).json();
    const refused = await call('POST', `/api/presentations/${source.id}/make-template`, user.headers, {
      companies: [companyId],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ companies: ['You can only create templates for your own teams.'] });
  });
});

describe('POST /api/presentations/stats', () => {
  it('answers real counts for the asked ids the user owns', async () => {
    const user = await buildUser(t.app);
    const a = (await call('POST', '/api/presentations', user.headers, { title: 'A' })).json();
    const b = (await call('POST', '/api/presentations', user.headers, { title: 'B' })).json();
    for (let i = 0; i < 3; i++)
      await call('POST', `/api/presentations/${a.id}/assets`, user.headers, { type: 'separator' });
    const stats = (
      await call('POST', '/api/presentations/stats', user.headers, { ids: [a.id, b.id, 999_999] })
    ).json();
    const byId = Object.fromEntries(stats.results.map((s: { id: number }) => [s.id, s]));
    expect(Object.keys(byId)).toHaveLength(2);
    expect(byId[a.id]).toEqual({
      id: a.id,
      number_of_assets: 3,
      number_of_access: 0,
      number_of_invites: 0,
      number_of_feedback: 0,
      last_access: null,
      has_pending_assets: false,
    });
    expect(byId[b.id].number_of_assets).toBe(0);
  });
});
