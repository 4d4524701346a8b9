import http from 'node:http';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isBlockedAddress, safeFetch, safeFetchStream, UnsafeFetchError } from './safe-fetch.ts';

let server: http.Server;
let base: string;
let otherBase: string;
beforeAll(async () => {
  server = http.createServer((request, response) => {
    if (request.url === '/hop') return response.writeHead(302, { location: '/page' }).end();
    if (request.url === '/to-metadata')
      return response.writeHead(302, { location: 'http://169.254.169.254/latest' }).end();
    if (request.url === '/big') return response.end('x'.repeat(50_000));
    if (request.url === '/to-other-origin')
      return response.writeHead(302, { location: `${otherBase}/headers` }).end();
    if (request.url === '/headers') return response.end(JSON.stringify(request.headers));
    response.end('<title>Hello</title>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  // The same server under another origin: a redirect there is a cross-origin hop.
  otherBase = base.replace('127.0.0.1', 'localhost');
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

describe('safeFetchStream', () => {
  it('hands the body over unread, after the same checks', async () => {
    const big = await safeFetchStream(`${base}/big`, { allowLoopback: true });
    expect(big.status).toBe(200);
    expect(big.statusText).toBe('OK');
    expect((await text(big.body)).length).toBe(50_000);
    await expect(safeFetchStream(`${base}/big`)).rejects.toBeInstanceOf(UnsafeFetchError);
    await expect(safeFetchStream(`${base}/to-metadata`, { allowLoopback: true })).rejects.toBeInstanceOf(
      UnsafeFetchError,
    );
  });

  it('keeps the authorization header on its own origin and drops it on another', async () => {
    const headers = { authorization: 'Bearer secret', 'x-other': 'kept' };
    const same = await safeFetch(`${base}/headers`, { allowLoopback: true, headers });
    expect(JSON.parse(same.body.toString())).toMatchObject({ authorization: 'Bearer secret' });
    const moved = await safeFetchStream(`${base}/to-other-origin`, { allowLoopback: true, headers });
    const seen = JSON.parse(await text(moved.body));
    expect(moved.url).toBe(`${otherBase}/headers`);
    expect(seen.authorization).toBeUndefined();
    expect(seen['x-other']).toBe('kept');
  });
});
