import { MESSAGES, RECIPIENT_EMAILS_TEXTS as TEXTS } from '@folio/shared';
import { BellOff } from 'lucide-react';
import { useParams } from 'react-router';
import { firstMessage } from '../../lib/errors.ts';
import { Button } from '../../ui/button.tsx';
import { Notice } from '../../ui/notice.tsx';
import { AuthLayout } from '../accounts/auth-layout.tsx';
import { useStopEmails } from './api.ts';

/**
 * /c/stop/{hash}: where the footer link of a recipient's e-mails leads. It asks before stopping, so a
 * mail scanner that opens every link stops nothing.
 */
export function StopEmailsPage() {
  const { hash = '' } = useParams();
  const stop = useStopEmails();
  const notFound = (stop.error as { detail?: string } | null)?.detail === MESSAGES.notFound;

  return (
    <AuthLayout title={TEXTS.pageTitle} aside={null}>
      {stop.isSuccess ? (
        <div className="flex flex-col gap-6">
          <span className="grid size-12 place-items-center rounded-xl bg-theme-lightest text-theme">
            <BellOff className="size-6" aria-hidden />
          </span>
          <p role="status" className="text-ink">
            {TEXTS.stopped(stop.data.title)}
          </p>
        </div>
      ) : notFound ? (
        <Notice tone="error">{TEXTS.notFound}</Notice>
      ) : (
        <div className="flex flex-col gap-6">
          {stop.isError && <Notice tone="error">{firstMessage(stop.error) ?? MESSAGES.toastError}</Notice>}
          <p className="text-muted">{TEXTS.explain}</p>
          <Button size="lg" loading={stop.isPending} onClick={() => stop.mutate(hash)}>
            {TEXTS.confirm}
          </Button>
        </div>
      )}
    </AuthLayout>
  );
}
