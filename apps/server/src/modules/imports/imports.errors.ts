import { IMPORT_MESSAGES } from '@folio/shared';
import { AppError, fieldError } from '../../platform/errors.ts';

/** The provider's keys are not set: the browser shows this instead of its picker. */
export const importNotConfigured = (provider: string) =>
  new AppError(503, { detail: IMPORT_MESSAGES.importNotConfigured(provider) });

export const notADropboxLink = () => fieldError('link', IMPORT_MESSAGES.notADropboxLink);

/** The address is private, loopback or not http(s): the SSRF-safe fetcher refused it. */
export const unreachable = () => new AppError(400, { detail: IMPORT_MESSAGES.unreachable });

/** The provider could not be reached or the transfer broke off. */
export const downloadFailed = () => new AppError(502, { detail: IMPORT_MESSAGES.downloadFailed });

/**
 * A non-200 download (spec §7): a JSON body is passed on as the error, otherwise its status text. The
 * provider's 4xx becomes our 400 (its 401 must not read as our own "session expired"), anything else 502.
 */
export function providerFailure(status: number, statusText: string, json: unknown) {
  const detail = providerMessage(json) ?? (statusText || `HTTP ${status}`);
  return new AppError(status >= 400 && status < 500 ? 400 : 502, {
    detail,
    provider_status: status,
    ...(json && typeof json === 'object' ? { provider_error: json } : {}),
  });
}

/** The message of the error shapes Google, Box, Dropbox and Unsplash answer with. */
function providerMessage(json: unknown): string | null {
  if (!json || typeof json !== 'object') return null;
  const body = json as Record<string, unknown>;
  const error = body.error as Record<string, unknown> | string | undefined;
  const candidates = [
    typeof error === 'object' && error ? error.message : undefined,
    body.message,
    body.error_description,
    body.error_summary,
    Array.isArray(body.errors) ? body.errors[0] : undefined,
    typeof error === 'string' ? error : undefined,
  ];
  const found = candidates.find((c) => typeof c === 'string' && c.trim() !== '');
  return typeof found === 'string' ? found.slice(0, 500) : null;
}
