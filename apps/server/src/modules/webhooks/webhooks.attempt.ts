import { WEBHOOK_VERSION } from '@folio/shared';
import type { Clock } from '../../platform/clock.ts';
import { safeFetch } from '../../platform/safe-fetch.ts';
import type { SecretBox } from '../../platform/secret-box.ts';
import { signatureHeader } from './webhooks.signing.ts';

/** A receiver has this long to answer. */
const TIMEOUT_MS = 10_000;
/** What is kept of a receiver's answer or of the error: the start, for the delivery log. */
const EXCERPT = 500;

export type AttemptResult = { ok: boolean; status: number | null; ms: number; excerpt: string | null };
type Delivery = { eventId: string; eventType: string; payload: unknown };

/**
 * One POST of one delivery, signed now (Folio-Signature), through the SSRF-safe fetcher: a 2xx answer
 * is a success; anything else, a refused address, a timeout or a network error is a failure.
 */
export function createAttempt({
  clock,
  secrets,
  allowLoopback,
}: {
  clock: Clock;
  secrets: SecretBox;
  allowLoopback: boolean;
}) {
  return async (
    endpoint: { url: string; secretSealed: string },
    delivery: Delivery,
  ): Promise<AttemptResult> => {
    const body = JSON.stringify(delivery.payload);
    const started = performance.now();
    const ms = () => Math.round(performance.now() - started);
    try {
      const response = await safeFetch(endpoint.url, {
        method: 'POST',
        body,
        timeoutMs: TIMEOUT_MS,
        maxBytes: EXCERPT * 4,
        allowLoopback,
        headers: {
          'content-type': 'application/json',
          'user-agent': 'Folio-Webhooks/1',
          'folio-event-id': delivery.eventId,
          'folio-event-type': delivery.eventType,
          'folio-version': WEBHOOK_VERSION,
          'folio-signature': signatureHeader(secrets.open(endpoint.secretSealed), body, clock.now()),
        },
      });
      const ok = response.status >= 200 && response.status < 300;
      const text = response.body.toString('utf8').slice(0, EXCERPT);
      return { ok, status: response.status, ms: ms(), excerpt: text || null };
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      return { ok: false, status: null, ms: ms(), excerpt: message.slice(0, EXCERPT) };
    }
  };
}

export type Attempt = ReturnType<typeof createAttempt>;
