import { MAP_TEXTS } from '@folio/shared';
import { AppError } from '../../platform/errors.ts';

/** No GEOCODER_URL: the dialog then asks for coordinates. */
export const geocoderNotConfigured = () => new AppError(503, { detail: MAP_TEXTS.geocoderNotConfigured });

/** The geocoder refused, failed or answered something else than Nominatim's JSON. */
export const geocoderUnavailable = () => new AppError(502, { detail: MAP_TEXTS.geocoderUnavailable });
