import type { FormEvent, ReactNode } from 'react';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';

type RecipientsDialogProps = {
  title: string;
  description: string;
  /** The send button's words. */
  action: string;
  pending: boolean;
  onSend: () => void;
  onClose: () => void;
  /** What the owner writes before sending, if anything. */
  children?: ReactNode;
};

/** A dialog that e-mails a presentation's recipients: what to send, then Cancel and the send button. */
export function RecipientsDialog({
  title,
  description,
  action,
  pending,
  onSend,
  onClose,
  children,
}: RecipientsDialogProps) {
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    onSend();
  };
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={title} description={description}>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        {children}
        <div className="flex flex-col-reverse gap-3 wide:flex-row wide:justify-end">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={pending}>
            {action}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
