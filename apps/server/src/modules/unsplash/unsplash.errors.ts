import { IMPORT_MESSAGES } from '@folio/shared';
import { AppError, fieldError } from '../../platform/errors.ts';

/** No UNSPLASH_ACCESS_KEY: every image-search call answers this and the browser shows it. */
export const imageSearchNotConfigured = () =>
  new AppError(503, { detail: IMPORT_MESSAGES.imageSearchNotConfigured });

/** Unsplash refused or failed (a bad key, its hourly limit, an outage). */
export const imageSearchUnavailable = () =>
  new AppError(502, { detail: IMPORT_MESSAGES.imageSearchUnavailable });

export const noSearchText = () => fieldError('query', 'Type something to search for.');
