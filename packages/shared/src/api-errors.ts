import { z } from 'zod';
import { MESSAGES } from './messages.ts';

/**
 * The error bodies of the API contract, stated in the OpenAPI document of every operation. A 400 holds
 * field errors (`{ "<field>": ["message"], "non_field_errors": ["message"] }`) or, where the spec says so,
 * one text (`detail`, `message`, `provider`).
 */
export const badRequestBodySchema = z
  .record(z.string(), z.union([z.array(z.string()), z.string()]))
  .describe("Bad input: field errors, or the spec's text.");

export const unauthorizedBodySchema = z
  .object({ detail: z.string(), code: z.literal('token_not_valid') })
  .describe('No session: missing, expired or revoked.');

/** 403, 404, 413, 415, 429: a `detail` text (403 may add what the client needs to act, e.g. a plan). */
const detailBody = (description: string) => z.looseObject({ detail: z.string() }).describe(description);

export const CONTRACT_ERROR_RESPONSES = {
  400: badRequestBodySchema,
  401: unauthorizedBodySchema,
  403: detailBody('Not allowed.'),
  404: detailBody('Not found (also a private id of another account).'),
  413: detailBody('Too large.'),
  415: detailBody('Unsupported media type.'),
  429: detailBody(
    'Too many requests: `Too many requests. Try again in {wait}.` (a rate limit: the app-wide one per address ' +
      'or API key, or the operation’s own; Retry-After gives the seconds), or the operation’s own text.',
  ),
} as const;

/** What an operation that calls an outside provider (image search, cloud imports) may also answer. */
export const PROVIDER_ERROR_RESPONSES = {
  502: detailBody('The provider could not be reached or refused the request.'),
  503: detailBody('The provider is not configured on this server.'),
} as const;

/** What a billing operation may also answer: 409 (payment not configured, or not in that state), 502 (Stripe failed). */
export const BILLING_ERROR_RESPONSES = {
  409: detailBody(
    'Online payment is not configured on this server, or the subscription is not in a state for this.',
  ),
  502: detailBody('The payment provider failed or could not be reached.'),
} as const;

/**
 * What an operation whose rate limit guards a secret (a password, a code, a signature) may also answer: on
 * PostgreSQL its attempts are counted in the database for every instance, and not let through uncounted.
 */
export const GUARDED_LIMIT_ERROR_RESPONSES = {
  503: detailBody(
    `On PostgreSQL, when the database cannot count the attempts: \`${MESSAGES.rateLimitUnavailable}\``,
  ),
} as const;
