import { EMAIL_VERIFICATION_TEXTS as TEXTS } from '@folio/shared';
import { MailCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useParams } from 'react-router';
import { firstMessage } from '../../lib/errors.ts';
import { buttonClass } from '../../ui/button.tsx';
import { Notice } from '../../ui/notice.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { useVerifyEmailLink } from './api.ts';
import { AuthLayout } from './auth-layout.tsx';

/** /verify-email/{token}: the e-mail's link verifies in one click, signed in or not. */
export function VerifyEmailLinkPage() {
  const { token = '' } = useParams();
  const verify = useVerifyEmailLink();
  // A token works once: StrictMode's second effect run must not spend it again.
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    verify.mutate(token);
  }, [token, verify]);

  return (
    <AuthLayout title="Verify your e-mail address" logoTo="/presentations">
      {verify.isSuccess ? (
        <div className="flex flex-col gap-6">
          <span className="grid size-12 place-items-center rounded-xl bg-theme-lightest text-theme">
            <MailCheck className="size-6" aria-hidden />
          </span>
          <p role="status" className="text-ink">
            {TEXTS.verified}
          </p>
          <Link to="/presentations" className={buttonClass('primary', 'lg')}>
            Continue
          </Link>
        </div>
      ) : verify.isError ? (
        <div className="flex flex-col gap-6">
          <Notice tone="error">{firstMessage(verify.error) ?? TEXTS.expired}</Notice>
          <Link to="/verify-email" className={buttonClass('primary', 'lg')}>
            Enter the code or send a new one
          </Link>
        </div>
      ) : (
        <p className="flex items-center gap-3 text-muted">
          <Spinner label="Verifying" /> Verifying your e-mail address…
        </p>
      )}
    </AuthLayout>
  );
}
