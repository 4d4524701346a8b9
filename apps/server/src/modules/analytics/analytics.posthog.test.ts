import { asc, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '../../config.ts';
import { buildUser } from '../../test/factories.ts';
import { startPostHogServer } from '../../test/posthog/posthog-server.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createPostHogForwarder } from './analytics.posthog.ts';
import { analyticsEvents } from './analytics.table.ts';

const KEY = 'phc_folio_test_key';
let t: TestApp;
let posthog: Awaited<ReturnType<typeof startPostHogServer>>;
beforeAll(async () => {
  posthog = await startPostHogServer(KEY);
  // The forwarder is run by hand here: the app's cron job would race the assertions.
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
  await posthog.close();
});

const forwarder = (apiKey = KEY) =>
  createPostHogForwarder({
    db: t.database.db,
    clock: { now: () => new Date() },
    settings: { apiKey, host: posthog.host },
  });
const waiting = () => t.database.db.select().from(analyticsEvents).where(isNull(analyticsEvents.forwardedAt));

describe('PostHog forwarder', () => {
  it('is configured by POSTHOG_KEY, with the US host by default', () => {
    const env = { DATA_DIR: t.dataDir };
    expect(parseConfig(env).posthog).toBeNull();
    expect(parseConfig({ ...env, POSTHOG_KEY: KEY }).posthog).toEqual({
      apiKey: KEY,
      host: 'https://us.i.posthog.com',
    });
    expect(
      parseConfig({ ...env, POSTHOG_KEY: KEY, POSTHOG_HOST: 'https://eu.i.posthog.com/' }).posthog?.host,
    ).toBe('https://eu.i.posthog.com');
  });

  it('posts the stored events to /batch/ in the capture format, once', async () => {
    const user = await buildUser(t.app);
    const anonymous = 'b'.repeat(32);
    await t.app.inject({
      method: 'POST',
      url: '/api/analytics/events',
      payload: {
        anonymous_id: anonymous,
        events: [{ event: 'ShareDialogView', properties: { dialog: 'email' } }],
      },
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/analytics/events',
      headers: user.headers,
      payload: { events: [{ event: 'EmailShareSingleFile', properties: { recipients: 3 } }] },
    });
    const rows = await t.database.db.select().from(analyticsEvents).orderBy(asc(analyticsEvents.id));

    expect(await forwarder()()).toBe(2);
    expect(posthog.bodies).toHaveLength(1);
    const [body] = posthog.bodies;
    expect(body).toMatchObject({ api_key: KEY, historical_migration: false });
    expect(body!.batch).toEqual([
      {
        event: 'ShareDialogView',
        uuid: rows[0]!.uuid,
        distinct_id: `anon:${anonymous}`,
        timestamp: rows[0]!.createdAt.toISOString(),
        properties: {
          dialog: 'email',
          distinct_id: `anon:${anonymous}`,
          $lib: 'folio-server',
          $process_person_profile: false,
        },
      },
      {
        event: 'EmailShareSingleFile',
        uuid: rows[1]!.uuid,
        distinct_id: `user:${user.user.id}`,
        timestamp: rows[1]!.createdAt.toISOString(),
        properties: { recipients: 3, distinct_id: `user:${user.user.id}`, $lib: 'folio-server' },
      },
    ]);
    expect(await waiting()).toHaveLength(0);
    expect(await forwarder()()).toBe(0);
    expect(posthog.bodies).toHaveLength(1);
  });

  it('keeps the events for the next run when PostHog is down or refuses the key', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/analytics/events',
      payload: { events: [{ event: 'ShareDialogView' }] },
    });
    posthog.setDown(true);
    await expect(forwarder()()).rejects.toThrow('PostHog refused the batch (HTTP 503).');
    posthog.setDown(false);
    await expect(forwarder('phc_wrong')()).rejects.toThrow('HTTP 401');
    expect(await waiting()).toHaveLength(1);
    expect(await forwarder()()).toBe(1);
    expect(await waiting()).toHaveLength(0);
    expect(posthog.events.size).toBe(3);
  });
});
