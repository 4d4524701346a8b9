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
