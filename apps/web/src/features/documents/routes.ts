import type { RouteObject } from 'react-router';

/** /single-file and /single-file/preview/{documentId} (spec §2), each loaded lazily. */
export const documentRoutes: RouteObject[] = [
  {
    path: 'single-file',
    lazy: () => import('./documents-page.tsx').then((m) => ({ Component: m.DocumentsPage })),
  },
  {
    path: 'single-file/preview/:documentId',
    lazy: () => import('./document-preview-page.tsx').then((m) => ({ Component: m.DocumentPreviewPage })),
  },
];
