import type { RouteObject } from 'react-router';

const page =
  (publicOnly = false) =>
  () =>
    import('./recipient-route.tsx').then((m) => ({
      loader: m.recipientLoader(publicOnly),
      Component: m.RecipientRoute,
    }));
const notFound = () => import('./recipient-route.tsx').then((m) => ({ Component: m.RecipientNotFoundRoute }));

/**
 * The recipient's pages (spec §2) when the app navigates to one: no app shell, no sign-in guard, one
 * small lazy chunk (a page load of these paths gets the light entry, recipient.html, instead). Documents
 * come from the same client endpoint as presentations. /presentations/{hash} and a bare /{token} are
 * links only for a 40-hex hash; the signed-in tabs under /presentations and the app's pages are static
 * paths and rank above them. Each family has its own /404 variant, the presentation-not-found page.
 */
export const recipientRoutes: RouteObject[] = [
  ...['c/p', 'c/d', 'client/presentations', 'client/documents'].flatMap((family): RouteObject[] => [
    { path: `${family}/404`, lazy: notFound },
    { path: `${family}/:hash`, lazy: page() },
    ...(family.startsWith('c/') ? [{ path: `${family}/:hash/:title`, lazy: page() }] : []),
  ]),
  { path: 'presentations/:hash', lazy: page(true) },
  { path: ':hash', lazy: page(true) },
  { path: ':hash/:title', lazy: page(true) },
];
