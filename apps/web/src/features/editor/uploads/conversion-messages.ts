import type { AssetConvertedMessage, AssetFailedMessage, AssetProgressMessage } from '@folio/shared';
import type { Camelize } from '../../../lib/api.ts';

/** The conversion messages of the socket, as the socket client hands them over (camelized). */
export type AssetProgress = Camelize<AssetProgressMessage>;
export type AssetConverted = Camelize<AssetConvertedMessage>;
export type AssetFailed = Camelize<AssetFailedMessage>;
