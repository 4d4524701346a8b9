import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the platform', () => {
  it('answers /api/health with the database engine', async () => {
    const response = await t.app.inject({ url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ok',
      database: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite',
    });
  });

  it('answers an unknown /api path with a JSON 404', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const response = await t.app.inject({ method, url: '/api/no/such/thing' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: 'Not found.' });
    }
  });

  it('serves the OpenAPI document with the accounts paths', async () => {
    const response = await t.app.inject({ url: '/api/docs/json' });
    const paths = Object.keys(response.json().paths);
    for (const path of [
      '/api/register',
      '/api/auth/login',
      '/api/user',
      '/api/password/reset/confirm',
      '/api/onboarding',
    ])
      expect(paths).toContain(path);
  });

  it('sends a strict Content-Security-Policy and no framework banner', async () => {
    const response = await t.app.inject({ url: '/api/health' });
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['content-security-policy']).toContain("object-src 'none'");
    expect(response.headers['x-powered-by']).toBeUndefined();
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
  });

  it('lets in only what configured services need: the upload bucket and the Dropbox picker', async () => {
    const configured = await createTestApp({
      env: {
        S3_BUCKET: 'folio-files',
        S3_ENDPOINT: 'https://files.example.com',
        S3_FORCE_PATH_STYLE: 'true',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
        DROPBOX_APP_KEY: 'app-key',
      },
    });
    try {
      const response = await configured.app.inject({ url: '/api/health' });
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("connect-src 'self' ws: wss: https://files.example.com");
      expect(csp).toContain("script-src 'self' https://www.dropbox.com");
      expect(csp).not.toContain('google');
      expect(response.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    } finally {
      await configured.close();
    }
  });

  it('answers the role of a user', async () => {
    const user = await buildUser(t.app);
    const response = await t.app.inject({ url: '/api/user-role', headers: user.headers });
    expect(response.json()).toEqual({
      role: 'free_agent',
      user_type: 'individual',
      user_role: { member_index: null, role: null },
      teams: [],
    });
  });
});
