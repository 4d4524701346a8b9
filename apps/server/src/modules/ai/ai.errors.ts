import { AI_TEXTS } from '@folio/shared';
import type { AiError } from '../../platform/ai/ai-client.ts';
import { AppError, fieldError, tooManyRequests } from '../../platform/errors.ts';

export const aiNotConfigured = () => new AppError(503, { detail: AI_TEXTS.notConfigured });
export const enhanceTextEmpty = () => fieldError('text', AI_TEXTS.textEmpty);
export const enhanceTextTooLong = (max: number) => fieldError('text', AI_TEXTS.textTooLong(max));

/** An AI call that did not answer, as the API answers it: 429 over a limit, 504 too slow, else 502. */
export function aiCallFailed(error: AiError) {
  if (error.kind === 'budget' || error.kind === 'rate_limited') return tooManyRequests(error.message);
  if (error.kind === 'timeout') return new AppError(504, { detail: error.message });
  return new AppError(502, { detail: error.kind === 'provider' ? error.message : AI_TEXTS.providerFailed });
}
