import { describe, expect, it } from 'vitest';
import { parseConfig } from './config.ts';

describe('parseConfig', () => {
  it('runs embedded with no variable set', () => {
    const config = parseConfig({});
    expect(config).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
      smtpUrl: undefined,
      publicUrl: 'http://localhost:3000',
    });
    expect(config.dataDir).toMatch(/\/data$/);
    expect(config.roles).toEqual({ web: true, worker: true });
  });

  it('listens on this machine only unless HOST is set (a container or load balancer sets 0.0.0.0)', () => {
    expect(parseConfig({}).host).toBe('127.0.0.1');
    expect(parseConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });

  it('stops with a message naming each bad variable', () => {
    expect(() => parseConfig({ PORT: 'eighty', DATABASE_URL: 'not a url' })).toThrow(
      /PORT[\s\S]*DATABASE_URL/,
    );
  });

  it('marks cookies Secure behind an https PUBLIC_URL', () => {
    expect(parseConfig({ PUBLIC_URL: 'https://app.folio.example/' })).toMatchObject({
      cookieSecure: true,
      publicUrl: 'https://app.folio.example',
    });
  });
});
