import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isBlockedAddress, safeFetch, UnsafeFetchError } from './safe-fetch.ts';

let server: http.Server;
let base: string;
beforeAll(async () => {
  server = http.createServer((request, response) => {
    if (request.url === '/hop') return response.writeHead(302, { location: '/page' }).end();
    if (request.url === '/to-metadata')
      return response.writeHead(302, { location: 'http://169.254.169.254/latest' }).end();
    if (request.url === '/big') return response.end('x'.repeat(50_000));
    response.end('<title>Hello</title>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('safeFetch', () => {
  it.each([
    ['127.0.0.1'],
    ['10.1.2.3'],
    ['172.20.0.1'],
    ['192.168.1.1'],
    ['169.254.169.254'],
    ['100.64.0.1'],
    ['0.0.0.0'],
    ['::1'],
    ['fe80::1'],
    ['fd00::1'],
    ['::ffff:127.0.0.1'],
    ['::ffff:10.0.0.1'],
  ])('treats %s as private', (address) => {
    expect(isBlockedAddress(address)).toBe(true);
  });

  it('lets public addresses through', () => {
    expect(isBlockedAddress('93.184.216.34')).toBe(false);
    expect(isBlockedAddress('2606:4700::1111')).toBe(false);
  });

  it('refuses loopback, names that resolve to it, metadata and other schemes', async () => {
    await expect(safeFetch(`${base}/page`)).rejects.toBeInstanceOf(UnsafeFetchError);
    await expect(safeFetch(base.replace('127.0.0.1', 'localhost'))).rejects.toThrow(/private address/);
    await expect(safeFetch('http://169.254.169.254/latest/meta-data')).rejects.toBeInstanceOf(
      UnsafeFetchError,
    );
    await expect(safeFetch('file:///etc/passwd')).rejects.toBeInstanceOf(UnsafeFetchError);
    await expect(safeFetch('http://user:pw@example.com/')).rejects.toBeInstanceOf(UnsafeFetchError);
  });

  it('follows redirects, checking every hop, and stops at the size cap', async () => {
    const page = await safeFetch(`${base}/hop`, { allowLoopback: true });
    expect(page.body.toString()).toBe('<title>Hello</title>');
    expect(page.url).toBe(`${base}/page`);
    await expect(safeFetch(`${base}/to-metadata`, { allowLoopback: true })).rejects.toBeInstanceOf(
      UnsafeFetchError,
    );
    const big = await safeFetch(`${base}/big`, { allowLoopback: true, maxBytes: 1000 });
    expect(big.body.length).toBeLessThanOrEqual(1000);
  });
});
