import type { RouteObject } from 'react-router';
import type { RecipientKind } from './client-api.ts';

const page =
  (kind: RecipientKind, publicOnly = false) =>
  () =>
    import('./recipient-page.tsx').then((m) => ({
      loader: m.recipientLoader(kind, publicOnly),
      Component: m.RecipientPage,
    }));

/**
 * The recipient's pages (spec §2): no app shell, no sign-in guard, one small lazy chunk.
 * /presentations/{hash} is the public page only for a 40-hex hash; the signed-in tabs under
 * /presentations are static paths and rank above it.
 */
export const recipientRoutes: RouteObject[] = [
  { path: 'c/p/:hash', lazy: page('presentations') },
  { path: 'c/p/:hash/:title', lazy: page('presentations') },
  { path: 'client/presentations/:hash', lazy: page('presentations') },
  { path: 'c/d/:hash', lazy: page('documents') },
  { path: 'c/d/:hash/:title', lazy: page('documents') },
  { path: 'client/documents/:hash', lazy: page('documents') },
  { path: 'presentations/:hash', lazy: page('presentations', true) },
];
