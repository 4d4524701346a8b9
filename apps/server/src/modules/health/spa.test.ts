import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let webDist: string;
beforeAll(async () => {
  webDist = await mkdtemp(path.join(os.tmpdir(), 'folio-web-'));
  await mkdir(path.join(webDist, 'assets'));
  await writeFile(path.join(webDist, 'index.html'), '<!doctype html><title>Folio</title>');
  await writeFile(path.join(webDist, 'assets', 'app-1.js'), 'console.log(1)');
  t = await createTestApp({ webDist });
});
afterAll(() => t.close());

describe('the built web app', () => {
  it('answers page paths with index.html (history fallback), never cached', async () => {
    for (const url of ['/', '/login?redirect=%2Fcontacts', '/presentations/favorites', '/no/such/page']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<title>Folio</title>');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('answers a recipient path with index.html when the build has no recipient entry', async () => {
    const response = await t.app.inject({ url: `/c/p/${'a'.repeat(40)}` });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('<!doctype html><title>Folio</title>');
  });

  it('serves hashed assets for a year, including ones built after the start', async () => {
    const asset = await t.app.inject({ url: '/assets/app-1.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    await writeFile(path.join(webDist, 'assets', 'app-2.js'), 'console.log(2)');
    expect((await t.app.inject({ url: '/assets/app-2.js' })).body).toBe('console.log(2)');
  });

  it('answers a missing asset and unknown API paths with 404, not the page', async () => {
    for (const url of ['/assets/gone-123.js', '/favicon-missing.svg', '/api/nothing', '/dev/nothing']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: 'Not found.' });
    }
    expect((await t.app.inject({ method: 'POST', url: '/login' })).statusCode).toBe(404);
  });
});

describe('the per-IP request limit', () => {
  it('counts API calls only: a page load fetching many scripts is never refused', async () => {
    const limited = await createTestApp({ webDist, env: { RATE_LIMIT_MAX: '5' } });
    try {
      for (let i = 0; i < 20; i++) {
        expect((await limited.app.inject({ url: '/assets/app-1.js' })).statusCode).toBe(200);
      }
      const codes = [];
      for (let i = 0; i < 6; i++)
        codes.push((await limited.app.inject({ url: '/api/feature-flags' })).statusCode);
      expect(codes).toEqual([200, 200, 200, 200, 200, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('the landing page at /', () => {
  it('shows a signed-out visitor the landing page, and a signed-in user the app', async () => {
    const dist = await mkdtemp(path.join(os.tmpdir(), 'folio-web-'));
    await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>Folio app</title>');
    await writeFile(path.join(dist, 'landing.html'), '<!doctype html><title>Folio: landing</title>');
    const withLanding = await createTestApp({ webDist: dist });
    try {
      const visitor = await withLanding.app.inject({ url: '/' });
      expect(visitor.statusCode).toBe(200);
      expect(visitor.body).toContain('<title>Folio: landing</title>');
      expect(visitor.headers.vary).toContain('Cookie');
      expect(visitor.headers['cache-control']).toBe('no-cache');
      // A stale or made-up session is a visitor too.
      const stale = await withLanding.app.inject({ url: '/', cookies: { folio_session: 'x'.repeat(43) } });
      expect(stale.body).toContain('<title>Folio: landing</title>');

      const user = await buildUser(withLanding.app);
      const signedIn = await withLanding.app.inject({ url: '/', cookies: { folio_session: user.access } });
      expect(signedIn.body).toContain('<title>Folio app</title>');
      // Every other page is still the app, signed in or not.
      expect((await withLanding.app.inject({ url: '/login' })).body).toContain('<title>Folio app</title>');
      expect((await withLanding.app.inject({ url: '/landing' })).body).toContain('<title>Folio app</title>');
    } finally {
      await withLanding.close();
    }
  });
});
