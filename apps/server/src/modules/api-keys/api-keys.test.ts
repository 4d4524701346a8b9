import { API_KEY_TEXTS, API_KEYS_MAX, MESSAGES } from '@folio/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestClock } from '../../test/clock.ts';
import { buildUser, PASSWORD } from '../../test/factories.ts';
import { call, createTestApp, type Headers, type TestApp } from '../../test/test-app.ts';
import { users } from '../accounts/accounts.table.ts';
import { apiKeys } from './api-keys.table.ts';

const KEY_RATE_LIMIT = 8;
const clock = createTestClock(new Date('2026-03-02T09:00:00Z'));
let t: TestApp;
beforeAll(async () => {
  // Free users (no trial): a key meets the same premium gates as its owner's session.
  t = await createTestApp({ clock, env: { TRIAL_DAYS: '0', API_KEY_RATE_LIMIT: String(KEY_RATE_LIMIT) } });
});
afterAll(() => t.close());

const bearer = (key: string): Headers => ({ authorization: `Bearer ${key}` });
async function createKey(headers: Headers, name = 'CRM sync') {
  const response = await call(t, 'POST', '/api/rollout', headers, { name });
  expect(response.statusCode).toBe(201);
  return response.json() as { id: number; rollout_key: string; prefix: string };
}

describe('API keys (rollout)', () => {
  it('creates a key shown once, lists it without the key, and the key calls the API as its owner', async () => {
    const user = await buildUser(t.app);
    const created = await createKey(user.headers);
    expect(created.rollout_key).toMatch(/^folio_[A-Za-z0-9_-]{43}$/);
    expect(created.prefix).toBe(created.rollout_key.slice(0, 12));
    const list = await call(t, 'GET', '/api/rollout', user.headers);
    expect(list.json()).toEqual([
      {
        id: created.id,
        name: 'CRM sync',
        prefix: created.prefix,
        created_at: expect.any(String),
        last_used_at: null,
      },
    ]);
    expect(list.body).not.toContain(created.rollout_key);

    const me = await call(t, 'GET', '/api/user', bearer(created.rollout_key));
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ id: user.user.id, email: user.email });
    const edit = await call(t, 'PATCH', '/api/user', bearer(created.rollout_key), { first_name: 'Robin' });
    expect(edit.statusCode).toBe(200);
    expect((await call(t, 'GET', '/api/user', user.headers)).json().first_name).toBe('Robin');
  });

  it('records the last use at most once a minute', async () => {
    const user = await buildUser(t.app);
    const { rollout_key: key } = await createKey(user.headers);
    const lastUsed = async () => (await call(t, 'GET', '/api/rollout', user.headers)).json()[0].last_used_at;
    await call(t, 'GET', '/api/user', bearer(key));
    const first = clock.now().toISOString();
    expect(await lastUsed()).toBe(first);
    clock.advance(30);
    await call(t, 'GET', '/api/user', bearer(key));
    expect(await lastUsed()).toBe(first);
    clock.advance(31);
    await call(t, 'GET', '/api/user', bearer(key));
    expect(await lastUsed()).toBe(clock.now().toISOString());
  });

  it('revokes a key: it answers 401 at once and leaves the list; another user cannot see or revoke it', async () => {
    const owner = await buildUser(t.app);
    const other = await buildUser(t.app);
    const { id, rollout_key: key } = await createKey(owner.headers);
    expect((await call(t, 'GET', '/api/rollout', other.headers)).json()).toEqual([]);
    expect((await call(t, 'DELETE', `/api/rollout/${id}`, other.headers)).statusCode).toBe(404);
    expect((await call(t, 'GET', '/api/user', bearer(key))).statusCode).toBe(200);

    expect((await call(t, 'DELETE', `/api/rollout/${id}`, owner.headers)).statusCode).toBe(204);
    const refused = await call(t, 'GET', '/api/user', bearer(key));
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ detail: MESSAGES.tokenNotValid, code: 'token_not_valid' });
    expect((await call(t, 'GET', '/api/rollout', owner.headers)).json()).toEqual([]);
    expect((await call(t, 'DELETE', `/api/rollout/${id}`, owner.headers)).statusCode).toBe(404);
    expect((await call(t, 'DELETE', '/api/rollout/abc', owner.headers)).statusCode).toBe(400);
  });

  it('refuses a key revoked by any write at once, though the embedded server serves keys from memory', async () => {
    const user = await buildUser(t.app);
    const { id, rollout_key: key } = await createKey(user.headers);
    const status = async () => (await call(t, 'GET', '/api/user', bearer(key))).statusCode;
    // The first use is recorded (an announced write too); the second is kept in memory on PGlite.
    expect(await status()).toBe(200);
    expect(await status()).toBe(200);
    const revoke = () =>
      t.database.db.update(apiKeys).set({ revokedAt: clock.now() }).where(eq(apiKeys.id, id));
    // The api_keys trigger (migration 0045) announces a write only while this setting is on: unannounced,
    // a revoke is not seen where the key is kept in memory, so the refusal below is the notice's doing.
    const embedded = t.database.kind === 'pglite';
    if (embedded) await t.database.executeSql(`set folio.account_cache = 'off'`);
    await revoke();
    if (embedded) await t.database.executeSql(`set folio.account_cache = 'on'`);
    expect(await status()).toBe(embedded ? 200 : 401);
    // As an admin command or another module writes it.
    await revoke();
    expect(await status()).toBe(401);
  });

  it('refuses unknown keys, and keys of a disabled account', async () => {
    expect((await call(t, 'GET', '/api/user', bearer(`folio_${'A'.repeat(43)}`))).statusCode).toBe(401);
    expect((await call(t, 'GET', '/api/user', bearer('folio_short'))).statusCode).toBe(401);
    const user = await buildUser(t.app);
    const { rollout_key: key } = await createKey(user.headers);
    await t.database.db.update(users).set({ isActive: false }).where(eq(users.id, user.user.id));
    expect((await call(t, 'GET', '/api/user', bearer(key))).statusCode).toBe(401);
  });

  it('refuses a key on the session-only calls: keys, password, e-mail, sign-out, the socket', async () => {
    const user = await buildUser(t.app);
    const { id, rollout_key: key } = await createKey(user.headers);
    const refusals = [
      await call(t, 'GET', '/api/rollout', bearer(key)),
      await call(t, 'POST', '/api/rollout', bearer(key), { name: 'More' }),
      await call(t, 'DELETE', `/api/rollout/${id}`, bearer(key)),
      await call(t, 'POST', '/api/auth/logout', bearer(key)),
      await call(t, 'POST', '/api/change-password', bearer(key), {
        old_password: PASSWORD,
        new_password1: 'Another-Harbor-77',
        new_password2: 'Another-Harbor-77',
      }),
      await call(t, 'POST', '/api/user/email', bearer(key), { email: 'new@example.com', password: PASSWORD }),
      await call(t, 'GET', '/ws', bearer(key)),
    ];
    for (const response of refusals) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ detail: API_KEY_TEXTS.sessionOnly, code: 'session_required' });
    }
    // Nothing happened: the key, the password and the session all still work.
    expect((await call(t, 'GET', '/api/rollout', user.headers)).json()).toHaveLength(1);
    const login = await call(t, 'POST', '/api/auth/login', {}, { email: user.email, password: PASSWORD });
    expect(login.statusCode).toBe(200);
    expect((await call(t, 'GET', '/api/user', bearer(key))).statusCode).toBe(200);
  });

  it('meets the premium gates and plan of its owner', async () => {
    const user = await buildUser(t.app);
    const { rollout_key: key } = await createKey(user.headers);
    const bySession = await call(t, 'GET', '/api/contacts', user.headers);
    const byKey = await call(t, 'GET', '/api/contacts', bearer(key));
    expect(bySession.statusCode).toBe(403);
    expect(byKey.statusCode).toBe(403);
    expect(byKey.json()).toEqual(bySession.json());
  });

  it('limits requests per key, not per user or address', async () => {
    const user = await buildUser(t.app);
    const first = await createKey(user.headers, 'First');
    const second = await createKey(user.headers, 'Second');
    for (let i = 0; i < KEY_RATE_LIMIT; i += 1)
      expect((await call(t, 'GET', '/api/user', bearer(first.rollout_key))).statusCode).toBe(200);
    const limited = await call(t, 'GET', '/api/user', bearer(first.rollout_key));
    expect(limited.statusCode).toBe(429);
    expect(limited.json().detail).toMatch(/^Too many requests/);
    expect((await call(t, 'GET', '/api/user', bearer(second.rollout_key))).statusCode).toBe(200);
    expect((await call(t, 'GET', '/api/user', user.headers)).statusCode).toBe(200);
  });

  it('validates the name: required, no control characters, not too long', async () => {
    const user = await buildUser(t.app);
    const post = (body: object) => call(t, 'POST', '/api/rollout', user.headers, body);
    expect((await post({ name: '  ' })).json()).toEqual({ name: [API_KEY_TEXTS.nameRequired] });
    const nul = await post({ name: 'CRM\u0000sync' });
    expect(nul.statusCode).toBe(400);
    expect(Object.keys(nul.json())).toEqual(['name']);
    const huge = await post({ name: 'x'.repeat(100_000) });
    expect(huge.statusCode).toBe(400);
    expect(Object.keys(huge.json())).toEqual(['name']);
    expect((await post({})).statusCode).toBe(400);
    expect((await call(t, 'GET', '/api/rollout', user.headers)).json()).toEqual([]);
  });

  it(`holds at most ${API_KEYS_MAX} live keys per user`, async () => {
    const user = await buildUser(t.app);
    const ids: number[] = [];
    for (let i = 0; i < API_KEYS_MAX; i += 1) ids.push((await createKey(user.headers, `Key ${i}`)).id);
    const over = await call(t, 'POST', '/api/rollout', user.headers, { name: 'One more' });
    expect(over.statusCode).toBe(400);
    expect(over.json()).toEqual({ non_field_errors: [API_KEY_TEXTS.tooMany] });
    await call(t, 'DELETE', `/api/rollout/${ids[0]}`, user.headers);
    expect((await call(t, 'POST', '/api/rollout', user.headers, { name: 'One more' })).statusCode).toBe(201);
  });

  it('the API document describes the key scheme and marks the operations that accept it', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json();
    expect(doc.components.securitySchemes.apiKey).toMatchObject({ type: 'http', scheme: 'bearer' });
    const accepts = (path: string, method: string) =>
      doc.paths[path][method].security.some((s: object) => 'apiKey' in s);
    expect(accepts('/api/user', 'get')).toBe(true);
    expect(accepts('/api/contacts', 'post')).toBe(true);
    for (const [path, method] of [
      ['/api/rollout', 'get'],
      ['/api/rollout', 'post'],
      ['/api/rollout/{id}', 'delete'],
      ['/api/change-password', 'post'],
      ['/api/auth/logout', 'post'],
    ] as const) {
      expect(accepts(path, method)).toBe(false);
      expect(doc.paths[path][method].security).toContainEqual({ cookieSession: [] });
    }
  });

  it('answers 401 without a session', async () => {
    expect((await call(t, 'GET', '/api/rollout', {})).statusCode).toBe(401);
    expect((await call(t, 'POST', '/api/rollout', {}, { name: 'x' })).statusCode).toBe(401);
  });
});
