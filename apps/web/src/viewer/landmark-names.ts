import { shownTitle } from './asset-text.ts';
import type { Asset } from './types.ts';

/** The name of a file's pages section. */
export const pagesLandmark = (title: string) => `Pages of ${title.trim() || 'Document'}`;

/** The name of the landmark an asset makes on the page: a contact form, or the pages of a file. */
export function landmarkNameOf(asset: Pick<Asset, 'type' | 'title'>): string | null {
  if (asset.type === 'form') return shownTitle(asset) || 'Contact form';
  if (asset.type === 'file') return pagesLandmark(asset.title);
  return null;
}

/**
 * The landmark names of a page's assets, each one unique: a name already used gets ' (2)', ' (3)'… so that
 * a screen reader's landmark list tells two contact forms (or two files) of the same title apart.
 */
export function landmarkNames(assets: Pick<Asset, 'id' | 'type' | 'title'>[]) {
  const seen = new Map<string, number>();
  const names = new Map<number, string>();
  for (const asset of assets) {
    const name = landmarkNameOf(asset);
    if (!name) continue;
    const count = (seen.get(name) ?? 0) + 1;
    seen.set(name, count);
    names.set(asset.id, count === 1 ? name : `${name} (${count})`);
  }
  return names;
}
