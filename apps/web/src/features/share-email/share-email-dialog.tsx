import { EMAIL_VERIFICATION_TEXTS, SHARE_EMAIL_TEXTS, SHARE_VALIDATION_TOAST_MS } from '@folio/shared';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { track } from '../../lib/analytics.ts';
import { notify } from '../../lib/notify.ts';
import { Button, buttonClass } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { Notice } from '../../ui/notice.tsx';
import { PageSpinner } from '../../ui/spinner.tsx';
import { useFeatureFlags, useUser } from '../accounts/api.ts';
import { ResendVerificationButton } from '../accounts/resend-verification-button.tsx';
import { reportActionError } from '../presentations/action-errors.ts';
import { canUsePremium } from '../presentations/premium.ts';
import type { SharedItem } from '../sharing/types.ts';
import { linkByHashQuery, useShareEmail } from './api.ts';
import { authorOf } from './author.ts';
import { ComposePage } from './compose-page.tsx';
import { EmailSettings } from './email-settings.tsx';
import {
  type Compose,
  composeDefaults,
  composeFromLink,
  emailFormDefaults,
  emailFormFromLink,
  newRecipient,
  type Offered,
  payloadOf,
  type ShareEmailForm,
} from './form.ts';
import { RecipientRows } from './recipient-rows.tsx';
import type { RecipientLink } from './types.ts';
import {
  type ComposeErrors,
  joinWithAnd,
  type PageOneErrors,
  validateCompose,
  validatePageOne,
} from './validate.ts';

type ShareEmailDialogProps = {
  item: SharedItem;
  /** The hash of an e-mailed link to show read-only (manage recipients' 'View settings'). */
  linkHash?: string | null;
  onClose: () => void;
};

/** The errors without those of the fields just edited. */
function clearFields<E extends object>(errors: E | undefined, edited: object): E {
  const kept = { ...errors } as Record<string, unknown>;
  for (const field of Object.keys(edited)) delete kept[field];
  return kept as E;
}

const NO_ERRORS: PageOneErrors = { rows: {}, messages: [] };

/** One validation toast for all messages, for 4 s (spec §5, §9). */
const toastMessages = (messages: string[]) =>
  notify.error(joinWithAnd(messages), { duration: SHARE_VALIDATION_TOAST_MS });

function useSend(item: SharedItem, onSent: () => void) {
  const share = useShareEmail(item.id);
  const isDocument = item.type === 'document';
  const send = (form: ShareEmailForm, compose: Compose, offered: Offered) =>
    share.mutate(payloadOf(form, compose, offered), {
      onSuccess: () => {
        if (isDocument)
          track('EmailShareSingleFile', { document_id: item.id, recipients: form.recipients.length });
        notify.success(isDocument ? SHARE_EMAIL_TEXTS.fileSent : SHARE_EMAIL_TEXTS.presentationSent);
        onSent();
      },
      onError: (error) =>
        isDocument ? notify.error(SHARE_EMAIL_TEXTS.fileFailed) : reportActionError(error),
    });
  return { send, sending: share.isPending };
}

function ShareEmailFlow({
  item,
  link,
  onClose,
}: {
  item: SharedItem;
  link: RecipientLink | null;
  onClose: () => void;
}) {
  const user = useUser();
  const flags = useFeatureFlags();
  const readOnly = link !== null;
  const isDocument = item.type === 'document';
  const offered: Offered = {
    feedback: !isDocument,
    printing: Boolean(flags?.print) && !isDocument,
    reminders: Boolean(flags?.autoReminders) && !isDocument,
  };
  const [page, setPage] = useState<1 | 2>(1);
  const [form, setForm] = useState(() => (link ? emailFormFromLink(link) : emailFormDefaults()));
  const [errors, setErrors] = useState(NO_ERRORS);
  const [compose, setCompose] = useState(() => (link ? composeFromLink(link, item) : composeDefaults(item)));
  const [composeErrors, setComposeErrors] = useState<ComposeErrors>({});
  const { send, sending } = useSend(item, onClose);
  const change = (next: Partial<ShareEmailForm>) => {
    setForm((f) => ({ ...f, ...next }));
    setErrors((e) => clearFields(e, next));
  };

  const next = () => {
    if (!readOnly) {
      const found = validatePageOne(form, offered);
      setErrors(found);
      if (found.messages.length > 0) return void toastMessages(found.messages);
    }
    setPage(2);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (page === 1) return next();
    if (readOnly) return;
    const found = validateCompose(compose);
    setComposeErrors(found);
    const messages = [found.subject, found.message].filter((m): m is string => Boolean(m));
    if (messages.length > 0) return void toastMessages(messages);
    send(form, compose, offered);
  };

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-6">
      {page === 1 ? (
        <>
          <RecipientRows
            rows={form.recipients}
            errors={errors.rows}
            readOnly={readOnly}
            onChange={(key, row) => {
              setForm((f) => ({
                ...f,
                recipients: f.recipients.map((r) => (r.key === key ? { ...r, ...row } : r)),
              }));
              // A field's message goes once it is edited; Next Step checks again.
              setErrors((e) => ({ ...e, rows: { ...e.rows, [key]: clearFields(e.rows[key], row) } }));
            }}
            onAdd={() => setForm((f) => ({ ...f, recipients: [...f.recipients, newRecipient()] }))}
            onRemove={(key) =>
              setForm((f) =>
                f.recipients.length > 1 ? { ...f, recipients: f.recipients.filter((r) => r.key !== key) } : f,
              )
            }
          />
          <EmailSettings
            form={form}
            errors={errors}
            offered={offered}
            premium={canUsePremium(user)}
            readOnly={readOnly}
            onChange={change}
          />
          <Button type="submit" className="wide:self-end">
            Next Step
          </Button>
        </>
      ) : (
        <ComposePage
          presentationId={item.id}
          compose={compose}
          errors={composeErrors}
          author={authorOf({ editing: readOnly, linkAuthor: link?.author, user })}
          recipients={form.recipients.map((r) => r.name.trim()).join(', ')}
          readOnly={readOnly}
          onBack={readOnly ? undefined : () => setPage(1)}
          sending={sending}
          onChange={(next) => setCompose((c) => ({ ...c, ...next }))}
        />
      )}
    </form>
  );
}

/** A read-only e-mailed link: a spinner while it loads (spec §2). */
function ReadOnlyFlow({ item, hash, onClose }: { item: SharedItem; hash: string; onClose: () => void }) {
  const query = useQuery(linkByHashQuery(item.id, hash));
  if (query.data) return <ShareEmailFlow item={item} link={query.data} onClose={onClose} />;
  if (query.isError)
    return (
      <p role="alert" className="text-sm text-danger">
        This link could not be loaded.
      </p>
    );
  return <PageSpinner />;
}

/** An unverified user cannot send by e-mail (issue 11): the reason, and the ways to verify. */
function VerifyFirst() {
  return (
    <div className="flex flex-col gap-4">
      <Notice tone="warning">{EMAIL_VERIFICATION_TEXTS.notVerified}</Notice>
      <div className="flex flex-wrap gap-2 wide:self-end">
        <ResendVerificationButton />
        <Link to="/verify-email" className={buttonClass('primary', 'sm')}>
          Enter code
        </Link>
      </div>
    </div>
  );
}

/** Share with email (spec §2, §4): recipients and settings, then the e-mail itself. */
export function ShareEmailDialog({ item, linkHash = null, onClose }: ShareEmailDialogProps) {
  const user = useUser();
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Share with email"
      className="wide:max-w-2xl"
    >
      {linkHash ? (
        <ReadOnlyFlow item={item} hash={linkHash} onClose={onClose} />
      ) : user && !user.emailVerified ? (
        <VerifyFirst />
      ) : (
        <ShareEmailFlow item={item} link={null} onClose={onClose} />
      )}
    </Dialog>
  );
}
