import { DEFAULT_ASSET_HEIGHT, NO_SUMMARIZER_STATE, ORIGINAL_THUMBNAIL_STATE } from '@folio/shared';
import { camelize } from '../../lib/case.ts';
import type { Asset, AssetChanges, EditorAsset } from './types.ts';

/** Spec §4: an update result older (by updatedAt) than the asset already held is ignored. */
export const isStaleUpdate = (
  held: Pick<Asset, 'updatedAt'> | undefined,
  incoming: Pick<Asset, 'updatedAt'>,
) => held !== undefined && Date.parse(held.updatedAt) > Date.parse(incoming.updatedAt);

/** The list with a server answer for one asset applied, unless the held copy is newer. */
export function applyAssetResult(assets: EditorAsset[], incoming: Asset): EditorAsset[] {
  const held = assets.find((a) => a.id === incoming.id);
  if (!held || isStaleUpdate(held, incoming)) return assets;
  return assets.map((a) => (a.id === incoming.id ? { ...incoming, deleting: a.deleting } : a));
}

/**
 * The list with local (not yet saved) changes laid over one asset. The description is left as the
 * server last sent it: rich text is only ever shown once the server has sanitized it.
 */
export function patchAsset(assets: EditorAsset[], id: number, changes: AssetChanges): EditorAsset[] {
  const { description: _sanitizedByServer, ...shown } = changes;
  if (Object.keys(shown).length === 0) return assets;
  return assets.map((a) => (a.id === id ? { ...a, ...shown } : a));
}

/** The placeholder's place taken by the created asset. */
export const replaceAsset = (assets: EditorAsset[], id: number, asset: EditorAsset) =>
  assets.map((a) => (a.id === id ? asset : a));

export const removeAsset = (assets: EditorAsset[], id: number) => assets.filter((a) => a.id !== id);

export const markDeleting = (assets: EditorAsset[], id: number, deleting: boolean) =>
  assets.map((a) => (a.id === id ? { ...a, deleting } : a));

/** Moves one asset to where another one is (drag and drop), positions renumbered. */
export function moveAsset(assets: EditorAsset[], fromId: number, toId: number) {
  const from = assets.findIndex((a) => a.id === fromId);
  const to = assets.findIndex((a) => a.id === toId);
  if (from < 0 || to < 0 || from === to) return assets;
  const next = [...assets];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved!);
  return next.map((a, position) => ({ ...a, position }));
}

/** The ids to send as position_list: every saved asset, in list order (placeholders are not on the server). */
export const positionList = (assets: EditorAsset[]) => assets.filter((a) => a.id > 0).map((a) => a.id);

/** A stand-in shown while a new asset's creation waits in the queue. */
export function placeholderAsset(
  tempId: number,
  presentationId: number,
  position: number,
  fields: Partial<Asset> & Pick<Asset, 'type'>,
): EditorAsset {
  const now = new Date(0).toISOString();
  return {
    id: tempId,
    presentationId,
    title: '',
    description: '',
    position,
    isHidden: false,
    website: null,
    thumbnail: null,
    contact: null,
    map: null,
    attributes: { height: DEFAULT_ASSET_HEIGHT },
    file: null,
    filename: null,
    numberOfPages: 0,
    convertedFiles: [],
    pageThumbnails: [],
    pageSizes: [],
    waitingForConvertedFiles: false,
    jobStatus: null,
    uploading: false,
    percentageUpload: 0,
    hasError: false,
    error: null,
    ...camelize(NO_SUMMARIZER_STATE),
    ...camelize(ORIGINAL_THUMBNAIL_STATE),
    createdAt: now,
    updatedAt: now,
    ...fields,
    pending: true,
  };
}
