import type { NotificationPage } from '@folio/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ofType, openSocket } from '../../platform/realtime/realtime.test-utils.ts';
import { buildTeam, buildUser } from '../../test/factories.ts';
import { patiently } from '../../test/patience.ts';
import { call, createTestApp, type Headers, type TestApp } from '../../test/test-app.ts';
import { PNG } from '../viewer/viewer.test-utils.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { TRIAL_DAYS: '0', FREE_INSIGHTS: '3' } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

const categories = async (headers: Headers) =>
  ((await call(t, 'GET', '/api/notifications', headers)).json() as NotificationPage).results.map(
    (n) => n.category,
  );
/** Waits for the notification the recorded event makes (the relay delivers it after the commit). */
const waitForCategory = (headers: Headers, category: string) =>
  vi.waitFor(async () => expect(await categories(headers)).toContain(category), patiently);
const me = async (headers: Headers) => (await call(t, 'GET', '/api/user', headers)).json();
const templateIds = async (headers: Headers) =>
  (
    (await call(t, 'GET', '/api/presentations?tab=templates', headers)).json().results as { id: number }[]
  ).map((p) => p.id);

async function teamOfTwo() {
  const [maker, member, outsider] = await Promise.all([1, 2, 3].map(() => buildUser(t.app)));
  // A team that does not pay: its members stay free agents, whose counters a used template spends.
  const team = await buildTeam(t.app, { admins: [maker!.user.id], members: [member!.user.id], pays: false });
  const other = await buildTeam(t.app, { name: 'Elsewhere', admins: [outsider!.user.id] });
  return { maker: maker!, member: member!, outsider: outsider!, team, other };
}

describe('team templates end to end', () => {
  it('make-template: notifications, the dot and its socket message, cleared by the Templates tab; use gives an own copy', async () => {
    const { maker, member, outsider, team, other } = await teamOfTwo();
    const source = (
      await call(t, 'POST', '/api/presentations', maker.headers, { title: 'Listing kit' })
    ).json();
    const form = new FormData();
    form.append('logo', new Blob([PNG]), 'logo.png');
    const withLogo = await t.app.inject({
      method: 'PATCH',
      url: `/api/presentations/${source.id}`,
      headers: maker.headers,
      payload: form as never,
    });
    expect(withLogo.statusCode).toBe(200);

    const mixed = await call(t, 'POST', `/api/presentations/${source.id}/make-template`, maker.headers, {
      companies: [team.id, other.id],
    });
    expect(mixed.statusCode).toBe(400);
    expect(await templateIds(member.headers)).toEqual([]);

    const socket = openSocket(t.app, member.headers);
    await socket.next(ofType('hello'));
    const made = await call(t, 'POST', `/api/presentations/${source.id}/make-template`, maker.headers, {
      companies: [team.id, team.id],
    });
    expect(made.statusCode).toBe(201);
    const template = made.json().results[0];
    expect(made.json().results).toHaveLength(1);
    await socket.next(ofType('presentation_template.added'));
    socket.socket.close();
    await waitForCategory(maker.headers, 'template_added');
    await waitForCategory(member.headers, 'new_template');
    expect(await categories(maker.headers)).not.toContain('new_template');
    expect(await categories(outsider.headers)).not.toContain('new_template');
    expect((await me(member.headers)).has_new_presentation_template).toBe(true);

    expect(await templateIds(member.headers)).toEqual([template.id]);
    expect((await me(member.headers)).has_new_presentation_template).toBe(false);
    // The template's pictures show to the team's members, to nobody else.
    const logo = new URL(template.logo as string).pathname;
    expect((await t.app.inject({ url: logo, headers: member.headers })).statusCode).toBe(200);
    expect((await t.app.inject({ url: logo, headers: outsider.headers })).statusCode).toBe(404);

    const used = await call(
      t,
      'POST',
      `/api/client/presentations/${template.id}/use-template`,
      member.headers,
    );
    expect(used.statusCode).toBe(201);
    expect(used.json()).toMatchObject({ title: 'Listing kit', template: false, company: null });
    expect((await me(member.headers)).remaining_presentation_insights_free_user).toBe(2);
    const outsiderUse = await call(
      t,
      'POST',
      `/api/client/presentations/${template.id}/use-template`,
      outsider.headers,
    );
    expect(outsiderUse.statusCode).toBe(404);

    // The template goes (deleted, or its maker left the team: teams.repository's removeMember); the
    // member's copy stays theirs.
    await call(t, 'DELETE', `/api/presentations/${template.id}`, maker.headers);
    expect(await templateIds(member.headers)).toEqual([]);
    const copy = await call(t, 'GET', `/api/presentations/${used.json().id}`, member.headers);
    expect(copy.statusCode).toBe(200);
  });

  it('POST presentations with company makes the team’s template, telling the members unless asked not to', async () => {
    const { maker, member, other, team: company } = await teamOfTwo();
    const team = company.id;

    const quiet = await call(t, 'POST', '/api/presentations', maker.headers, {
      title: 'Quiet kit',
      company: team,
      notify_team_member: false,
    });
    expect(quiet.statusCode).toBe(201);
    expect(quiet.json()).toMatchObject({ title: 'Quiet kit', template: true, company: team });
    await waitForCategory(maker.headers, 'template_added');
    expect(await categories(member.headers)).not.toContain('new_template');
    expect((await me(member.headers)).has_new_presentation_template).toBe(false);

    const told = await call(t, 'POST', '/api/presentations', maker.headers, {
      company: team,
      template: quiet.json().id,
    });
    expect(told.statusCode).toBe(201);
    expect(told.json()).toMatchObject({ title: 'Quiet kit', template: true, company: team });
    await waitForCategory(member.headers, 'new_template');
    expect(await templateIds(member.headers)).toEqual([told.json().id, quiet.json().id]);

    const notMine = await call(t, 'POST', '/api/presentations', maker.headers, { company: other.id });
    expect(notMine.statusCode).toBe(400);
    expect(notMine.json()).toEqual({ company: ['You can only create templates for your own teams.'] });
    for (const company of [2_147_483_648, 0, 'x'])
      expect((await call(t, 'POST', '/api/presentations', maker.headers, { company })).statusCode).toBe(400);
    const unknownTemplate = await call(t, 'POST', '/api/presentations', maker.headers, {
      company: team,
      template: 999_999,
    });
    expect(unknownTemplate.statusCode).toBe(404);
    const mine = (await call(t, 'GET', '/api/presentations', maker.headers)).json();
    expect(mine.count).toBe(0);
  });
});
