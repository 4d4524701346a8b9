import { pluralize, SHARE_EMAIL_TEXTS } from '@folio/shared';
import { notify } from '../../lib/notify.ts';
import { reportActionError } from '../presentations/action-errors.ts';
import type { SharedItem } from '../sharing/types.ts';
import { useNotifyRecipients } from './api.ts';
import { RecipientsDialog } from './recipients-dialog.tsx';

const titleOf = (item: SharedItem) => item.title.trim() || SHARE_EMAIL_TEXTS.noTitle;

/** Card menu 'Notify recipients': asks first, then e-mails everyone the presentation was sent to. */
export function NotifyRecipientsDialog({ item, onClose }: { item: SharedItem; onClose: () => void }) {
  const notifyAll = useNotifyRecipients(item.id);
  const confirm = () =>
    notifyAll.mutate(undefined, {
      onSuccess: ({ count }) => {
        if (count === 0) notify.message(SHARE_EMAIL_TEXTS.noRecipients);
        else notify.success(`${pluralize(count, 'recipient')} notified`);
        onClose();
      },
      onError: reportActionError,
    });
  return (
    <RecipientsDialog
      title="Notify recipients?"
      description={`Everyone you sent “${titleOf(item)}” to by e-mail gets a note that it has been updated.`}
      action="Notify recipients"
      pending={notifyAll.isPending}
      onSend={confirm}
      onClose={onClose}
    />
  );
}
