import type { Asset as AssetWire, PresentationDetail as PresentationDetailWire } from '@folio/shared';
import type { Camelize } from '../lib/api.ts';

/** An asset as the web app holds it (camelCase). */
export type Asset = Camelize<AssetWire>;

/** A presentation with its assets, as GET /api/presentations/{id} answers it (camelCase). */
export type PresentationDetail = Camelize<PresentationDetailWire>;

/** What the renderer needs: the cover fields and the assets. Recipient pages pass the same shape. */
export type ViewerPresentation = Pick<
  PresentationDetail,
  | 'title'
  | 'titleIsHidden'
  | 'logo'
  | 'background'
  | 'backgroundColor'
  | 'unsplashAuthor'
  | 'unsplashAuthorLink'
  | 'backgroundOpacity'
  | 'openingMsg'
  | 'closingMsg'
  | 'userName'
  | 'userNameIsHidden'
  | 'createdByText'
  | 'createdByTextColor'
  | 'backgroundVideoUrl'
  | 'backgroundVideoPoster'
  | 'picture'
  | 'picturePosition'
  | 'style'
  | 'category'
> & {
  /** The owner's crop of the header image (recipients get the crop as `background`). */
  backgroundCropped?: string | null;
  assets: Asset[];
  /** A recipient's prevent_download link: media play without a download control. */
  preventDownload?: boolean;
};
