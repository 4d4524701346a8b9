import type { SocialProvider } from '@folio/shared';
import { safeFetch } from '../../platform/safe-fetch.ts';
import { invalidToken, providerDown } from './social-sign-in.errors.ts';

/**
 * GET a provider API's JSON. The provider's 400/401/403 mean it refused the token (400 to our caller);
 * anything else that is not a 200 JSON answer (an outage, a timeout, garbage) is a 502: never a 500.
 */
export async function getProviderJson(
  provider: SocialProvider,
  url: string,
  { allowLoopback, headers = {} }: { allowLoopback: boolean; headers?: Record<string, string> },
): Promise<Record<string, unknown>> {
  let response: Awaited<ReturnType<typeof safeFetch>>;
  try {
    response = await safeFetch(url, {
      allowLoopback,
      timeoutMs: 10_000,
      maxBytes: 256 * 1024,
      headers: { accept: 'application/json', ...headers },
    });
  } catch {
    throw providerDown(provider);
  }
  if ([400, 401, 403].includes(response.status)) throw invalidToken(provider);
  if (response.status !== 200) throw providerDown(provider);
  try {
    const body: unknown = JSON.parse(response.body.toString('utf8'));
    if (typeof body === 'object' && body !== null && !Array.isArray(body))
      return body as Record<string, unknown>;
  } catch {
    // Not JSON: reported below as the outage it is.
  }
  throw providerDown(provider);
}

export const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);
