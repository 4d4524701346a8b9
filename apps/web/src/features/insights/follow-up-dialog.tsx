import { ENGAGEMENT_TEXTS, SHARE_EMAIL_TEXTS } from '@folio/shared';
import { useEffect, useId, useState } from 'react';
import { notify } from '../../lib/notify.ts';
import { cn } from '../../ui/cn.ts';
import { FieldFrame, inputClass, TextField } from '../../ui/field.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { reportActionError } from '../presentations/action-errors.ts';
import { LoadError } from '../presentations/list-states.tsx';
import { RecipientsDialog } from '../share-email/recipients-dialog.tsx';
import { type EngagementLead, useDraftFollowUp, useSendFollowUp } from './engagement-api.ts';
import { viewerLabel } from './format.ts';

type Props = { presentationId: number; lead: EngagementLead; onClose: () => void };
type Errors = { subject?: string; message?: string };

/** The owner's follow-up to one lead: drafted on opening (naming what they read most), edited, then sent. */
export function FollowUpDialog({ presentationId, lead, onClose }: Props) {
  const ids = { message: useId() };
  const draft = useDraftFollowUp(presentationId, lead.key);
  const send = useSendFollowUp(presentationId, lead.key);
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const { mutate: drafting } = draft;

  useEffect(() => {
    drafting(undefined, {
      onSuccess: (d) => {
        setSubject(d.subject);
        setMessage(d.message);
      },
    });
  }, [drafting]);

  const onSend = () => {
    const found: Errors = {
      subject: subject.trim() ? undefined : SHARE_EMAIL_TEXTS.subjectRequired,
      message: message.trim() ? undefined : SHARE_EMAIL_TEXTS.messageRequired,
    };
    setErrors(found);
    if (found.subject || found.message || !draft.data) return;
    send.mutate(
      { subject: subject.trim(), message: message.trim() },
      {
        onSuccess: () => {
          notify.success(ENGAGEMENT_TEXTS.followUpSent);
          onClose();
        },
        onError: reportActionError,
      },
    );
  };

  return (
    <RecipientsDialog
      title={`Follow up with ${viewerLabel(lead)}`}
      description="Edit the draft, then send it from your name with their link to the presentation."
      action="Send follow-up"
      pending={send.isPending}
      onSend={onSend}
      onClose={onClose}
    >
      {draft.isPending || draft.isIdle ? (
        <p className="flex items-center gap-2 text-sm text-muted">
          <Spinner label="Drafting the e-mail" /> Drafting the e-mail…
        </p>
      ) : draft.isError ? (
        <LoadError what="The draft" error={draft.error} onRetry={() => draft.mutate()} />
      ) : (
        <>
          <p className="text-sm text-muted">
            To <span className="font-medium text-ink">{draft.data.to}</span>
            {draft.data.draftedWith === 'ai' ? ' · drafted with AI' : ''}
          </p>
          <TextField
            label="Subject"
            value={subject}
            error={errors.subject}
            onChange={(event) => {
              setSubject(event.target.value);
              setErrors((e) => ({ ...e, subject: undefined }));
            }}
          />
          <FieldFrame id={ids.message} label="Message" error={errors.message}>
            <textarea
              id={ids.message}
              rows={10}
              value={message}
              aria-invalid={errors.message ? true : undefined}
              aria-describedby={errors.message ? `${ids.message}-error` : undefined}
              onChange={(event) => {
                setMessage(event.target.value);
                setErrors((e) => ({ ...e, message: undefined }));
              }}
              className={cn(inputClass(Boolean(errors.message)), 'h-auto resize-y py-3')}
            />
          </FieldFrame>
        </>
      )}
    </RecipientsDialog>
  );
}
