import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { REFUSED_HEADER } from '@folio/converters';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGuardedProxy } from './guarded-proxy.ts';

let hits = 0;
let site: http.Server;
let port = 0;
beforeAll(async () => {
  site = http.createServer((request, response) => {
    hits += 1;
    response.end(request.url === '/big' ? Buffer.alloc(200_000, 'x') : 'hello');
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  port = (site.address() as AddressInfo).port;
});
afterAll(() => new Promise((resolve) => site.close(resolve)));

/** A GET through the proxy, as a browser sends it (absolute URL). */
function viaProxy(proxyUrl: string, target: string) {
  const proxy = new URL(proxyUrl);
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>(
    (resolve, reject) => {
      const request = http.request(
        { host: proxy.hostname, port: proxy.port, path: target, headers: { host: new URL(target).host } },
        (response) => {
          let body = '';
          response.on('data', (chunk) => (body += chunk));
          response.on('end', () =>
            resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
          );
          response.on('error', () =>
            resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
          );
        },
      );
      request.on('error', reject);
      request.end();
    },
  );
}

/** A CONNECT tunnel request through the proxy: its status line. */
function tunnel(proxyUrl: string, target: string) {
  const proxy = new URL(proxyUrl);
  return new Promise<number>((resolve) => {
    const request = http.request({ host: proxy.hostname, port: proxy.port, method: 'CONNECT', path: target });
    request.on('connect', (response, socket) => {
      socket.destroy();
      resolve(response.statusCode ?? 0);
    });
    request.on('error', () => resolve(0));
    request.end();
  });
}

describe('the guarded proxy of headless browser runs', () => {
  it('refuses loopback, private and metadata addresses, by literal or by name, and reaches none', async () => {
    const proxy = await startGuardedProxy({ maxBytes: 1_000_000 });
    try {
      const before = hits;
      const literal = await viaProxy(proxy.url, `http://127.0.0.1:${port}/`);
      expect([literal.status, literal.headers[REFUSED_HEADER]]).toEqual([403, '1']);
      const byName = await viaProxy(proxy.url, 'http://localhost/');
      expect(byName.status).toBeGreaterThanOrEqual(400);
      for (const target of [
        'http://169.254.169.254/latest/meta-data/',
        'http://10.0.0.1/',
        'ftp://example.com/',
      ])
        expect((await viaProxy(proxy.url, target)).status).toBe(403);
      for (const target of [`127.0.0.1:${port}`, '[::1]:443', '192.168.1.1:443', '10.1.2.3:443'])
        expect([target, await tunnel(proxy.url, target)]).toEqual([target, 403]);
      // A name is refused when it resolves to a private address: the address checked is the one connected to.
      expect(await tunnel(proxy.url, `localhost:${port}`)).toBe(403);
      expect(await tunnel(proxy.url, 'localhost:443')).toBe(502);
      expect(hits).toBe(before);
      expect(proxy.refused).toContain(`http://127.0.0.1:${port}/`);
    } finally {
      await proxy.close();
    }
  });

  it('reaches a local site only when the tests allow loopback, and cuts everything past its size limit', async () => {
    const proxy = await startGuardedProxy({ maxBytes: 50_000, allowLoopback: true });
    try {
      const small = await viaProxy(proxy.url, `http://127.0.0.1:${port}/`);
      expect([small.status, small.body]).toEqual([200, 'hello']);
      expect((await viaProxy(proxy.url, 'http://169.254.169.254/')).status).toBe(403);
      expect(proxy.signal.aborted).toBe(false);
      const big = await viaProxy(proxy.url, `http://127.0.0.1:${port}/big`).catch(() => ({ body: '' }));
      expect(big.body.length).toBeLessThan(200_000);
      expect(proxy.signal.aborted).toBe(true);
    } finally {
      await proxy.close();
    }
  });
});
