import { DEFAULT_ASSET_TITLE } from '@folio/shared';
import { safeHttpUrl, shownTitle } from '../../../viewer/asset-text.ts';
import type { EditorAsset } from '../types.ts';
import { ASSET_KINDS } from './asset-kinds.ts';

/** The line that names an asset in the list: its title, else the link's host, else the default title. */
export function assetName(asset: EditorAsset) {
  return shownTitle(asset) || safeHttpUrl(asset.website)?.host.replace(/^www\./, '') || '';
}

/** The name used in buttons and announcements ("Move Text 'Our offer'"). */
export const assetLabel = (asset: EditorAsset) =>
  `${ASSET_KINDS[asset.type].label} “${assetName(asset) || DEFAULT_ASSET_TITLE}”`;
