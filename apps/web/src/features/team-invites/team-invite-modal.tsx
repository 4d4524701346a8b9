import { MESSAGES } from '@folio/shared';
import { useState } from 'react';
import { firstMessage } from '../../lib/errors.ts';
import { notify } from '../../lib/notify.ts';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { type TeamInvite, useAcceptInvite, useDeclineInvite } from './api.ts';
import { INVITE_TEXTS as T } from './invite-texts.ts';

/**
 * The team invite modal (spec §2, §4): who invites the user to which team, Accept or Decline. Invitations
 * come one at a time; closing it leaves the answer for later (it comes back on the next visit).
 */
export default function TeamInviteModal({ invite }: { invite: TeamInvite }) {
  const [open, setOpen] = useState(true);
  const accept = useAcceptInvite();
  const decline = useDeclineInvite();
  const busy = accept.isPending || decline.isPending;
  const failed = (error: unknown) => notify.error(firstMessage(error) ?? MESSAGES.toastError);
  const answers = [
    {
      label: T.decline,
      action: decline,
      variant: 'secondary',
      done: () => notify.message(T.declined(invite.companyName)),
    },
    {
      label: T.accept,
      action: accept,
      variant: 'primary',
      done: () => notify.success(T.accepted(invite.companyName)),
    },
  ] as const;

  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title={T.title}
      description={T.body(invite.adminName, invite.companyName)}
    >
      <p className="text-sm text-ink">{T.benefits}</p>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        {answers.map(({ label, action, variant, done }) => (
          <Button
            key={label}
            variant={variant}
            disabled={busy}
            loading={action.isPending}
            onClick={() => action.mutate(invite, { onSuccess: done, onError: failed })}
          >
            {label}
          </Button>
        ))}
      </div>
    </Dialog>
  );
}
