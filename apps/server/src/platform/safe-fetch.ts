import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { BlockList, isIP } from 'node:net';

/** Addresses no outbound fetch may reach: loopback, private, link-local (cloud metadata), CGNAT, multicast… */
const BLOCKED = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  BLOCKED.addSubnet(net, bits, 'ipv4');
for (const [net, bits] of [
  // Unspecified, loopback and IPv4-compatible (::a.b.c.d); IPv4-mapped ones are checked as IPv4 by BlockList.
  ['::', 96],
  ['::1', 128],
  ['100::', 64],
  ['2001::', 32],
  ['2002::', 16],
  ['fec0::', 10],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['64:ff9b::', 96],
  ['2001:db8::', 32],
] as const)
  BLOCKED.addSubnet(net, bits, 'ipv6');

export class UnsafeFetchError extends Error {}

export type SafeFetchOptions = {
  maxBytes?: number;
  timeoutMs?: number;
  maxRedirects?: number;
  /** Tests point the fetcher at a local server; production never sets this. */
  allowLoopback?: boolean;
  /**
   * An origin the operator configured (a provider's API base URL): requests to it may reach this machine,
   * for a local stand-in of the provider. Any other origin, including where it redirects, is checked.
   */
  trustedOrigin?: string;
  headers?: Record<string, string>;
  /** POST sends `body` and follows no redirect: a 3xx is the answer (webhook deliveries). */
  method?: 'GET' | 'POST';
  body?: string;
};
export type SafeResponse = { status: number; url: string; headers: http.IncomingHttpHeaders; body: Buffer };

export function isBlockedAddress(address: string, allowLoopback = false) {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  const ip = mapped ?? address;
  const family = isIP(ip) === 6 ? 'ipv6' : 'ipv4';
  if (allowLoopback && (ip.startsWith('127.') || ip === '::1')) return false;
  return BLOCKED.check(ip, family);
}

const hostOf = (url: URL) => url.hostname.replace(/^\[|\]$/g, '');

/**
 * What no outbound request may do: a scheme other than http(s), credentials in the URL, a host that is a
 * blocked IP literal (in any form: URL parsing turns 2130706433, 0x7f.1 and [::ffff:127.0.0.1] into
 * 127.0.0.1 and ::ffff:7f00:1). Names are checked when they are resolved (guardedLookup).
 */
export function assertOutboundUrl(url: URL, allowLoopback = false) {
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new UnsafeFetchError(`Refused scheme ${url.protocol}`);
  if (url.username || url.password) throw new UnsafeFetchError('Refused a URL with credentials');
  const host = hostOf(url);
  if (isIP(host) && isBlockedAddress(host, allowLoopback))
    throw new UnsafeFetchError(`Refused address ${host}`);
}

/** A DNS lookup that refuses names resolving to blocked addresses (for outbound requests made elsewhere). */
export function guardedLookup(allowLoopback: boolean) {
  return (
    hostname: string,
    options: object,
    callback: (
      error: NodeJS.ErrnoException | null,
      address: string | LookupAddress[],
      family?: number,
    ) => void,
  ) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, []);
      const list = addresses as LookupAddress[];
      if (list.length === 0 || list.some((a) => isBlockedAddress(a.address, allowLoopback)))
        return callback(
          new UnsafeFetchError(`Refused to fetch ${hostname}: it resolves to a private address`),
          [],
        );
      if ((options as { all?: boolean }).all) return callback(null, list);
      return callback(null, list[0]!.address, list[0]!.family);
    });
  };
}

type Settings = Required<Omit<SafeFetchOptions, 'headers' | 'body' | 'trustedOrigin'>> & {
  headers: Record<string, string>;
  body?: string;
};

/** One request; resolves when the response headers have arrived, its body not read yet. */
function open(url: URL, settings: Settings) {
  return new Promise<{ request: http.ClientRequest; response: http.IncomingMessage }>((resolve, reject) => {
    const client = url.protocol === 'https:' ? https : http;
    const request = client.request(
      url,
      {
        method: settings.method,
        lookup: guardedLookup(settings.allowLoopback) as never,
        timeout: settings.timeoutMs,
        headers: { 'user-agent': 'FolioBot/1.0 (+link preview)', accept: '*/*', ...settings.headers },
      },
      (response) => resolve({ request, response }),
    );
    request.on('timeout', () => request.destroy(new Error(`Timed out fetching ${url.host}`)));
    request.on('error', reject);
    request.end(settings.body);
  });
}

/** Reads a body up to `maxBytes`: past the cap the connection is dropped and what came is kept. */
function readCapped(request: http.ClientRequest, response: http.IncomingMessage, maxBytes: number) {
  return new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    response.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) {
        request.destroy();
        resolve(Buffer.concat(chunks));
        return;
      }
      chunks.push(chunk);
    });
    response.on('end', () => resolve(Buffer.concat(chunks)));
    response.on('error', reject);
  });
}

const CREDENTIAL_HEADERS = new Set(['authorization', 'cookie', 'proxy-authorization']);
const withoutCredentials = (headers: Record<string, string>) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !CREDENTIAL_HEADERS.has(name.toLowerCase())));

/**
 * Follows redirects by hand, checking every hop's scheme and address; credentials are not sent on to
 * another origin (a storage host that a download redirects to never sees the user's token).
 */
async function follow(input: string, options: SafeFetchOptions) {
  const settings: Settings = {
    maxBytes: options.maxBytes ?? 2_000_000,
    timeoutMs: options.timeoutMs ?? 5_000,
    maxRedirects: options.maxRedirects ?? 5,
    allowLoopback: options.allowLoopback ?? false,
    headers: options.headers ?? {},
    method: options.method ?? 'GET',
    body: options.body,
  };
  let url = new URL(input);
  for (let hop = 0; hop <= settings.maxRedirects; hop++) {
    const allowLoopback = settings.allowLoopback || url.origin === options.trustedOrigin;
    assertOutboundUrl(url, allowLoopback);
    const { request, response } = await open(url, { ...settings, allowLoopback });
    const location = response.headers.location;
    const status = response.statusCode ?? 0;
    if (status >= 300 && status < 400 && location && settings.method === 'GET') {
      request.destroy();
      const next = new URL(location, url);
      if (next.origin !== url.origin) settings.headers = withoutCredentials(settings.headers);
      url = next;
      continue;
    }
    return { url, request, response, settings };
  }
  throw new UnsafeFetchError('Too many redirects');
}

/**
 * The one way the server fetches a URL a user gave it: http(s) only, every hop's address checked against
 * the blocked ranges (after DNS, so rebinding to a private address fails), redirects followed by hand,
 * bounded in time and size.
 */
export async function safeFetch(input: string, options: SafeFetchOptions = {}): Promise<SafeResponse> {
  const { url, request, response, settings } = await follow(input, options);
  const body = await readCapped(request, response, settings.maxBytes);
  return { status: response.statusCode ?? 0, url: url.toString(), headers: response.headers, body };
}

export type SafeStreamResponse = Omit<SafeResponse, 'body'> & {
  statusText: string;
  /** The body, not read yet: the caller reads it to the end or destroys it. `maxBytes` does not apply. */
  body: http.IncomingMessage;
};

/**
 * safeFetch for large files (imports): the same checks on every hop, but the body is handed over as a
 * stream so it can go to disk; `timeoutMs` is the longest silence, not the whole transfer.
 */
export async function safeFetchStream(
  input: string,
  options: Omit<SafeFetchOptions, 'maxBytes'> = {},
): Promise<SafeStreamResponse> {
  const { url, response } = await follow(input, options);
  return {
    status: response.statusCode ?? 0,
    statusText: response.statusMessage || http.STATUS_CODES[response.statusCode ?? 0] || '',
    url: url.toString(),
    headers: response.headers,
    body: response,
  };
}

/**
 * assertOutboundUrl, and a host name resolved now, for a URL kept to be requested later (a push
 * endpoint): refused when any of its addresses is blocked. The request checks again when it connects,
 * so a name that does not resolve now, or is rebound to a private address meanwhile, still fails then.
 */
export async function assertPublicUrl(url: URL, allowLoopback = false) {
  assertOutboundUrl(url, allowLoopback);
  const host = hostOf(url);
  if (isIP(host)) return;
  await new Promise<void>((resolve, reject) =>
    guardedLookup(allowLoopback)(host, { all: true }, (error) =>
      error instanceof UnsafeFetchError ? reject(error) : resolve(),
    ),
  );
}
