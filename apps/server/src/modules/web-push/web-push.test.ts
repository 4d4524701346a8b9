import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { generateVapidKeys, isAllowedEndpoint, sendPush } from '../../platform/web-push.ts';
import { buildUser } from '../../test/factories.ts';
import { patiently } from '../../test/patience.ts';
import { call, createTestApp, type Headers, type TestApp } from '../../test/test-app.ts';
import { users } from '../accounts/accounts.table.ts';
import { WEB_PUSH_TEXTS } from './web-push.errors.ts';
import { withinPushLimit } from './web-push.jobs.ts';
import { createWebPushService } from './web-push.service.ts';
import { webPushKeys, webPushSubscriptions } from './web-push.table.ts';
import { browserKeys, decryptPush, startPushService, verifyVapid } from './web-push.test-utils.ts';

let t: TestApp;
let push: Awaited<ReturnType<typeof startPushService>>;
beforeAll(async () => {
  [t, push] = await Promise.all([createTestApp(), startPushService()]);
});
afterAll(async () => {
  await Promise.all([t.close(), push.close()]);
});

const subscribe = (headers: Headers, endpoint: string, keys = browserKeys().keys) =>
  call(t, 'POST', '/api/web-push/subscriptions', headers, { endpoint, keys, expirationTime: null });
const userRow = async (id: number) => (await t.database.db.select().from(users).where(eq(users.id, id)))[0]!;

describe('web push: keys and subscriptions', () => {
  it('makes the VAPID key pair once and keeps it in the database for every instance', async () => {
    const user = await buildUser(t.app);
    const first = await call(t, 'GET', '/api/web-push/public-key', user.headers);
    expect(first.statusCode).toBe(200);
    const key = first.json().public_key as string;
    expect(Buffer.from(key, 'base64url')).toHaveLength(65);
    expect((await call(t, 'GET', '/api/web-push/public-key', user.headers)).json().public_key).toBe(key);
    const rows = await t.database.db.select().from(webPushKeys);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.publicKey).toBe(key);
    const another = createWebPushService({ db: t.database.db, subject: 'mailto:a@b.c', allowLoopback: true });
    expect(await another.publicKey()).toBe(key);
    expect((await t.app.inject({ method: 'GET', url: '/api/web-push/public-key' })).statusCode).toBe(401);
  });

  it('saves a subscription and sets the user’s web_push_notifications and onesignal_player_id', async () => {
    const user = await buildUser(t.app);
    const response = await subscribe(user.headers, 'https://fcm.googleapis.com/fcm/send/abc123');
    expect(response.statusCode).toBe(201);
    const body = response.json() as {
      id: number;
      web_push_notifications: boolean;
      onesignal_player_id: string;
    };
    expect(body).toEqual({ id: body.id, web_push_notifications: true, onesignal_player_id: String(body.id) });
    const me = (await call(t, 'GET', '/api/user', user.headers)).json();
    expect(me).toMatchObject({ web_push_notifications: true, onesignal_player_id: String(body.id) });

    // The same browser subscribing again replaces its row; signing in as someone else moves it to them.
    const again = (await subscribe(user.headers, 'https://fcm.googleapis.com/fcm/send/abc123')).json();
    const other = await buildUser(t.app);
    const moved = (await subscribe(other.headers, 'https://fcm.googleapis.com/fcm/send/abc123')).json();
    expect(moved.id).not.toBe(again.id);
    expect(await userRow(user.user.id)).toMatchObject({
      webPushNotifications: false,
      onesignalPlayerId: null,
    });
    expect(await userRow(other.user.id)).toMatchObject({
      webPushNotifications: true,
      onesignalPlayerId: String(moved.id),
    });
  });

  it('refuses endpoints that are not https on a public host, and malformed keys', async () => {
    const user = await buildUser(t.app);
    for (const endpoint of [
      'http://push.example.com/x',
      'ftp://push.example.com/x',
      'https://user:pw@push.example.com/x',
    ]) {
      const response = await subscribe(user.headers, endpoint);
      expect(response.statusCode).toBe(400);
    }
    expect((await subscribe(user.headers, 'http://push.example.com/x')).json()).toEqual({
      endpoint: [WEB_PUSH_TEXTS.endpointRefused],
    });
    const badKeys = await call(t, 'POST', '/api/web-push/subscriptions', user.headers, {
      endpoint: 'https://push.example.com/x',
      keys: { p256dh: 'short', auth: 'x' },
    });
    expect(badKeys.statusCode).toBe(400);
    expect(Object.keys(badKeys.json())).toEqual(['keys']);
    expect(
      await t.database.db
        .select()
        .from(webPushSubscriptions)
        .where(eq(webPushSubscriptions.userId, user.user.id)),
    ).toEqual([]);
  });

  it('allows http and loopback only with the test flag (production never sets it)', async () => {
    expect(await isAllowedEndpoint('https://93.184.216.34/wpush/v2/x', false)).toBe(true);
    expect(await isAllowedEndpoint('http://127.0.0.1:9000/push', false)).toBe(false);
    expect(await isAllowedEndpoint('https://localhost/push', false)).toBe(false);
    expect(await isAllowedEndpoint('https://[::1]/push', false)).toBe(false);
    expect(await isAllowedEndpoint('http://127.0.0.1:9000/push', true)).toBe(true);
    expect(await isAllowedEndpoint('http://93.184.216.34/push', true)).toBe(false);
    // Loopback in other forms, and a name resolving to it.
    for (const endpoint of ['https://0x7f.1/push', 'https://2130706433/push', 'https://localhost:8443/push'])
      expect(await isAllowedEndpoint(endpoint, false), endpoint).toBe(false);
  });

  it('refuses endpoints on private, link-local and metadata addresses in any form (400, nothing kept)', async () => {
    const user = await buildUser(t.app);
    for (const endpoint of [
      'https://169.254.169.254/push',
      'https://2852039166/push',
      'https://10.0.0.1/push',
      'https://[::ffff:127.0.0.1]/push',
      'https://[::ffff:7f00:1]/push',
      'https://[::ffff:a9fe:a9fe]/push',
      'https://[fe80::1]/push',
      'https://[fd12:3456::1]/push',
    ]) {
      const response = await subscribe(user.headers, endpoint);
      expect(response.statusCode, endpoint).toBe(400);
      expect(response.json()).toEqual({ endpoint: [WEB_PUSH_TEXTS.endpointRefused] });
    }
    const kept = await t.database.db
      .select()
      .from(webPushSubscriptions)
      .where(eq(webPushSubscriptions.userId, user.user.id));
    expect(kept).toEqual([]);
  });

  it('checks the address again at send: a stored endpoint on a private address is refused, never requested', async () => {
    const keys = browserKeys().keys;
    const port = new URL(push.endpoint('x')).port;
    const before = push.received.length;
    const options = {
      keys: generateVapidKeys(),
      subject: 'mailto:a@b.c',
      ttlSeconds: 60,
      allowLoopback: false,
    };
    for (const endpoint of [
      `https://[::ffff:7f00:1]:${port}/push/stored`,
      `https://2130706433:${port}/push/stored`,
      `https://localhost:${port}/push/stored`,
      'https://169.254.169.254/push/stored',
      `http://93.184.216.34/push/stored`,
    ])
      expect(await sendPush({ endpoint, ...keys }, '{}', { ...options, timeoutMs: 1000 }), endpoint).toBe(
        'refused',
      );
    expect(push.received.length).toBe(before);

    // A row kept before the check existed is deleted at its first push.
    const user = await buildUser(t.app);
    await subscribe(user.headers, push.endpoint(`ok${user.user.id}`));
    const [row] = await t.database.db
      .insert(webPushSubscriptions)
      .values({ userId: user.user.id, endpoint: 'https://169.254.169.254/push/old', ...keys, userAgent: '' })
      .returning();
    await call(t, 'POST', '/api/presentations', user.headers, { title: 'Old row', type: 'presentation' });
    await vi.waitFor(
      async () =>
        expect(
          await t.database.db.select().from(webPushSubscriptions).where(eq(webPushSubscriptions.id, row!.id)),
        ).toEqual([]),
      patiently,
    );
  });

  it('cuts a payload over 3 KB (a long comment) to fit what push services take', () => {
    const comment = '😍'.repeat(500);
    const notification = {
      id: 1,
      category: 'feedback_received' as const,
      message: `Jane left feedback: ${comment}`,
      read: false,
      created_at: new Date().toISOString(),
      presentation_id: 7,
      body: { title: 'Villa', presentation_id: 7, comment, name: 'Jane' },
    };
    const small = {
      title: 'Folio',
      body: 'Hi',
      url: 'http://folio.test',
      notification: { ...notification, message: 'Hi', body: {} },
    };
    expect(withinPushLimit(small)).toBe(small);
    const cut = withinPushLimit({
      title: 'Folio',
      body: notification.message,
      url: 'http://folio.test',
      notification,
    });
    expect(Buffer.byteLength(JSON.stringify(cut))).toBeLessThan(3000);
    expect(cut.notification.body).toEqual({ title: 'Villa', presentation_id: 7 });
    expect(cut.body.endsWith('…')).toBe(true);
  });

  it('unsubscribes (others’ ids are 404); the user’s fields follow what is left', async () => {
    const user = await buildUser(t.app);
    const other = await buildUser(t.app);
    const a = (await subscribe(user.headers, 'https://push.example.com/a')).json();
    const b = (await subscribe(user.headers, 'https://push.example.com/b')).json();
    expect(b.onesignal_player_id).toBe(String(b.id));
    expect((await call(t, 'DELETE', `/api/web-push/subscriptions/${b.id}`, other.headers)).statusCode).toBe(
      404,
    );
    const gone = await call(t, 'DELETE', `/api/web-push/subscriptions/${b.id}`, user.headers);
    expect(gone.json()).toEqual({
      id: b.id,
      web_push_notifications: true,
      onesignal_player_id: String(a.id),
    });
    const last = await call(t, 'DELETE', `/api/web-push/subscriptions/${a.id}`, user.headers);
    expect(last.json()).toEqual({ id: a.id, web_push_notifications: false, onesignal_player_id: null });
    expect((await call(t, 'DELETE', `/api/web-push/subscriptions/${a.id}`, user.headers)).statusCode).toBe(
      404,
    );
  });
});

describe('web push: each notification pushed to the user’s browsers', () => {
  it('a local push service receives it, signed with VAPID, and the browser keys decrypt it (RFC 8291)', async () => {
    const user = await buildUser(t.app);
    const browser = browserKeys();
    const saved = await subscribe(user.headers, push.endpoint(`u${user.user.id}`), browser.keys);
    expect(saved.statusCode).toBe(201);
    await call(t, 'POST', '/api/presentations', user.headers, { title: 'Harbor Loft', type: 'presentation' });
    const received = await vi.waitFor(async () => {
      const found = push.received.find(
        (r) =>
          r.url === `/push/u${user.user.id}` &&
          decryptPush(r.body, browser).includes('first_presentation_created'),
      );
      expect(found).toBeDefined();
      return found!;
    }, patiently);
    expect(received.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(received.headers.ttl)).toBe(86_400);
    const publicKey = (await call(t, 'GET', '/api/web-push/public-key', user.headers)).json().public_key;
    const claims = verifyVapid(String(received.headers.authorization), publicKey);
    expect(claims.aud).toBe(new URL(push.endpoint('x')).origin);
    expect(claims.sub).toMatch(/^mailto:/);
    const payload = JSON.parse(decryptPush(received.body, browser));
    expect(payload).toMatchObject({
      title: 'Folio',
      body: 'You created your first presentation, “Harbor Loft”. Add assets and share it!',
      notification: { category: 'first_presentation_created', body: { title: 'Harbor Loft' } },
    });
    expect(payload.url).toMatch(/^http:\/\/folio\.test\/insights\/\d+$/);
  });

  it('a subscription the push service answers 410 for is deleted', async () => {
    const user = await buildUser(t.app);
    const saved = (await subscribe(user.headers, push.endpoint(`gone${user.user.id}`))).json();
    push.answer(410);
    try {
      await call(t, 'POST', '/api/presentations', user.headers, { title: 'Gone', type: 'presentation' });
      await push.next(`/push/gone${user.user.id}`);
      await vi.waitFor(async () => {
        const rows = await t.database.db
          .select()
          .from(webPushSubscriptions)
          .where(eq(webPushSubscriptions.id, saved.id));
        expect(rows).toEqual([]);
      }, patiently);
      expect(await userRow(user.user.id)).toMatchObject({
        webPushNotifications: false,
        onesignalPlayerId: null,
      });
    } finally {
      push.answer(201);
    }
  });

  it('a push the push service fails is retried (a queued job with backoff)', {
    timeout: 60_000,
  }, async () => {
    const user = await buildUser(t.app);
    const path = `/push/retry${user.user.id}`;
    const browser = browserKeys();
    await subscribe(user.headers, push.endpoint(`retry${user.user.id}`), browser.keys);
    // The welcome notifications of the sign-up may be pushed to the new subscription too: not counted.
    const pushesOfCreated = () =>
      push.received.filter(
        (r) => r.url === path && decryptPush(r.body, browser).includes('first_presentation_created'),
      );
    push.answer(500);
    try {
      await call(t, 'POST', '/api/presentations', user.headers, { title: 'Retry', type: 'presentation' });
      await vi.waitFor(() => expect(pushesOfCreated()).not.toEqual([]), patiently);
    } finally {
      push.answer(201);
    }
    await vi.waitFor(() => expect(pushesOfCreated()).toHaveLength(2), { timeout: 45_000, interval: 200 });
    const rows = await t.database.db
      .select()
      .from(webPushSubscriptions)
      .where(eq(webPushSubscriptions.userId, user.user.id));
    expect(rows).toHaveLength(1);
  });
});
