import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestClock } from '../../test/clock.ts';
import { buildUser } from '../../test/factories.ts';
import { call, createTestApp, type Headers, type TestApp } from '../../test/test-app.ts';

const clock = createTestClock(new Date('2026-03-02T09:00:00Z'));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

async function handoffOf(headers: Headers) {
  const response = await call(t, 'POST', '/api/auth/handoff', headers);
  expect(response.statusCode).toBe(200);
  const url = new URL(response.json().url);
  expect(url.origin).toBe('http://folio.test');
  return `${url.pathname}${url.search}`;
}
const sessionCookie = (setCookie: string | string[] | undefined) =>
  [setCookie ?? []]
    .flat()
    .find((c) => c.startsWith('folio_session='))
    ?.split(';')[0];

describe('session handoff (signing in inside an embedding iframe)', () => {
  it('moves the frame’s session into a first-party cookie in a new tab, once', async () => {
    const user = await buildUser(t.app);
    const link = await handoffOf(user.headers);
    const opened = await t.app.inject({ url: link });
    expect(opened.statusCode).toBe(302);
    expect(opened.headers.location).toBe('/presentations');
    const cookie = sessionCookie(opened.headers['set-cookie']);
    expect(cookie).toBeDefined();
    const me = await t.app.inject({ url: '/api/user', headers: { cookie: cookie! } });
    expect(me.json().id).toBe(user.user.id);
    // The frame's session ends with the handoff, so the link cannot be used again.
    expect((await call(t, 'GET', '/api/user', user.headers)).statusCode).toBe(401);
    const again = await t.app.inject({ url: link });
    expect(again.headers.location).toBe('/login');
    expect(sessionCookie(again.headers['set-cookie'])).toBeUndefined();
  });

  it('sends an expired, altered or missing link to the login page', async () => {
    const user = await buildUser(t.app);
    const link = await handoffOf(user.headers);
    const altered = link.replace(/.(?=&|$)/, (c) => (c === 'A' ? 'B' : 'A'));
    for (const url of [altered, '/auth/continue?code=nope'])
      expect((await t.app.inject({ url })).headers.location).toBe('/login');
    expect((await t.app.inject({ url: '/auth/continue' })).statusCode).toBe(400);
    clock.advance(121);
    expect((await t.app.inject({ url: link })).headers.location).toBe('/login');
    expect((await call(t, 'GET', '/api/user', user.headers)).statusCode).toBe(200);
  });

  it('needs a session: not anonymous, not an API key', async () => {
    expect((await call(t, 'POST', '/api/auth/handoff', {})).statusCode).toBe(401);
    const user = await buildUser(t.app);
    const key = (await call(t, 'POST', '/api/rollout', user.headers, { name: 'k' })).json().rollout_key;
    const refused = await call(t, 'POST', '/api/auth/handoff', { authorization: `Bearer ${key}` });
    expect(refused.statusCode).toBe(403);
  });
});
