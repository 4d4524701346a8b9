import { MESSAGES } from '@folio/shared';
import { type ReactNode, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useAlertBar } from '../../lib/alerts.ts';
import { fieldMessages, firstMessage } from '../../lib/errors.ts';
import { usePasswordResetConfirm } from './api.ts';
import { AuthLayout } from './auth-layout.tsx';
import { PasswordPairForm } from './password-pair-form.tsx';

const LABELS = { password: 'New Password', confirm: 'Confirm New Password' };

/** /change-password/:uid/:token: the page the reset e-mail links to. */
export function ChangePasswordPage() {
  const { uid = '', token = '' } = useParams();
  const navigate = useNavigate();
  const confirm = usePasswordResetConfirm();
  const showAlert = useAlertBar((s) => s.show);
  const [formError, setFormError] = useState<ReactNode>();

  const onSubmit = async ({ password, confirm: again }: { password: string; confirm: string }) => {
    setFormError(undefined);
    try {
      const answer = await confirm.mutateAsync({ uid, token, newPassword1: password, newPassword2: again });
      showAlert({ message: answer.detail || MESSAGES.passwordChanged, tone: 'success', timer: 5000 });
      navigate('/login', { replace: true });
      return undefined;
    } catch (error) {
      const [linkProblem] = [...fieldMessages(error, 'token'), ...fieldMessages(error, 'uid')];
      if (linkProblem) {
        setFormError(
          <>
            {linkProblem}{' '}
            <Link to="/forgot-password" className="font-semibold underline underline-offset-4">
              Ask for a new link
            </Link>
          </>,
        );
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
      <PasswordPairForm
        labels={LABELS}
        submitLabel="Save new password"
        pending={confirm.isPending}
        onSubmit={onSubmit}
        formError={formError}
      />
    </AuthLayout>
  );
}
