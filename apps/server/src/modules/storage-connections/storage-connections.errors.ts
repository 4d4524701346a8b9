import { STORAGE_MESSAGES } from '@folio/shared';
import { AppError } from '../../platform/errors.ts';

/** The provider's keys are not set: nothing to connect to. */
export const storageNotConfigured = (name: string) =>
  new AppError(503, { detail: STORAGE_MESSAGES.notConfigured(name) });

/** No connection (never made, disconnected, or dropped because the provider no longer accepts it). */
export const storageNotConnected = (name: string, detail = STORAGE_MESSAGES.notConnected(name)) =>
  new AppError(400, { detail, code: 'storage_not_connected' });

export const storageUnavailable = (name: string) =>
  new AppError(502, { detail: STORAGE_MESSAGES.unavailable(name) });

/** The provider refused a call with a valid token (a missing folder, no access…): its message passed on. */
export const storageRefused = (name: string, message: string, status: number) =>
  new AppError(400, { detail: message || STORAGE_MESSAGES.refused(name), provider_status: status });
