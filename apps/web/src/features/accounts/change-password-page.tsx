import { MESSAGES } from '@folio/shared';
import { type ReactNode, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useAlertBar } from '../../lib/alerts.ts';
import { fieldMessages, firstMessage } from '../../lib/errors.ts';
import { Notice } from '../../ui/notice.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { usePasswordResetConfirm, usePasswordResetLink } from './api.ts';
import { AuthLayout } from './auth-layout.tsx';
import { PasswordPairForm } from './password-pair-form.tsx';

const LABELS = { password: 'New Password', confirm: 'Confirm New Password' };

/** Why the link cannot be used, and the way to a new one. */
function LinkProblem({ message }: { message: string }) {
  return (
    <>
      {message}{' '}
      <Link to="/forgot-password" className="font-semibold underline underline-offset-4">
        Ask for a new link
      </Link>
    </>
  );
}

const linkProblemOf = (error: unknown) =>
  [...fieldMessages(error, 'token'), ...fieldMessages(error, 'uid')][0];

/** /change-password/:uid/:token: the page the reset e-mail links to. */
export function ChangePasswordPage() {
  const { uid = '', token = '' } = useParams();
  // Asked on load: a used or expired link is refused before a new password is typed.
  const link = usePasswordResetLink({ uid, token });
  const navigate = useNavigate();
  const confirm = usePasswordResetConfirm();
  const showAlert = useAlertBar((s) => s.show);
  const [formError, setFormError] = useState<ReactNode>();

  const onSubmit = async ({ password, confirm: again }: { password: string; confirm: string }) => {
    setFormError(undefined);
    try {
      const answer = await confirm.mutateAsync({ uid, token, newPassword1: password, newPassword2: again });
      showAlert({ message: answer.detail || MESSAGES.passwordChanged, tone: 'success' });
      navigate('/login', { replace: true });
      return undefined;
    } catch (error) {
      const linkProblem = linkProblemOf(error);
      if (linkProblem) {
        setFormError(<LinkProblem message={linkProblem} />);
        return undefined;
      }
      const password = fieldMessages(error, 'newPassword1')[0];
      const again = fieldMessages(error, 'newPassword2')[0];
      if (!password && !again) setFormError(firstMessage(error) ?? MESSAGES.toastError);
      return { password, confirm: again };
    }
  };

  return (
    <AuthLayout
      title="Choose a new password"
      subtitle="Type your new password twice. You will log in with it afterwards."
    >
      {link.isPending ? (
        <p className="flex items-center gap-3 text-muted">
          <Spinner label="Checking the link" /> Checking the link…
        </p>
      ) : link.isError ? (
        <Notice tone="error">
          <LinkProblem
            message={linkProblemOf(link.error) ?? firstMessage(link.error) ?? MESSAGES.toastError}
          />
        </Notice>
      ) : (
        <PasswordPairForm
          labels={LABELS}
          submitLabel="Save new password"
          pending={confirm.isPending}
          onSubmit={onSubmit}
          formError={formError}
        />
      )}
    </AuthLayout>
  );
}
