import type { AiSettings } from './ai.config.ts';
import { AiError } from './ai-error.ts';

const MAX_ATTEMPTS = 4;
const BACKOFF_MS = 250;

/** Waits `ms`, or rejects as soon as `signal` aborts. */
function sleep(ms: number, signal: AbortSignal) {
  return new Promise<void>((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

/** Retry-After as seconds or an HTTP date (RFC 9110 §10.2.3), in milliseconds; null when absent or unreadable. */
export function retryAfterMs(header: string | null, now = Date.now()): number | null {
  if (!header) return null;
  if (/^\d+$/.test(header.trim())) return Number(header.trim()) * 1000;
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

const retryable = (status: number) => status === 429 || status >= 500;

/**
 * POSTs a chat-completions body. A 429 is retried after its Retry-After (else with backoff), a 5xx or a
 * network failure with exponential backoff; never past `deadline` (performance.now() time). Any other
 * answer is an AiError naming only the status: a provider's error text may echo part of the key.
 */
export async function postChatCompletions(
  settings: AiSettings,
  body: object,
  signal: AbortSignal,
  deadline: number,
): Promise<Response> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (settings.apiKey) headers.authorization = `Bearer ${settings.apiKey}`;
  for (let attempt = 1; ; attempt++) {
    let response: Response | null = null;
    try {
      response = await fetch(`${settings.baseUrl}/chat/completions`, {
        method: 'POST',
        headers,
        body: JSON.stringify(body),
        signal,
      });
    } catch (error) {
      if (signal.aborted) throw error;
    }
    if (response?.ok) return response;
    const status = response?.status ?? 0;
    if (response && !retryable(status)) {
      await response.body?.cancel();
      throw new AiError('provider', `The AI provider refused the request (HTTP ${status}).`);
    }
    const backoff = BACKOFF_MS * 2 ** (attempt - 1) * (1 + Math.random() / 2);
    const wait = (response && retryAfterMs(response.headers.get('retry-after'))) ?? backoff;
    await response?.body?.cancel();
    if (attempt >= MAX_ATTEMPTS || performance.now() + wait >= deadline)
      throw new AiError(
        'provider',
        status === 429
          ? 'The AI provider is busy; try again in a moment.'
          : status
            ? `The AI provider failed (HTTP ${status}).`
            : 'The AI provider could not be reached.',
      );
    await sleep(wait, signal);
  }
}
