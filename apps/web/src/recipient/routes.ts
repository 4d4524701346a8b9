import type { RouteObject } from 'react-router';

const page =
  (publicOnly = false) =>
  () =>
    import('./recipient-page.tsx').then((m) => ({
      loader: m.recipientLoader(publicOnly),
      Component: m.RecipientPage,
    }));

/**
 * The recipient's pages (spec §2): no app shell, no sign-in guard, one small lazy chunk. Documents
 * come from the same client endpoint as presentations. /presentations/{hash} is the public page only
 * for a 40-hex hash; the signed-in tabs under /presentations are static paths and rank above it.
 */
export const recipientRoutes: RouteObject[] = [
  { path: 'c/p/:hash', lazy: page() },
  { path: 'c/p/:hash/:title', lazy: page() },
  { path: 'client/presentations/:hash', lazy: page() },
  { path: 'c/d/:hash', lazy: page() },
  { path: 'c/d/:hash/:title', lazy: page() },
  { path: 'client/documents/:hash', lazy: page() },
  { path: 'presentations/:hash', lazy: page(true) },
];
