import { PublishDialog } from './publish-dialog.tsx';
import { closeShareDialog, useShareDialog } from './share-dialog-store.ts';
import { ShareLinkDialog } from './share-link-dialog.tsx';

/** The open sharing dialog (one at a time). */
export function ShareDialogs() {
  const dialog = useShareDialog((s) => s.dialog);
  if (!dialog) return null;
  const { kind, item } = dialog;
  return kind === 'link' ? (
    <ShareLinkDialog key={item.id} item={item} onClose={closeShareDialog} />
  ) : (
    <PublishDialog key={item.id} item={item} onClose={closeShareDialog} />
  );
}
