import { STORAGE_MESSAGES } from '@folio/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSecretBox, loadEncryptionKey } from '../../platform/secret-box.ts';
import { type BoxServer, startBoxServer } from '../../test/box/box-server.ts';
import { createTestClock } from '../../test/clock.ts';
import { buildUser } from '../../test/factories.ts';
import { call, createTestApp, type TestApp } from '../../test/test-app.ts';
import { storageConnections } from './storage-connections.table.ts';
import { connectBox, redirectedTo } from './storage-connections.test-utils.ts';

let box: BoxServer;
let t: TestApp;
let unconfigured: TestApp;
const clock = createTestClock(new Date('2026-03-02T09:00:00Z'));

beforeAll(async () => {
  box = await startBoxServer();
  [t, unconfigured] = await Promise.all([
    createTestApp({ env: box.env, clock }),
    createTestApp({ env: { BOX_CLIENT_ID: 'only-the-id' } }),
  ]);
});
afterAll(async () => {
  await Promise.all([t.close(), unconfigured.close(), box.close()]);
});

const rowOf = async (userId: number) => {
  const [row] = await t.database.db
    .select()
    .from(storageConnections)
    .where(eq(storageConnections.userId, userId));
  return row;
};
const tokenRequests = (grant: string) =>
  box.seen.filter((r) => r.path === '/oauth2/token' && r.form.get('grant_type') === grant);

describe('connecting Box', () => {
  it('sends the user to Box with a state, exchanges the code on the server and lists the account', async () => {
    const user = await buildUser(t.app);
    const { start, callback } = await connectBox(t, user.headers, '/presentations/7/edit');
    const consent = new URL(String(start.headers.location));
    expect(`${consent.origin}${consent.pathname}`).toBe(box.env.BOX_AUTHORIZE_URL);
    expect(Object.fromEntries(consent.searchParams)).toEqual({
      response_type: 'code',
      client_id: 'box-client-id',
      redirect_uri: 'http://folio.test/api/integrations/box/callback',
      state: expect.stringMatching(/^[\w-]{43}$/),
    });
    expect(callback.statusCode).toBe(302);
    expect(callback.headers.location).toBe('/presentations/7/edit?storage=box');
    const exchange = tokenRequests('authorization_code').at(-1);
    expect(exchange?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(exchange?.form.get('client_secret')).toBe('box-client-secret');
    const list = await call(t, 'GET', '/api/integrations/storage', user.headers);
    expect(list.json()).toEqual([
      { provider: 'box', account_label: 'ann@box.test', connected_at: clock.now().toISOString() },
    ]);
    expect(list.body).not.toMatch(/acc_|ref_/);
  });

  it('keeps the tokens sealed in the row: only the server key opens them', async () => {
    const user = await buildUser(t.app);
    await connectBox(t, user.headers);
    const row = await rowOf(user.user.id);
    const [grant] = box.liveGrants().slice(-1);
    expect(row?.accessTokenSealed).not.toContain(grant!.access);
    expect(row?.refreshTokenSealed).not.toContain(grant!.refresh);
    const secrets = createSecretBox(loadEncryptionKey(undefined, t.dataDir));
    expect(secrets.open(row!.accessTokenSealed)).toBe(grant!.access);
    expect(secrets.open(row!.refreshTokenSealed!)).toBe(grant!.refresh);
    expect(row?.expiresAt?.getTime()).toBe(clock.now().getTime() + 3600_000);
  });

  it('refuses a replayed state, another user’s state and an expired one', async () => {
    const ann = await buildUser(t.app);
    const bob = await buildUser(t.app);
    const first = await connectBox(t, ann.headers);
    const exchanges = tokenRequests('authorization_code').length;
    const replay = await call(t, 'GET', `${first.back.pathname}${first.back.search}`, ann.headers);
    expect(redirectedTo(replay).searchParams.get('storage_error')).toBe(STORAGE_MESSAGES.stateInvalid);
    expect(tokenRequests('authorization_code').length).toBe(exchanges);

    // Bob arrives with Ann's fresh state and code: refused, and Ann can still finish her flow.
    const started = await call(t, 'GET', '/api/integrations/box/connect', ann.headers);
    const consent = await fetch(String(started.headers.location), { redirect: 'manual' });
    const back = new URL(String(consent.headers.get('location')));
    const stolen = await call(t, 'GET', `${back.pathname}${back.search}`, bob.headers);
    expect(redirectedTo(stolen).searchParams.get('storage_error')).toBe(STORAGE_MESSAGES.stateInvalid);
    expect((await call(t, 'GET', '/api/integrations/storage', bob.headers)).json()).toEqual([]);
    const own = await call(t, 'GET', `${back.pathname}${back.search}`, ann.headers);
    expect(own.headers.location).toBe('/settings/integration?storage=box');

    const later = await call(t, 'GET', '/api/integrations/box/connect', ann.headers);
    const laterBack = new URL(
      String((await fetch(String(later.headers.location), { redirect: 'manual' })).headers.get('location')),
    );
    clock.advance(11 * 60);
    const expired = await call(t, 'GET', `${laterBack.pathname}${laterBack.search}`, ann.headers);
    expect(redirectedTo(expired).searchParams.get('storage_error')).toBe(STORAGE_MESSAGES.stateInvalid);
  });

  it('returns with a message when the user declines at Box, and accepts only paths of this site', async () => {
    const user = await buildUser(t.app);
    box.state.deny = true;
    const { callback } = await connectBox(t, user.headers, '/settings/integration');
    box.state.deny = false;
    expect(redirectedTo(callback).pathname).toBe('/settings/integration');
    expect(redirectedTo(callback).searchParams.get('storage_error')).toBe(STORAGE_MESSAGES.denied('Box'));
    expect((await call(t, 'GET', '/api/integrations/storage', user.headers)).json()).toEqual([]);
    for (const returnTo of ['//evil.test/x', 'https://evil.test/', '/\\evil.test'])
      expect(
        (
          await call(
            t,
            'GET',
            `/api/integrations/box/connect?return_to=${encodeURIComponent(returnTo)}`,
            user.headers,
          )
        ).statusCode,
      ).toBe(400);
  });

  it('sends a visitor without a session to log in, and answers 503 where Box is not fully configured', async () => {
    const anonymous = await call(t, 'GET', '/api/integrations/box/connect', {});
    expect(anonymous.statusCode).toBe(302);
    expect(anonymous.headers.location).toBe('/login');
    const user = await buildUser(unconfigured.app);
    const response = await call(unconfigured, 'GET', '/api/integrations/box/connect', user.headers);
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ detail: 'Box is not configured.' });
    expect((await call(t, 'GET', '/api/integrations/storage', {})).statusCode).toBe(401);
  });

  it('tells the user when Box is down during the exchange, without storing anything', async () => {
    const user = await buildUser(t.app);
    const started = await call(t, 'GET', '/api/integrations/box/connect', user.headers);
    const back = new URL(
      String((await fetch(String(started.headers.location), { redirect: 'manual' })).headers.get('location')),
    );
    box.state.down = true;
    const callback = await call(t, 'GET', `${back.pathname}${back.search}`, user.headers);
    box.state.down = false;
    expect(redirectedTo(callback).searchParams.get('storage_error')).toBe(
      STORAGE_MESSAGES.unavailable('Box'),
    );
    expect(await rowOf(user.user.id)).toBeUndefined();
  });
});

describe('disconnecting Box', () => {
  it('revokes the tokens at Box and deletes the row; another user’s connection is not touched', async () => {
    const ann = await buildUser(t.app);
    const bob = await buildUser(t.app);
    await connectBox(t, ann.headers);
    await connectBox(t, bob.headers);
    const grants = box.liveGrants().length;
    const response = await call(t, 'DELETE', '/api/integrations/storage/box', ann.headers);
    expect(response.statusCode).toBe(204);
    const revoke = box.seen.filter((r) => r.path === '/oauth2/revoke').at(-1);
    expect(revoke?.form.get('client_id')).toBe('box-client-id');
    expect(box.liveGrants().length).toBe(grants - 1);
    expect(await rowOf(ann.user.id)).toBeUndefined();
    expect(await rowOf(bob.user.id)).toBeDefined();
    expect((await call(t, 'DELETE', '/api/integrations/storage/box', ann.headers)).statusCode).toBe(404);
    expect((await call(t, 'DELETE', '/api/integrations/storage/dropbox', bob.headers)).statusCode).toBe(404);
  });
});
