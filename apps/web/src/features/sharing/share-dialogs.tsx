import { MessageRecipientsDialog } from '../share-email/message-recipients-dialog.tsx';
import { NotifyRecipientsDialog } from '../share-email/notify-recipients-dialog.tsx';
import { ShareEmailDialog } from '../share-email/share-email-dialog.tsx';
import { PublishDialog } from './publish-dialog.tsx';
import { closeShareDialog, useShareDialog } from './share-dialog-store.ts';
import { ShareLinkDialog } from './share-link-dialog.tsx';

const DIALOGS = {
  link: ShareLinkDialog,
  publish: PublishDialog,
  notify: NotifyRecipientsDialog,
  message: MessageRecipientsDialog,
};

/** The open sharing dialog (one at a time). */
export function ShareDialogs() {
  const dialog = useShareDialog((s) => s.dialog);
  if (!dialog) return null;
  const { kind, item, linkHash } = dialog;
  if (kind === 'email')
    return <ShareEmailDialog key={item.id} item={item} linkHash={linkHash} onClose={closeShareDialog} />;
  const Open = DIALOGS[kind];
  return <Open key={item.id} item={item} onClose={closeShareDialog} />;
}
