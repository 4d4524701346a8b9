import { createHmac, timingSafeEqual } from 'node:crypto';
import { WEBHOOK_LIMITS, WEBHOOK_TEXTS } from '@folio/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTeam, buildUser } from '../../test/factories.ts';
import { patiently } from '../../test/patience.ts';
import { call, createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  BROWSER,
  buildSharedPresentation,
  openLink,
  postActivity,
  unlock,
} from '../viewer/viewer.test-utils.ts';
import { webhookEndpoints } from './webhooks.table.ts';
import { type Receiver, startReceiver } from './webhooks.test-utils.ts';

/** The receiver's check, written from docs/webhooks.md ("Verifying the signature") alone. */
function verify(secret: string, header: string, rawBody: string, toleranceSeconds = 300) {
  const parts = Object.fromEntries(
    header.split(',').map((p) => [p.slice(0, p.indexOf('=')), p.slice(p.indexOf('=') + 1)]),
  );
  const expected = createHmac('sha256', secret).update(`${parts.t}.${rawBody}`).digest('hex');
  const fresh = Math.abs(Date.now() / 1000 - Number(parts.t)) <= toleranceSeconds;
  return (
    fresh &&
    expected.length === parts.v1?.length &&
    timingSafeEqual(Buffer.from(expected), Buffer.from(parts.v1 ?? ''))
  );
}

let t: TestApp;
let receiver: Receiver;
beforeAll(async () => {
  t = await createTestApp();
  receiver = await startReceiver();
});
afterAll(async () => {
  await t.close();
  await receiver.close();
});

const register = (headers: Record<string, string>, body: object) =>
  call(t, 'POST', '/api/webhooks', headers, { url: receiver.url, events: ['presentation.viewed'], ...body });

describe("a recipient view reaches the owner's endpoint", () => {
  it('as signed JSON a receiver verifies from the documentation, with the viewer the owner sees', async () => {
    const s = await buildSharedPresentation(t);
    const link = await s.share({ require_email: true });
    const created = await register(s.owner.headers, {
      events: ['presentation.viewed', 'link.new_viewer'],
      description: 'CRM',
    });
    expect(created.statusCode).toBe(201);
    const { secret } = created.json() as { secret: string };
    expect(secret).toMatch(/^whsec_/);

    await unlock(t, link.hash, { email: 'jane.buyer@example.com' });
    await vi.waitFor(() => expect(receiver.ofType('link.new_viewer')).toHaveLength(1), patiently);
    const [viewed] = receiver.ofType('presentation.viewed');
    expect(viewed!.headers['user-agent']).toBe('Folio-Webhooks/1');
    expect(viewed!.headers['content-type']).toBe('application/json');
    expect(viewed!.headers['folio-event-id']).toBe(viewed!.json.id);
    expect(verify(secret, String(viewed!.headers['folio-signature']), viewed!.body)).toBe(true);
    expect(verify('whsec_wrong', String(viewed!.headers['folio-signature']), viewed!.body)).toBe(false);
    expect(viewed!.json).toMatchObject({
      type: 'presentation.viewed',
      version: viewed!.headers['folio-version'],
      data: {
        presentation: { id: s.p.id, title: 'Ocean View Villa' },
        link: { id: link.id, name: 'Buyer Jane' },
        viewer: { name: null, email: 'jane.buyer@example.com' },
      },
    });

    // The same viewer again (another browser, past the repeat window is not needed: another session):
    await unlock(t, link.hash, { email: 'jane.buyer@example.com' });
    await vi.waitFor(() => expect(receiver.ofType('presentation.viewed')).toHaveLength(2), patiently);
    expect(receiver.ofType('link.new_viewer')).toHaveLength(1);

    const { id } = created.json() as { id: number };
    // The receiver answered before its delivery was marked: the log shows it a moment later.
    await vi.waitFor(async () => {
      const log = (await call(t, 'GET', `/api/webhooks/${id}/deliveries`, s.owner.headers)).json();
      expect(log.count).toBe(3);
      expect(log.results[0]).toMatchObject({ status: 'succeeded', response_status: 200, attempts: 1 });
    }, patiently);
  });

  it('asset views carry the pages and seconds seen; feedback carries the comment', async () => {
    const s = await buildSharedPresentation(t);
    const link = await s.share();
    await register(s.owner.headers, { events: ['asset.viewed', 'feedback.received'] });
    const { body } = await openLink(t, link.hash);
    const [a1] = s.assets;
    const activity = await postActivity(t, {
      view_token: body.view_token,
      events: [
        { type: 'page_view', asset_id: a1!.id, page: 0 },
        { type: 'page_view', asset_id: a1!.id, page: 1 },
        { type: 'time', asset_id: a1!.id, page: 0, seconds: 4 },
      ],
    });
    expect(activity.statusCode).toBe(200);
    const ofThis = (type: string) =>
      receiver
        .ofType(type)
        .filter((r) => (r.json.data as { presentation: { id: number } }).presentation.id === s.p.id);
    await vi.waitFor(() => expect(ofThis('asset.viewed')).toHaveLength(1), patiently);
    expect(ofThis('asset.viewed')[0]!.json.data).toMatchObject({
      link: { id: link.id },
      assets: [{ id: a1!.id, title: 'Asset 1', pages_viewed: [0, 1], seconds: 4 }],
    });
    const feedback = await t.app.inject({
      method: 'POST',
      url: '/api/feedback',
      payload: {
        name: 'Jane',
        email: 'jane@example.com',
        comment: 'Love the kitchen',
        presentation_activity: body.view_token,
      },
      headers: { 'user-agent': BROWSER },
    });
    expect(feedback.statusCode).toBe(201);
    await vi.waitFor(() => expect(ofThis('feedback.received')).toHaveLength(1), patiently);
    expect(ofThis('feedback.received')[0]!.json.data).toMatchObject({
      feedback: { comment: 'Love the kitchen' },
    });
  });

  it('sends a test event now and logs it; the secret stays revealable by its owner only', async () => {
    const owner = await buildUser(t.app);
    const created = (await register(owner.headers, {})).json() as { id: number; secret: string };
    const test = await call(t, 'POST', `/api/webhooks/${created.id}/test`, owner.headers);
    expect(test.json()).toMatchObject({ event_type: 'ping', status: 'succeeded', response_status: 200 });
    const ping = receiver.ofType('ping').at(-1)!;
    expect(verify(created.secret, String(ping.headers['folio-signature']), ping.body)).toBe(true);
    const revealed = await call(t, 'GET', `/api/webhooks/${created.id}/secret`, owner.headers);
    expect(revealed.json()).toEqual({ secret: created.secret });
    const [row] = await t.database.db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, created.id));
    expect(row!.secretSealed).not.toContain(created.secret);
  });
});

describe('endpoints', () => {
  it('are https, public, capped, and answer 404 to other users', async () => {
    const owner = await buildUser(t.app);
    const other = await buildUser(t.app);
    const refused = async (url: string) =>
      (await register(owner.headers, { url })).json() as Record<string, string[]>;
    expect((await refused('http://crm.example.com/hook')).url).toEqual([WEBHOOK_TEXTS.urlHttps]);
    expect((await refused('https://10.1.2.3/hook')).url).toEqual([WEBHOOK_TEXTS.urlPrivate]);
    expect((await refused('https://[::ffff:169.254.169.254]/')).url).toEqual([WEBHOOK_TEXTS.urlPrivate]);
    expect((await refused(`https://crm.example.com/${'a'.repeat(WEBHOOK_LIMITS.urlMax)}`)).url).toBeDefined();
    expect((await register(owner.headers, { events: [] })).json()).toEqual({
      events: [WEBHOOK_TEXTS.eventsRequired],
    });

    const created = (await register(owner.headers, {})).json() as { id: number };
    for (const [method, path] of [
      ['PATCH', ''],
      ['DELETE', ''],
      ['GET', '/secret'],
      ['GET', '/deliveries'],
      ['POST', '/test'],
    ] as const) {
      const response = await call(t, method, `/api/webhooks/${created.id}${path}`, other.headers, {
        enabled: false,
      });
      expect(response.statusCode, `${method} ${path}`).toBe(404);
    }
    expect((await call(t, 'GET', '/api/webhooks', other.headers)).json()).toEqual([]);

    const edited = await call(t, 'PATCH', `/api/webhooks/${created.id}`, owner.headers, {
      description: 'Pipedrive',
      events: ['feedback.received', 'asset.viewed'],
      enabled: false,
    });
    expect(edited.json()).toMatchObject({ description: 'Pipedrive', enabled: false });
    for (let i = 1; i < WEBHOOK_LIMITS.endpoints; i++)
      expect((await register(owner.headers, {})).statusCode).toBe(201);
    expect((await register(owner.headers, {})).json()).toEqual({
      non_field_errors: [WEBHOOK_TEXTS.tooMany(WEBHOOK_LIMITS.endpoints)],
    });
    expect((await call(t, 'DELETE', `/api/webhooks/${created.id}`, owner.headers)).statusCode).toBe(204);
    expect((await call(t, 'GET', '/api/webhooks', owner.headers)).json()).toHaveLength(
      WEBHOOK_LIMITS.endpoints - 1,
    );
  });

  it("of a team: its admins register and manage them, members get 403, other teams 404; members' views reach them", async () => {
    const admin = await buildUser(t.app);
    const member = await buildUser(t.app);
    const outsider = await buildUser(t.app);
    const team = await buildTeam(t.app, { admins: [admin.user.id], members: [member.user.id] });
    const otherTeam = await buildTeam(t.app, { admins: [outsider.user.id], name: 'Other' });

    expect((await register(member.headers, { company_id: team.id })).statusCode).toBe(403);
    expect((await register(admin.headers, { company_id: otherTeam.id })).statusCode).toBe(404);
    const created = await register(admin.headers, { company_id: team.id, events: ['presentation.viewed'] });
    expect(created.json()).toMatchObject({ company_id: team.id, team_name: 'Harbor Realty' });
    const { id } = created.json() as { id: number };
    expect((await call(t, 'GET', `/api/webhooks/${id}/secret`, member.headers)).statusCode).toBe(403);
    expect((await call(t, 'GET', `/api/webhooks/${id}/secret`, outsider.headers)).statusCode).toBe(404);
    expect((await call(t, 'GET', '/api/webhooks', member.headers)).json()).toEqual([]);

    // A member's presentation, viewed: the team's endpoint hears of it.
    const p = (
      await call(t, 'POST', '/api/presentations', member.headers, {
        title: 'Team listing',
        type: 'presentation',
      })
    ).json() as { id: number };
    const link = (
      await call(t, 'POST', `/api/presentations/${p.id}/share-link`, member.headers, { name: 'Lead' })
    ).json() as { hash: string };
    const before = receiver.ofType('presentation.viewed').length;
    await openLink(t, link.hash);
    await vi.waitFor(
      () =>
        expect(
          receiver
            .ofType('presentation.viewed')
            .some((r) => (r.json.data as { presentation: { id: number } }).presentation.id === p.id),
        ).toBe(true),
      patiently,
    );
    expect(receiver.ofType('presentation.viewed').length).toBe(before + 1);
  });
});
