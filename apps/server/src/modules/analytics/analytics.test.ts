import { ANALYTICS_LIMITS, ANALYTICS_TEXTS } from '@folio/shared';
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { analyticsEvents } from './analytics.table.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let address = 0;
const post = (payload: object | string, headers: Record<string, string> = {}, remoteAddress?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/analytics/events',
    headers:
      typeof payload === 'string' ? { 'content-type': 'text/plain;charset=UTF-8', ...headers } : headers,
    payload,
    remoteAddress: remoteAddress ?? `10.7.0.${++address}`,
  });

const stored = () => t.database.db.select().from(analyticsEvents).orderBy(asc(analyticsEvents.id));
const ANON = 'a'.repeat(32);

describe('POST /api/analytics/events', () => {
  it('stores a signed-out batch with its anonymous id and answers how many it took', async () => {
    const response = await post({
      anonymous_id: ANON,
      events: [
        { event: 'ShareDialogView', properties: { dialog: 'link', item_type: 'presentation' } },
        { event: 'EmailShareSingleFile', properties: { recipients: 2 } },
      ],
    });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ accepted: 2 });
    const rows = (await stored()).slice(-2);
    expect(rows.map((r) => [r.name, r.properties, r.userId, r.anonymousId, r.forwardedAt])).toEqual([
      ['ShareDialogView', { dialog: 'link', item_type: 'presentation' }, null, ANON, null],
      ['EmailShareSingleFile', { recipients: 2 }, null, ANON, null],
    ]);
  });

  it('attaches the signed-in user (and not the tab id), also from a sendBeacon text/plain body', async () => {
    const user = await buildUser(t.app);
    const body = JSON.stringify({ anonymous_id: ANON, events: [{ event: 'EmailShareSingleFile' }] });
    const response = await post(body, user.headers);
    expect(response.statusCode).toBe(202);
    const [row] = (await stored()).slice(-1);
    expect(row).toMatchObject({ name: 'EmailShareSingleFile', userId: user.user.id, anonymousId: null });
    expect(row!.properties).toEqual({});
  });

  it('refuses unknown names, bad properties and oversized batches with 400, storing nothing', async () => {
    const before = (await stored()).length;
    const unknown = await post({ events: [{ event: 'DeleteEverything' }] });
    expect(unknown.statusCode).toBe(400);
    expect(JSON.stringify(unknown.json())).toContain(ANALYTICS_TEXTS.unknownEvent);
    const key = await post({ events: [{ event: 'ShareDialogView', properties: { 'Bad Key': 1 } }] });
    expect(key.statusCode).toBe(400);
    expect(JSON.stringify(key.json())).toContain(ANALYTICS_TEXTS.propertyName);
    const nested = await post({ events: [{ event: 'ShareDialogView', properties: { deep: { a: 1 } } }] });
    expect(nested.statusCode).toBe(400);
    const many = Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`k${i}`, 'x'.repeat(190)]));
    const large = await post({ events: [{ event: 'ShareDialogView', properties: many }] });
    expect(large.statusCode).toBe(400);
    expect(JSON.stringify(large.json())).toContain(ANALYTICS_TEXTS.propertiesTooLarge);
    const events = Array.from({ length: ANALYTICS_LIMITS.batch + 1 }, () => ({ event: 'ShareDialogView' }));
    expect((await post({ events })).statusCode).toBe(400);
    expect((await post({ events: [] })).statusCode).toBe(400);
    expect((await post({ anonymous_id: 'me', events: [{ event: 'ShareDialogView' }] })).statusCode).toBe(400);
    expect((await post('{not json')).statusCode).toBe(400);
    expect(await stored()).toHaveLength(before);
  });

  it('refuses a cookie-borne post from another site (CSRF)', async () => {
    const user = await buildUser(t.app);
    const response = await post(JSON.stringify({ events: [{ event: 'ShareDialogView' }] }), {
      cookie: `folio_session=${user.access}`,
      origin: 'https://elsewhere.example',
    });
    expect(response.statusCode).toBe(403);
  });

  it(`is limited to ${ANALYTICS_LIMITS.perMinute} posts a minute per address`, async () => {
    const body = { events: [{ event: 'ShareDialogView' }] };
    for (let i = 0; i < ANALYTICS_LIMITS.perMinute; i++)
      expect((await post(body, {}, '10.8.0.1')).statusCode).toBe(202);
    expect((await post(body, {}, '10.8.0.1')).statusCode).toBe(429);
  });
});
