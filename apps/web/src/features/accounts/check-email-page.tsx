import { MailCheck } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { buttonClass } from '../../ui/button.tsx';
import { AuthLayout } from './auth-layout.tsx';

/** /check-email: the reset link is on its way. */
export function CheckEmailPage() {
  const email = (useLocation().state as { email?: string } | null)?.email;
  return (
    <AuthLayout title="Check your email">
      <div className="flex flex-col gap-6">
        <span className="grid size-12 place-items-center rounded-xl bg-theme-lightest text-theme">
          <MailCheck className="size-6" aria-hidden />
        </span>
        <p className="text-muted">
          If an account exists for{' '}
          {email ? <strong className="text-ink">{email}</strong> : 'the address you entered'}, we have sent it
          a link to choose a new password. The link works once and expires after 24 hours.
        </p>
        <p className="text-sm text-muted">
          Nothing arrived? Look in your spam folder, or ask for another link.
        </p>
        <div className="flex flex-col gap-3 wide:flex-row">
          <Link to="/login" className={buttonClass('primary', 'lg', 'wide:flex-1')}>
            Back to Log In
          </Link>
          <Link to="/forgot-password" className={buttonClass('secondary', 'lg', 'wide:flex-1')}>
            Send another link
          </Link>
        </div>
      </div>
    </AuthLayout>
  );
}
