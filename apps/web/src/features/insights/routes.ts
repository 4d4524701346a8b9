import type { RouteObject } from 'react-router';

/** /insights, /insights/{id} and /insights/{id}/{viewerKey} (spec §2), each loaded lazily with its charts. */
export const insightsRoutes: RouteObject[] = [
  {
    path: 'insights',
    lazy: () => import('./insights-page.tsx').then((m) => ({ Component: m.InsightsPage })),
  },
  {
    path: 'insights/:presentationId',
    lazy: () =>
      import('./presentation-insights-page.tsx').then((m) => ({ Component: m.PresentationInsightsPage })),
  },
  {
    path: 'insights/:presentationId/:viewerHash',
    lazy: () => import('./viewer-insights-page.tsx').then((m) => ({ Component: m.ViewerInsightsPage })),
  },
];
