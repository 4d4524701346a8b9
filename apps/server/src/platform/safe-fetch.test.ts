import http from 'node:http';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  assertPublicUrl,
  isBlockedAddress,
  safeFetch,
  safeFetchStream,
  UnsafeFetchError,
} from './safe-fetch.ts';

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
    ['::ffff:7f00:1'],
    ['::ffff:a9fe:a9fe'],
    ['0:0:0:0:0:ffff:7f00:1'],
    ['::127.0.0.1'],
    ['::7f00:1'],
    ['fec0::1'],
    ['2002:7f00:1::1'],
    ['64:ff9b::a9fe:a9fe'],
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

  it.each([
    'http://2130706433/',
    'http://0x7f.0.0.1/',
    'http://0177.0.0.1/',
    'http://127.1/',
    'http://0x7f000001/',
    'http://[::ffff:127.0.0.1]/',
    'http://[::ffff:7f00:1]/',
    'http://[::127.0.0.1]/',
    'http://[fe80::1]/',
    'http://[fd12:3456::1]/',
    'http://169.254.169.254/latest/meta-data',
    'http://2852039166/latest/meta-data',
    'http://0xa9.0xfe.0xa9.0xfe/',
    'http://[::ffff:a9fe:a9fe]/',
    'http://0/',
  ])('refuses %s before connecting', async (url) => {
    await expect(safeFetch(url, { timeoutMs: 500 })).rejects.toThrow(/^Refused/);
  });

  it('checks a URL kept for later, resolving its name now', async () => {
    await expect(assertPublicUrl(new URL('https://localhost/push'))).rejects.toThrow(/private address/);
    await expect(assertPublicUrl(new URL('https://[::ffff:7f00:1]/push'))).rejects.toThrow(/^Refused/);
    await expect(assertPublicUrl(new URL('https://93.184.216.34/push'))).resolves.toBeUndefined();
    await expect(assertPublicUrl(new URL('http://127.0.0.1:9/push'), true)).resolves.toBeUndefined();
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
