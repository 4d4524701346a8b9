import http from 'node:http';
import https from 'node:https';
import webpush from 'web-push';
import { assertOutboundUrl, assertPublicUrl, guardedLookup, UnsafeFetchError } from './safe-fetch.ts';

export type VapidKeys = { publicKey: string; privateKey: string };
/** A browser's push subscription: its push service endpoint and the keys the payload is encrypted for. */
export type PushTarget = { endpoint: string; p256dh: string; auth: string };
/**
 * 'gone': the push service no longer knows the subscription (404/410); 'refused': its endpoint is not
 * https on a public address (a row older than the check, a name now resolving to a private address).
 * Either way it should be deleted.
 */
export type PushOutcome = 'sent' | 'gone' | 'refused';

export class PushFailed extends Error {}

export const generateVapidKeys = (): VapidKeys => webpush.generateVAPIDKeys();

const LOOPBACK = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/i;

/**
 * Whether an endpoint may receive pushes, checked when a browser subscribes: https (plain http only with
 * `allowLoopback`, the tests' local push service) on a public host — an IP literal in any form, or a name
 * resolving only to public addresses (safe-fetch's address check). The address is checked again at send.
 */
export async function isAllowedEndpoint(endpoint: string, allowLoopback: boolean) {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  const http = url.protocol === 'http:' && allowLoopback && LOOPBACK.test(url.hostname);
  if (url.protocol !== 'https:' && !http) return false;
  try {
    await assertPublicUrl(url, allowLoopback);
    return true;
  } catch (error) {
    if (error instanceof UnsafeFetchError) return false;
    throw error;
  }
}

/** A VAPID subject must be an https URL or a mailto: address. */
export function vapidSubject(publicUrl: string, mailFrom: string) {
  if (publicUrl.startsWith('https://')) return publicUrl;
  const address = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom.trim();
  return `mailto:${address}`;
}

/**
 * Sends one push (RFC 8030) with a VAPID signature (RFC 8292) and the payload encrypted as aes128gcm
 * (RFC 8291), through a DNS lookup that refuses private addresses: the endpoint came from a browser.
 */
export async function sendPush(
  target: PushTarget,
  payload: string,
  options: {
    keys: VapidKeys;
    subject: string;
    ttlSeconds: number;
    allowLoopback: boolean;
    timeoutMs?: number;
  },
): Promise<PushOutcome> {
  const endpoint = new URL(target.endpoint);
  if (endpoint.protocol !== 'https:' && !(options.allowLoopback && LOOPBACK.test(endpoint.hostname)))
    return 'refused';
  // An IP host never goes through the lookup below: its address is checked here.
  try {
    assertOutboundUrl(endpoint, options.allowLoopback);
  } catch (error) {
    if (error instanceof UnsafeFetchError) return 'refused';
    throw error;
  }
  const details = webpush.generateRequestDetails(
    { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
    payload,
    {
      vapidDetails: { subject: options.subject, ...options.keys },
      TTL: options.ttlSeconds,
      contentEncoding: 'aes128gcm',
      urgency: 'normal',
    },
  );
  const url = new URL(details.endpoint);
  const status = await new Promise<number>((resolve, reject) => {
    const client = url.protocol === 'https:' ? https : http;
    const request = client.request(
      url,
      {
        method: details.method,
        headers: { ...details.headers, 'Content-Length': details.body.length },
        lookup: guardedLookup(options.allowLoopback) as never,
        timeout: options.timeoutMs ?? 10_000,
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(new PushFailed(`push service timed out (${url.host})`)));
    request.on('error', reject);
    request.end(details.body);
  }).catch((error: unknown) => {
    if (error instanceof UnsafeFetchError) return 'refused' as const;
    throw error;
  });
  if (status === 'refused') return status;
  if (status === 404 || status === 410) return 'gone';
  if (status >= 200 && status < 300) return 'sent';
  throw new PushFailed(`push service answered ${status} (${url.host})`);
}
