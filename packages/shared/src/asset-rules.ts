/** Asset constants without zod, so light pages (the viewer) can import them alone. */
export const ASSET_TYPES = [
  'file',
  'website',
  'link',
  'video',
  'video_url',
  'form',
  'separator',
  'separator_hidden',
  'text',
  'image',
  'ai_asset_builder',
  'map',
] as const;
export type AssetType = (typeof ASSET_TYPES)[number];

/** The kinds a user adds without uploading a file (the files issue adds file, image and video). */
export const CONTENT_ASSET_TYPES = [
  'text',
  'website',
  'separator',
  'separator_hidden',
  'form',
  'map',
] as const;
/** The kinds made from an uploaded file. */
export const UPLOAD_ASSET_TYPES = ['file', 'image', 'video'] as const;
export const isUploadAssetType = (type: string): type is (typeof UPLOAD_ASSET_TYPES)[number] =>
  (UPLOAD_ASSET_TYPES as readonly string[]).includes(type);

export const DEFAULT_ASSET_TITLE = 'Add a Title';
export const DEFAULT_ITEM_TITLE = 'Item Title';
export const DEFAULT_ASSET_HEIGHT = 310;

export const CONTACT_FORM_FIELDS = ['name', 'email', 'phone', 'message'] as const;
