/*
 * The second step of loading these pages (as sharing/share-dialogs-loader.ts does for the dialogs):
 * the pages' lists of chunks to preload sit here, not in the app's first-load routes.
 */
export const loadManageRecipients = () => import('./manage-recipients-page.tsx');
export const loadClonePage = () => import('./clone-page.tsx');
