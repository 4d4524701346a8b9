import http from 'node:http';
import net from 'node:net';
import type { Duplex } from 'node:stream';
import { REFUSED_HEADER } from '@folio/converters';
import { assertOutboundUrl, guardedLookup } from './safe-fetch.ts';

export type GuardedProxy = {
  /** `http://127.0.0.1:{port}`, for a browser's proxy setting. */
  url: string;
  /** Aborted once more than `maxBytes` came through (the connections are then cut). */
  signal: AbortSignal;
  /** The requests refused, as `host:port` or URLs. */
  refused: string[];
  close(): Promise<void>;
};

const PORTS = new Set(['', '80', '443', '8080', '8443']);

/**
 * A local HTTP proxy for one headless browser run: every request the browser makes (pages, redirects,
 * subresources, WebSockets, CONNECT tunnels) is checked with safe-fetch's rules — http(s) only, no
 * credentials, and the address connected to is the one checked (guardedLookup) — and at most `maxBytes`
 * come in from the sites, after which everything is cut and `signal` aborts. Listens on loopback only.
 */
export async function startGuardedProxy(options: {
  maxBytes: number;
  allowLoopback?: boolean;
}): Promise<GuardedProxy> {
  const allowLoopback = options.allowLoopback ?? false;
  const lookup = guardedLookup(allowLoopback) as never;
  const sockets = new Set<Duplex>();
  const refused: string[] = [];
  const limit = new AbortController();
  let received = 0;
  const count = (size: number) => {
    received += size;
    if (received <= options.maxBytes || limit.signal.aborted) return;
    limit.abort(new Error(`More than ${options.maxBytes} bytes`));
    for (const socket of sockets) socket.destroy();
  };
  const track = (socket: Duplex) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  /** Whether the target passes the scheme, port and literal-address rules (names are checked when resolved). */
  const allowed = (url: URL) => {
    try {
      assertOutboundUrl(url, allowLoopback);
      return allowLoopback || PORTS.has(url.port);
    } catch {
      return false;
    }
  };

  /** The target of a plain-HTTP request (HTTPS comes as CONNECT) when it may be reached. */
  const plainHttp = (raw: string | undefined) => {
    const url = raw && URL.canParse(raw) ? new URL(raw) : null;
    return url?.protocol === 'http:' && allowed(url) ? url : null;
  };

  const server = http.createServer((request, response) => {
    const target = plainHttp(request.url);
    if (!target || limit.signal.aborted) {
      refused.push(request.url ?? '');
      response.writeHead(403, { [REFUSED_HEADER]: '1', 'content-type': 'text/plain' }).end('Refused');
      return;
    }
    const headers = { ...request.headers };
    delete headers['proxy-connection'];
    delete headers['proxy-authorization'];
    const upstream = http.request(target, { method: request.method, headers, lookup }, (answer) => {
      answer.on('data', (chunk: Buffer) => count(chunk.length));
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    });
    upstream.on('error', (error) => {
      if (String(error.message).includes('private address')) refused.push(target.href);
      if (!response.headersSent)
        response.writeHead(502, { [REFUSED_HEADER]: '1', 'content-type': 'text/plain' });
      response.end();
    });
    request.pipe(upstream);
  });
  server.on('connection', track);
  server.on('connect', (request, client: Duplex, head: Buffer) => {
    const target = /^([^:]+|\[[^\]]+\]):(\d{1,5})$/.exec(request.url ?? '');
    const url = target ? new URL(`https://${target[1]}:${target[2]}`) : null;
    if (!url || !target || !allowed(url) || limit.signal.aborted) {
      refused.push(request.url ?? '');
      client.end('HTTP/1.1 403 Forbidden\r\n\r\n');
      return;
    }
    const upstream = net.connect({
      host: url.hostname.replace(/^\[|\]$/g, ''),
      port: Number(target[2]),
      lookup,
    });
    track(upstream);
    upstream.on('connect', () => {
      client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      if (head.length) upstream.write(head);
      upstream.on('data', (chunk: Buffer) => count(chunk.length));
      upstream.pipe(client);
      client.pipe(upstream);
    });
    upstream.on('error', (error) => {
      if (String(error.message).includes('private address')) refused.push(request.url ?? '');
      client.end('HTTP/1.1 502 Bad Gateway\r\n\r\n');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    signal: limit.signal,
    refused,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
