import { EMAIL_VERIFICATION_TEXTS as TEXTS } from '@folio/shared';
import { MailWarning } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '../../ui/button.tsx';
import { ResendVerificationButton } from './resend-verification-button.tsx';
import type { User } from './types.ts';

/** Under the header until the address is verified: where the link and code went, 'Enter code' and 'Resend'. */
export function VerifyEmailBanner({ user }: { user: User }) {
  if (user.emailVerified) return null;
  return (
    <section aria-label="Verify your e-mail address" className="border-b border-warning/30 bg-amber-50">
      <div className="mx-auto flex w-full max-w-7xl flex-col gap-3 px-4 py-3 wide:flex-row wide:items-center wide:px-6">
        <p className="flex min-w-0 flex-1 items-start gap-3 text-sm text-ink">
          <MailWarning className="mt-0.5 size-4 shrink-0 text-warning" aria-hidden />
          <span className="min-w-0 break-words">
            {TEXTS.banner} <strong>{user.email}</strong>.
          </span>
        </p>
        <div className="flex shrink-0 gap-2 pl-7 wide:pl-0">
          <Link to="/verify-email" className={buttonClass('primary', 'sm')}>
            Enter code
          </Link>
          <ResendVerificationButton />
        </div>
      </div>
    </section>
  );
}
