import { SHARE_EMAIL_TEXTS } from '@folio/shared';
import { useId, useState } from 'react';
import { notify } from '../../lib/notify.ts';
import { cn } from '../../ui/cn.ts';
import { FieldFrame, inputClass } from '../../ui/field.tsx';
import { reportActionError } from '../presentations/action-errors.ts';
import type { SharedItem } from '../sharing/types.ts';
import { useMessageRecipients } from './api.ts';
import { RecipientsDialog } from './recipients-dialog.tsx';

type MessageRecipientsDialogProps = {
  item: SharedItem;
  /** Only these links' recipients; everyone e-mailed when left out. */
  shareLinks?: number[];
  onClose: () => void;
};

/** 'Message recipients': a note e-mailed to the presentation's recipients. */
export function MessageRecipientsDialog({ item, shareLinks, onClose }: MessageRecipientsDialogProps) {
  const id = useId();
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string>();
  const send = useMessageRecipients(item.id);
  const onSend = () => {
    if (!message.trim()) return setError(SHARE_EMAIL_TEXTS.messageRequired);
    send.mutate(
      { message: message.trim(), shareLinks },
      {
        onSuccess: () => {
          notify.success('Your message was sent');
          onClose();
        },
        onError: reportActionError,
      },
    );
  };
  return (
    <RecipientsDialog
      title="Message recipients"
      description="Your recipients get this message by e-mail, with the link to the presentation."
      action="Send message"
      pending={send.isPending}
      onSend={onSend}
      onClose={onClose}
    >
      <FieldFrame id={id} label="Message" error={error}>
        <textarea
          id={id}
          rows={5}
          value={message}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => {
            setMessage(event.target.value);
            setError(undefined);
          }}
          className={cn(inputClass(Boolean(error)), 'h-auto resize-y py-3')}
        />
      </FieldFrame>
    </RecipientsDialog>
  );
}
