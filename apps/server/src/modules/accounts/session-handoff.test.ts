import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestClock } from '../../test/clock.ts';
import { buildUser } from '../../test/factories.ts';
import { expectLimitedAfter } from '../../test/rate-limits.ts';
import { call, createTestApp, type Headers, type TestApp } from '../../test/test-app.ts';
import { CONTINUES_PER_MINUTE } from './session-handoff.routes.ts';

const clock = createTestClock(new Date('2026-03-02T09:00:00Z'));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

async function handoffOf(headers: Headers) {
  const response = await call(t, 'POST', '/api/auth/handoff', headers);
  expect(response.statusCode).toBe(200);
  const { url, code } = response.json() as { url: string; code: string };
  expect(url).toBe('http://folio.test/auth/continue');
  return code;
}
/** The framed page's 'Open Folio' form, posted into a new tab from `origin` (a Folio page by default). */
const redeem = (code: string, origin: string | null = 'http://folio.test', site?: string, address?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/auth/continue',
    ...(address ? { remoteAddress: address } : {}),
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(origin === null ? {} : { origin }),
      ...(site ? { 'sec-fetch-site': site } : {}),
    },
    payload: new URLSearchParams({ code }).toString(),
  });
const sessionCookie = (setCookie: string | string[] | undefined) =>
  [setCookie ?? []]
    .flat()
    .find((c) => c.startsWith('folio_session='))
    ?.split(';')[0];

describe('session handoff (signing in inside an embedding iframe)', () => {
  it('moves the frame’s session into a first-party cookie in a new tab, once', async () => {
    const user = await buildUser(t.app);
    const code = await handoffOf(user.headers);
    const opened = await redeem(code);
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toBe('/presentations');
    const cookie = sessionCookie(opened.headers['set-cookie']);
    expect(cookie).toBeDefined();
    const me = await t.app.inject({ url: '/api/user', headers: { cookie: cookie! } });
    expect(me.json().id).toBe(user.user.id);
    // The frame's session ends with the handoff, so the code cannot be used again.
    expect((await call(t, 'GET', '/api/user', user.headers)).statusCode).toBe(401);
    const again = await redeem(code);
    expect(again.headers.location).toBe('/login');
    expect(sessionCookie(again.headers['set-cookie'])).toBeUndefined();
  });

  it('signs nobody in from another site’s page or a link (login CSRF): the code still works from Folio', async () => {
    const attacker = await buildUser(t.app);
    const code = await handoffOf(attacker.headers);
    const forgeries: [string | null, string?][] = [
      ['https://attacker.example'],
      ['https://attacker.example', 'cross-site'],
      ['null', 'cross-site'],
      [null],
    ];
    for (const [origin, site] of forgeries) {
      const forged = await redeem(code, origin, site);
      expect(forged.headers.location).toBe('/login');
      expect(sessionCookie(forged.headers['set-cookie'])).toBeUndefined();
    }
    const link = await t.app.inject({ url: `/auth/continue?code=${encodeURIComponent(code)}` });
    expect(sessionCookie(link.headers['set-cookie'])).toBeUndefined();
    expect((await call(t, 'GET', '/api/user', attacker.headers)).statusCode).toBe(200);
    // Under helmet's Referrer-Policy (no-referrer) Chromium sends `Origin: null` even to the page's own origin.
    expect(sessionCookie((await redeem(code, 'null', 'same-origin')).headers['set-cookie'])).toBeDefined();
  });

  it('sends an expired, altered or missing code to the login page', async () => {
    const user = await buildUser(t.app);
    const code = await handoffOf(user.headers);
    const altered = code.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    for (const wrong of [altered, 'nope']) expect((await redeem(wrong)).headers.location).toBe('/login');
    const missing = await t.app.inject({
      method: 'POST',
      url: '/auth/continue',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://folio.test' },
      payload: '',
    });
    expect(missing.statusCode).toBe(400);
    clock.advance(121);
    expect((await redeem(code)).headers.location).toBe('/login');
    expect((await call(t, 'GET', '/api/user', user.headers)).statusCode).toBe(200);
  });

  it('redeems at most the limit of codes a minute from one address, then answers 429', async () => {
    await expectLimitedAfter(CONTINUES_PER_MINUTE, () =>
      redeem('guessed', 'http://folio.test', undefined, '198.51.100.32'),
    );
  });

  it('needs a session: not anonymous, not an API key', async () => {
    expect((await call(t, 'POST', '/api/auth/handoff', {})).statusCode).toBe(401);
    const user = await buildUser(t.app);
    const key = (await call(t, 'POST', '/api/rollout', user.headers, { name: 'k' })).json().rollout_key;
    const refused = await call(t, 'POST', '/api/auth/handoff', { authorization: `Bearer ${key}` });
    expect(refused.statusCode).toBe(403);
  });
});
