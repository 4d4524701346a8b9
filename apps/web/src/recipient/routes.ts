import type { RouteObject } from 'react-router';

const page =
  (publicOnly = false) =>
  () =>
    import('./recipient-route.tsx').then((m) => ({
      loader: m.recipientLoader(publicOnly),
      Component: m.RecipientRoute,
    }));

/**
 * The recipient's pages (spec §2) when the app navigates to one: no app shell, no sign-in guard, one
 * small lazy chunk (a page load of these paths gets the light entry, recipient.html, instead). Documents
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
