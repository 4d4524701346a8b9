import type {
  AssetCreate as AssetCreateWire,
  AssetUpdate as AssetUpdateWire,
  ClipboardItem as ClipboardItemWire,
  convertedFilesSchema,
  PresentationUpdate as PresentationUpdateWire,
} from '@folio/shared';
import type { z } from 'zod';
import type { Camelize } from '../../lib/api.ts';
import type { Asset, PresentationDetail } from '../../viewer/types.ts';

export type { Asset, PresentationDetail } from '../../viewer/types.ts';

/**
 * An asset in the editor: `pending` while its creation waits in the queue, `deleting` until it is gone,
 * `localUpload` while its file is still on its way from this browser (the row of an upload).
 */
export type EditorAsset = Asset & { pending?: boolean; deleting?: boolean; localUpload?: boolean };
export type EditorPresentation = Omit<PresentationDetail, 'assets'> & { assets: EditorAsset[] };

export type AssetCreate = Camelize<AssetCreateWire>;
export type AssetChanges = Camelize<AssetUpdateWire>;
export type CoverChanges = Camelize<PresentationUpdateWire>;
export type ClipboardItem = Camelize<ClipboardItemWire>;

/** GET …/assets/{assetId}/converted: the pages converted so far. */
export type ConvertedFilesWire = z.infer<typeof convertedFilesSchema>;
export type ConvertedFiles = Camelize<ConvertedFilesWire>;
