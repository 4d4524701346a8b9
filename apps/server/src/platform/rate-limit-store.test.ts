import { randomBytes } from 'node:crypto';
import { MESSAGES } from '@folio/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestClock } from '../test/clock.ts';
import { buildUser } from '../test/factories.ts';
import { patiently } from '../test/patience.ts';
import { createSecondInstance, createTestApp, type TestApp } from '../test/test-app.ts';

const LIMIT = 4;
const KEY_LIMIT = 3;
const env = { AUTH_RATE_LIMIT: String(LIMIT), API_KEY_RATE_LIMIT: String(KEY_LIMIT) };
const clock = createTestClock();
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

let first: TestApp;
beforeAll(async () => {
  first = await createTestApp({ clock, env });
});
afterAll(() => first.close());

/** A failed sign-in from the tests' one address (a new e-mail each time: the failed-login lockout stays out of it). */
const attempt = (t: TestApp) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: `nobody-${randomBytes(4).toString('hex')}@example.com`, password: 'Wrong-Password-1' },
  });
const counterKeys = async (t: TestApp) =>
  (await t.database.executeSql('select key from rate_limit_counters order by key')).rows.map(
    (row) => row.key,
  );

/** Statuses of `count` sign-in attempts, taking turns over the instances; the last answer. */
async function attempts(instances: TestApp[], count: number) {
  const statuses: number[] = [];
  let last = await attempt(instances[0]!);
  for (let i = 0; i < count; i += 1) {
    if (i > 0) last = await attempt(instances[i % instances.length]!);
    statuses.push(last.statusCode);
  }
  return { statuses, last };
}

const allowed = Array.from({ length: LIMIT }, () => 400);

describe.skipIf(!onPostgres)('rate limits on PostgreSQL, shared by every instance (needs PostgreSQL)', () => {
  let second: TestApp;
  beforeAll(async () => {
    second = await createSecondInstance(first, { clock, env });
  });
  afterAll(() => second.close());

  it('counts sign-in attempts over both instances as one would, and the window resets', async () => {
    const { statuses, last } = await attempts([first, second], LIMIT + 2);
    expect(statuses).toEqual([...allowed, 429, 429]);
    expect(last.json().detail).toMatch(/^Too many requests\. Try again in \d+ \w+\.$/);
    expect((await attempt(first)).statusCode).toBe(429);

    clock.advance(61);
    const again = await attempts([second, first], LIMIT + 1);
    expect(again.statuses).toEqual([...allowed, 429]);
    clock.advance(61);
  });

  it('lets exactly the limit through when attempts race on both instances', async () => {
    const racing = await Promise.all(
      Array.from({ length: 3 * LIMIT }, (_, i) => attempt([first, second][i % 2]!)),
    );
    const statuses = racing.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([...allowed, ...Array.from({ length: 2 * LIMIT }, () => 429)]);
    clock.advance(61);
  });

  it("counts an API key's requests over both instances; the address's own limit stays per instance", async () => {
    const user = await buildUser(first.app);
    const created = await first.app.inject({
      method: 'POST',
      url: '/api/rollout',
      headers: user.headers,
      payload: { name: 'Shared' },
    });
    const bearer = { authorization: `Bearer ${created.json().rollout_key}` };
    const statuses = [];
    for (let i = 0; i <= KEY_LIMIT; i += 1)
      statuses.push(
        (await [first, second][i % 2]!.app.inject({ url: '/api/user', headers: bearer })).statusCode,
      );
    expect(statuses).toEqual([...Array.from({ length: KEY_LIMIT }, () => 200), 429]);
    // The per-address limit (RATE_LIMIT_MAX) is counted in memory: no row for an address.
    expect((await second.app.inject({ url: '/api/user', headers: user.headers })).statusCode).toBe(200);
    expect(await counterKeys(first)).not.toContain('127.0.0.1');
    clock.advance(61);
  });

  it('answers 503 with a clear message when PostgreSQL cannot count, and other requests go on', async () => {
    const user = await buildUser(first.app);
    await first.database.executeSql('alter table rate_limit_counters rename to rate_limit_counters_away');
    try {
      const refused = await attempt(second);
      expect(refused.statusCode).toBe(503);
      expect(refused.json()).toEqual({ detail: MESSAGES.rateLimitUnavailable });
      expect((await second.app.inject({ url: '/api/user', headers: user.headers })).statusCode).toBe(200);
    } finally {
      await first.database.executeSql('alter table rate_limit_counters_away rename to rate_limit_counters');
    }
    expect((await attempt(second)).statusCode).toBe(400);
    clock.advance(61);
  });

  it('counts discount codes, referral claims, handoff codes and export signatures there too', async () => {
    const user = await buildUser(first.app);
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    await first.app.inject({ url: '/api/coupon?code=GUESS' });
    await second.app.inject({ method: 'POST', url: '/auth/continue', headers: form, payload: 'code=guess' });
    await first.app.inject({
      method: 'POST',
      url: '/api/referral-code',
      headers: user.headers,
      payload: { code: 'NoSuchCode1' },
    });
    await second.app.inject({
      url: '/api/account/data-export/1/download?expires=1&signature=guess',
      headers: user.headers,
    });
    expect(await counterKeys(first)).toEqual(
      expect.arrayContaining([
        'GET /api/coupon:127.0.0.1',
        'POST /auth/continue:127.0.0.1',
        'POST /api/referral-code:127.0.0.1',
        `GET /api/account/data-export/:id/download:user:${user.user.id}`,
      ]),
    );
    clock.advance(61);
  });

  it('deletes expired windows now and then, not those still counting', async () => {
    const user = await buildUser(first.app);
    await first.app.inject({
      method: 'POST',
      url: '/api/password/reset',
      payload: { email: 'x@example.com' },
    });
    clock.advance(50 * 60);
    // The e-mail sends' window lasts an hour.
    const resend = { method: 'POST' as const, url: '/api/user/verify-email/resend', headers: user.headers };
    expect((await second.app.inject(resend)).statusCode).toBeLessThan(500);
    clock.advance(11 * 60);
    await attempt(first);
    await vi.waitFor(
      async () =>
        expect(await counterKeys(first)).toEqual([
          'POST /api/auth/login:127.0.0.1',
          `POST /api/user/verify-email/resend:user:${user.user.id}`,
        ]),
      patiently,
    );
  });
});

describe.skipIf(onPostgres)('rate limits on the embedded database (PGlite run only)', () => {
  it('counts in memory: one process owns the database', async () => {
    const { statuses, last } = await attempts([first], LIMIT + 1);
    expect(statuses).toEqual([...allowed, 429]);
    expect(last.json().detail).toMatch(/^Too many requests/);
    expect(await counterKeys(first)).toEqual([]);
  });
});
