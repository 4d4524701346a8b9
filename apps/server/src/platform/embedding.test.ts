import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '../config.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

const AGENCY = 'https://www.agency.example';
const PARTNER = 'http://localhost:4000';
let t: TestApp;
let closed: TestApp;
beforeAll(async () => {
  const webDist = await mkdtemp(path.join(os.tmpdir(), 'folio-web-'));
  await writeFile(path.join(webDist, 'index.html'), '<!doctype html><title>Folio</title>');
  [t, closed] = await Promise.all([
    createTestApp({ webDist, env: { EMBED_ORIGINS: `${AGENCY}, ${PARTNER}/` } }),
    createTestApp({ webDist }),
  ]);
});
afterAll(() => Promise.all([t.close(), closed.close()]));

const ancestorsOf = (policy: unknown) => /frame-ancestors ([^;]*)/.exec(String(policy))?.[1];

describe('embeddable pages (EMBED_ORIGINS)', () => {
  it('lets the listed origins frame /login-embeddable and /sign-up-embeddable', async () => {
    for (const url of ['/login-embeddable', '/sign-up-embeddable?invite=abc']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(ancestorsOf(response.headers['content-security-policy'])).toBe(`'self' ${AGENCY} ${PARTNER}`);
      expect(response.headers['x-frame-options']).toBeUndefined();
      // Its 'Open Folio' form then posts its Origin to /auth/continue (helmet's no-referrer would send null).
      expect(response.headers['referrer-policy']).toBe('same-origin');
    }
  });

  it('keeps every other page and the API unframeable by other sites', async () => {
    for (const url of ['/login', '/sign-up', '/presentations', '/login-embeddable/x', '/api/feature-flags']) {
      const response = await t.app.inject({ url });
      expect(ancestorsOf(response.headers['content-security-policy'])).toBe("'self'");
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    }
  });

  it('frames nowhere else by default', async () => {
    const response = await closed.app.inject({ url: '/login-embeddable' });
    expect(ancestorsOf(response.headers['content-security-policy'])).toBe("'self'");
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('refuses a setting that is not a list of origins', () => {
    for (const value of ['www.agency.example', 'https://agency.example/path', 'javascript:alert(1)'])
      expect(() => parseConfig({ EMBED_ORIGINS: value })).toThrow(/EMBED_ORIGINS/);
  });
});
