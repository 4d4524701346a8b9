import { DEFAULT_ASSET_TITLE, DEFAULT_ITEM_TITLE } from '@folio/shared';
import type { Asset } from './types.ts';

/** The title a recipient sees: the untouched defaults ('Add a Title', 'Item Title') are not shown. */
export const shownTitle = (asset: Pick<Asset, 'title'>) => {
  const title = asset.title.trim();
  return title === DEFAULT_ASSET_TITLE || title === DEFAULT_ITEM_TITLE ? '' : title;
};

/** The assets a recipient sees, in order: hidden ones and hidden separators are left out. */
export const visibleAssets = (assets: Asset[]) =>
  assets
    .filter((a) => !a.isHidden && a.type !== 'separator_hidden' && a.type !== 'ai_asset_builder')
    .sort((a, b) => a.position - b.position);

/** An http(s) address to link to, or null for anything else. */
export function safeHttpUrl(value: string | null | undefined) {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}
