import type { RouteObject } from 'react-router';
import { TAB_BASES } from '../editor/routes.ts';

const pages = () => import('./pages-loader.ts');

/** manage-recipients/{id} under each presentations tab, and cloning from a share link (spec §2). */
export const shareEmailRoutes: RouteObject[] = [
  ...TAB_BASES.map(
    (base): RouteObject => ({
      path: `${base}/manage-recipients/:presentationId`,
      lazy: () =>
        pages()
          .then((p) => p.loadManageRecipients())
          .then((m) => ({ Component: m.ManageRecipientsPage })),
    }),
  ),
  {
    path: 'clone/presentations/:hash/:presentationId',
    lazy: () =>
      pages()
        .then((p) => p.loadClonePage())
        .then((m) => ({ Component: m.ClonePage })),
  },
];
