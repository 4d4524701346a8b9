import type { RouteObject } from 'react-router';

/**
 * The tabs of /presentations that carry edit/{id} and preview/{id} (spec §2). Not received: a received
 * presentation opens only through its share link.
 */
export const TAB_BASES = [
  'presentations',
  'presentations/favorites',
  'presentations/templates',
  'presentations/folders/:folderId',
  'presentations/archived',
];

/** The editor and its preview under each tab, each loaded lazily. */
export const editorRoutes: RouteObject[] = TAB_BASES.flatMap((base): RouteObject[] => [
  {
    path: `${base}/edit/:presentationId`,
    lazy: () => import('./editor-page.tsx').then((m) => ({ Component: m.EditorPage })),
  },
  {
    path: `${base}/preview/:presentationId`,
    lazy: () => import('./preview-page.tsx').then((m) => ({ Component: m.PreviewPage })),
  },
]);
