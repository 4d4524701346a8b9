/*
 * A second step of the lazy load: the dynamic import below carries the dialogs' long list of chunks
 * to preload, and sitting here it stays out of the presentation list's first-load JS.
 */
export const loadShareDialogs = () => import('./share-dialogs.tsx');
export const loadShareMenu = () => import('./share-menu-items.tsx');
