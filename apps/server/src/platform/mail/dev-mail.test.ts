import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let dev: TestApp;
let production: TestApp;
beforeAll(async () => {
  [dev, production] = await Promise.all([
    createTestApp({ env: { NODE_ENV: 'development' } }),
    createTestApp({ env: { NODE_ENV: 'production' } }),
  ]);
});
afterAll(() => Promise.all([dev.close(), production.close()]));

/** The name of the first .eml the app wrote (sign-up's verification e-mail). */
async function writtenMail(t: TestApp) {
  const dir = path.join(t.dataDir, 'mail');
  for (let i = 0; i < 100; i++) {
    const [name] = (await readdir(dir).catch(() => [])).filter((f) => f.endsWith('.eml'));
    if (name) return name;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('no e-mail written');
}

const get = (
  t: TestApp,
  url: string,
  options: { remoteAddress?: string; headers?: Record<string, string> } = {},
) => t.app.inject({ method: 'GET', url, ...options });

describe('/dev/mail', () => {
  it('lists and shows the written e-mails to a loopback client', async () => {
    await buildUser(dev.app, {}, { verified: false });
    const name = await writtenMail(dev);
    const list = await get(dev, '/dev/mail', { remoteAddress: '127.0.0.1' });
    expect(list.statusCode).toBe(200);
    expect(list.body).toContain('is your Folio verification code');
    expect((await get(dev, `/dev/mail/${name}`, { remoteAddress: '::1' })).statusCode).toBe(200);
  });

  it('answers 404 to any other client, and to a request a proxy forwarded', async () => {
    const name = await writtenMail(dev);
    for (const url of ['/dev/mail', `/dev/mail/${name}`]) {
      expect((await get(dev, url, { remoteAddress: '203.0.113.7' })).statusCode).toBe(404);
      expect((await get(dev, url, { remoteAddress: '10.0.0.8' })).statusCode).toBe(404);
      const forwarded = await get(dev, url, {
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': '203.0.113.7' },
      });
      expect(forwarded.statusCode).toBe(404);
      expect(forwarded.body).not.toContain('verification');
    }
  });

  it('does not exist in production, even for a loopback client', async () => {
    await buildUser(production.app, {}, { verified: false });
    await writtenMail(production);
    const list = await get(production, '/dev/mail', { remoteAddress: '127.0.0.1' });
    expect(list.statusCode).toBe(404);
    expect(list.body).not.toContain('verification');
  });
});
