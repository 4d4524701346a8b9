import type { Camelize } from '../../../lib/api.ts';

/*
 * The conversion messages of the realtime socket (/ws), as the server's conversion.ts sends them
 * (snake_case on the wire; the socket client camelizes them).
 */

type AboutAsset = { presentation_id: number; asset_id: number; percentage: number; number_of_pages: number };

/** One page stored: pages come in order, each with its image, thumbnail and size. */
export type AssetProgressWire = AboutAsset & {
  type: 'asset.progress';
  page: number;
  converted_file: string;
  page_thumbnail: string;
  page_size: [number, number];
};
export type AssetConvertedWire = AboutAsset & { type: 'asset.converted' };
export type AssetFailedWire = AboutAsset & { type: 'asset.failed'; error: string };

export type AssetProgress = Camelize<AssetProgressWire>;
export type AssetConverted = Camelize<AssetConvertedWire>;
export type AssetFailed = Camelize<AssetFailedWire>;
