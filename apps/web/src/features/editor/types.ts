import type {
  AssetCreate as AssetCreateWire,
  AssetUpdate as AssetUpdateWire,
  ClipboardItem as ClipboardItemWire,
  PresentationUpdate as PresentationUpdateWire,
} from '@folio/shared';
import type { Camelize } from '../../lib/api.ts';
import type { Asset, PresentationDetail } from '../../viewer/types.ts';

export type { Asset, PresentationDetail } from '../../viewer/types.ts';

/** An asset in the editor: `pending` while its creation waits in the queue, `deleting` until it is gone. */
export type EditorAsset = Asset & { pending?: boolean; deleting?: boolean };
export type EditorPresentation = Omit<PresentationDetail, 'assets'> & { assets: EditorAsset[] };

export type AssetCreate = Camelize<AssetCreateWire>;
export type AssetChanges = Camelize<AssetUpdateWire>;
export type CoverChanges = Camelize<PresentationUpdateWire>;
export type ClipboardItem = Camelize<ClipboardItemWire>;
