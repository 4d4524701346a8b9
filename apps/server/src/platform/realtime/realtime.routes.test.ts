import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sessions, users } from '../../modules/accounts/accounts.table.ts';
import { createTestClock } from '../../test/clock.ts';
import { buildUser } from '../../test/factories.ts';
import { patiently } from '../../test/patience.ts';
import { createSecondInstance, createTestApp, type TestApp } from '../../test/test-app.ts';
import type { RealtimeHub } from './hub.ts';
import { createLiveSessions } from './live-sessions.ts';
import { CLOSE, MAX_SOCKETS_PER_USER } from './realtime.routes.ts';
import { ofType, openSocket } from './realtime.test-utils.ts';

const ORIGIN = 'http://folio.test';
const clock = createTestClock();
let t: TestApp;
let hub: RealtimeHub;
beforeAll(async () => {
  t = await createTestApp({ clock });
  hub = t.app.realtime;
  await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

const asCookie = (token: string) => ({ cookie: `folio_session=${token}`, origin: ORIGIN });
/** What a test published: a new user's welcome notifications may arrive on its sockets too. */
const published = (messages: Record<string, unknown>[]) => messages.filter((m) => m.type !== 'notification');

const signedIn = async (app: FastifyInstance = t.app) => {
  const user = await buildUser(app);
  return { id: user.user.id, token: user.access, headers: user.headers };
};

describe('GET /ws', () => {
  it('closes a socket without a session with 4401', async () => {
    const client = openSocket(t.app, { origin: ORIGIN });
    expect((await client.closed).code).toBe(CLOSE.unauthenticated);
    expect(client.messages).toEqual([]);
  });

  it('closes a socket whose session was signed out with 4401', async () => {
    const user = await signedIn();
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: user.headers });
    expect((await openSocket(t.app, asCookie(user.token)).closed).code).toBe(CLOSE.unauthenticated);
  });

  it('refuses the upgrade from another origin with 403, even with a valid session', async () => {
    const user = await signedIn();
    const client = openSocket(t.app, { ...asCookie(user.token), origin: 'http://evil.test' });
    expect(await client.refused).toBe(403);
  });

  it('says hello, then delivers what is published to the user, and only to that user', async () => {
    const [dana, lee] = [await signedIn(), await signedIn()];
    const danaSocket = openSocket(t.app, asCookie(dana.token));
    const leeSocket = openSocket(t.app, asCookie(lee.token));
    expect(await danaSocket.next(() => true)).toEqual({ type: 'hello' });
    await leeSocket.next(ofType('hello'));

    await hub.publish(dana.id, { type: 'asset.progress', asset_id: 7, percentage: 40 });
    await hub.publish(lee.id, { type: 'marker' });
    expect(await danaSocket.next(ofType('asset.progress'))).toEqual({
      type: 'asset.progress',
      asset_id: 7,
      percentage: 40,
    });
    await leeSocket.next(ofType('marker'));
    expect(published(leeSocket.messages).map((m) => m.type)).toEqual(['hello', 'marker']);
    danaSocket.socket.close();
    leeSocket.socket.close();
  });

  it('accepts a bearer token from a client that sends no Origin', async () => {
    const user = await signedIn();
    const client = openSocket(t.app, user.headers);
    await client.next(ofType('hello'));
    client.socket.close();
  });

  it('closes with 4403 while the user must set a new password', async () => {
    const user = await signedIn();
    await t.database.db.update(users).set({ changePasswordRequired: true }).where(eq(users.id, user.id));
    expect((await openSocket(t.app, asCookie(user.token)).closed).code).toBe(CLOSE.passwordChangeRequired);
  });

  it('drops a message over the NOTIFY limit and keeps delivering the next ones', async () => {
    const user = await signedIn();
    const client = openSocket(t.app, asCookie(user.token));
    await client.next(ofType('hello'));
    await hub.publish(user.id, { type: 'huge', text: 'x'.repeat(8000) });
    await hub.publish(user.id, { type: 'small' });
    await client.next(ofType('small'));
    expect(published(client.messages).map((m) => m.type)).toEqual(['hello', 'small']);
    client.socket.close();
  });

  it('closes with 1009 on a client frame over 4 KB and ignores smaller ones', async () => {
    const user = await signedIn();
    const client = openSocket(t.app, asCookie(user.token));
    await client.next(ofType('hello'));
    client.socket.send('ping');
    client.socket.send('x'.repeat(5000));
    expect((await client.closed).code).toBe(CLOSE.tooBig);
  });

  it(`allows ${MAX_SOCKETS_PER_USER} sockets per user and closes one more with 4429`, async () => {
    const user = await signedIn();
    const open = Array.from({ length: MAX_SOCKETS_PER_USER }, () => openSocket(t.app, asCookie(user.token)));
    await Promise.all(open.map((client) => client.next(ofType('hello'))));
    expect((await openSocket(t.app, asCookie(user.token)).closed).code).toBe(CLOSE.tooManySockets);
    open[0]!.socket.close();
    await open[0]!.closed;
    const again = openSocket(t.app, asCookie(user.token));
    await again.next(ofType('hello'));
    for (const client of [...open, again]) client.socket.close();
  });

  it('closes its sockets with 1012 (service restart) when the server shuts down', async () => {
    const other = await createTestApp();
    await other.app.listen({ port: 0, host: '127.0.0.1' });
    const user = await signedIn(other.app);
    const client = openSocket(other.app, asCookie(user.token));
    await client.next(ofType('hello'));
    await other.close();
    expect((await client.closed).code).toBe(CLOSE.serviceRestart);
  });
});

describe('live sessions (the heartbeat check)', () => {
  const sessionOf = async (userId: number) => {
    const [row] = await t.database.db.select().from(sessions).where(eq(sessions.userId, userId));
    return row!.id;
  };
  const live = (ids: number[]) => createLiveSessions(t.database.db, clock)(ids);

  it('keeps live sessions and drops revoked ones and those of disabled accounts', async () => {
    const [kept, revoked, disabled] = [await signedIn(), await signedIn(), await signedIn()];
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: revoked.headers });
    await t.database.db.update(users).set({ isActive: false }).where(eq(users.id, disabled.id));
    const ids = [await sessionOf(kept.id), await sessionOf(revoked.id), await sessionOf(disabled.id)];
    expect(await live(ids)).toEqual(new Set([ids[0]]));
  });

  it('drops an expired session and does not renew it', async () => {
    const user = await signedIn();
    const id = await sessionOf(user.id);
    clock.advance(2 * 3600);
    expect(await live([id])).toEqual(new Set([id]));
    clock.advance(4 * 3600 + 1);
    expect(await live([id])).toEqual(new Set());
    clock.advance(-6 * 3600 - 1);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('across instances (needs PostgreSQL)', () => {
  it('delivers a publish on one instance exactly once to the sockets on both', async () => {
    const other = await createSecondInstance(t, { clock });
    try {
      const user = await signedIn();
      const here = openSocket(t.app, asCookie(user.token));
      const there = openSocket(other.app, asCookie(user.token));
      await Promise.all([here.next(ofType('hello')), there.next(ofType('hello'))]);

      await hub.publish(user.id, { type: 'asset.progress', percentage: 10 });
      await other.app.realtime.publish(user.id, { type: 'asset.progress', percentage: 20 });
      await hub.publish(user.id, { type: 'marker' });
      await Promise.all([here.next(ofType('marker')), there.next(ofType('marker'))]);
      await new Promise((resolve) => setTimeout(resolve, 200));
      for (const client of [here, there])
        expect(
          published(client.messages)
            .map((m) => m.percentage ?? m.type)
            .sort(),
        ).toEqual([10, 20, 'hello', 'marker']);
      here.socket.close();
      there.socket.close();
    } finally {
      await other.close();
    }
  });

  it('listens again after its LISTEN connection is killed', async () => {
    const other = await createSecondInstance(t, { clock });
    try {
      const listeners = async () =>
        (
          await t.database.executeSql(
            "select pid from pg_stat_activity where datname = current_database() and query = 'listen folio_realtime'",
          )
        ).rows.map((row) => Number(row.pid));
      const before = await listeners();
      expect(before).toHaveLength(2);
      await t.database.executeSql('select pg_terminate_backend(pid) from unnest($1::int[]) as pid', [before]);
      await vi.waitFor(async () => {
        const after = await listeners();
        expect(after).toHaveLength(2);
        expect(after.some((pid) => before.includes(pid))).toBe(false);
      }, patiently);
      const user = await signedIn();
      const there = openSocket(other.app, asCookie(user.token));
      await there.next(ofType('hello'));
      await hub.publish(user.id, { type: 'after-reconnect' });
      await there.next(ofType('after-reconnect'));
      there.socket.close();
    } finally {
      await other.close();
    }
  });
});
