import { create } from 'zustand';
import { track } from '../../lib/analytics.ts';
import { registerReset } from '../../lib/client-state.ts';
import type { SharedItem } from './types.ts';

/**
 * The open sharing dialog, if any, for one presentation: share link, publish on web, share with
 * email (read-only for the e-mailed link with `linkHash`), notify or message its recipients.
 */
export type ShareDialog = {
  kind: 'link' | 'publish' | 'email' | 'notify' | 'message';
  item: SharedItem;
  linkHash?: string;
};

export const useShareDialog = create<{ dialog: ShareDialog | null }>(() => ({ dialog: null }));

/** Opens a sharing dialog; its view is a product event (spec presentations §7). */
export const openShareDialog = (dialog: ShareDialog) => {
  track('ShareDialogView', { dialog: dialog.kind, item_type: dialog.item.type, item_id: dialog.item.id });
  useShareDialog.setState({ dialog });
};
export const closeShareDialog = () => useShareDialog.setState({ dialog: null });

registerReset(closeShareDialog);

type Shareable = SharedItem & {
  user: { id: number };
  archived: boolean;
  template: boolean;
  deleted: boolean;
};

/** Spec §2: an agent shares their own presentations that are in use (not archived, deleted or templates). */
export const canShare = (item: Shareable, userId: number | undefined) =>
  item.user.id === userId && !item.archived && !item.template && !item.deleted;

/** What the dialogs need of a presentation. */
export const sharedItemOf = (item: SharedItem): SharedItem => ({
  id: item.id,
  title: item.title,
  type: item.type,
  background: item.background,
  backgroundColor: item.backgroundColor,
  backgroundThumbnail: item.backgroundThumbnail,
  filename: item.filename,
});
