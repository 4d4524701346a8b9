/** Presentation constants and rules without zod, so light pages (the viewer) can import them alone. */
export const TITLE_MAX = 100;
export const PRESENTATION_PAGE_SIZE = 5;
export const DEFAULT_BACKGROUND_OPACITY = 0.6;
export const STATS_RETRY_CAP = 9;

/** The tabs of /presentations (spec §2); a folder is the folders tab with a folder id. */
export const PRESENTATION_TABS = [
  'mine',
  'favorites',
  'received',
  'templates',
  'folders',
  'archived',
] as const;
export type PresentationTab = (typeof PRESENTATION_TABS)[number];

/** The gradient over a header image: the second stop is the opacity minus 0.4, never below 0 (spec §9). */
export const gradientStops = (opacity: number) =>
  [opacity, Math.max(0, Math.round((opacity - 0.4) * 10) / 10)] as const;

/** Cover layouts: text at the bottom left (classic) or in the middle (centered). */
export const COVER_STYLES = ['classic', 'centered'] as const;
export type CoverStyle = (typeof COVER_STYLES)[number];

/** Where the cover picture sits. */
export const PICTURE_POSITIONS = ['left', 'center', 'right'] as const;
export type PicturePosition = (typeof PICTURE_POSITIONS)[number];

export const CATEGORY_MAX = 100;

/** The picture editor's crop of the header image, in percent of the original, and its zoom. */
export type BackgroundMeta = { x: number; y: number; width: number; height: number; zoom: number };
