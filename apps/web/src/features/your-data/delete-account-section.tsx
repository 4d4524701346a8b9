import { DATA_RIGHTS_TEXTS, MESSAGES } from '@folio/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { isTokenNotValid } from '../../lib/api.ts';
import { clearClientState } from '../../lib/client-state.ts';
import { fieldMessages, firstMessage } from '../../lib/errors.ts';
import { notify } from '../../lib/notify.ts';
import { Button } from '../../ui/button.tsx';
import { TextField } from '../../ui/field.tsx';
import { Notice } from '../../ui/notice.tsx';
import { PasswordField } from '../../ui/password-field.tsx';
import { useSocialAccounts } from '../accounts/social-api.ts';
import type { User } from '../accounts/types.ts';
import { useDeleteAccount } from './api.ts';

const GOES = [
  'your presentations, documents, templates and folders, with every file you uploaded',
  'your share links: recipients who open them see “not found”',
  'insights, feedback, contacts and notifications',
  'API keys, webhooks, linked sign-in and cloud storage accounts',
  'a paid subscription, which is cancelled now',
];

/**
 * Settings → Your data → Delete account: what goes, then the password (or, for an account that signs in
 * only with Google or Facebook, its e-mail address) confirms. Signed out everywhere after.
 */
export function DeleteAccountSection({ user }: { user: User }) {
  const remove = useDeleteAccount();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const social = useSocialAccounts();
  const byEmail = social.data?.hasPassword === false;
  const [value, setValue] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [refusal, setRefusal] = useState<string>();
  const field = byEmail ? 'email' : 'password';
  const ConfirmField = byEmail ? TextField : PasswordField;

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setFieldError(undefined);
    setRefusal(undefined);
    if (!value.trim()) {
      setFieldError(byEmail ? DATA_RIGHTS_TEXTS.emailRequired : DATA_RIGHTS_TEXTS.passwordRequired);
      return;
    }
    try {
      await remove.mutateAsync(byEmail ? { email: value } : { password: value });
      clearClientState(queryClient);
      notify.success(DATA_RIGHTS_TEXTS.deleted);
      navigate('/login', { replace: true });
    } catch (error) {
      if (isTokenNotValid(error)) return;
      const [message] = fieldMessages(error, field);
      if (message) setFieldError(message);
      else setRefusal(firstMessage(error) ?? MESSAGES.toastError);
    }
  };

  return (
    <section
      aria-labelledby="delete-account-heading"
      className="flex flex-col gap-4 rounded-xl border border-danger/30 p-4 wide:p-6"
    >
      <div>
        <h3 id="delete-account-heading" className="text-lg font-semibold text-danger">
          Delete account
        </h3>
        <p className="mt-1 text-sm text-muted">
          Deleting <strong className="text-ink">{user.email}</strong> cannot be undone. Download your data
          first if you want to keep a copy. These go at once:
        </p>
        <ul className="mt-2 list-disc pl-5 text-sm text-muted">
          {GOES.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <p className="mt-2 text-sm text-muted">
          A team you run with other members must be handed over or emptied first.
        </p>
      </div>
      {refusal && <Notice tone="error">{refusal}</Notice>}
      <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-4">
        <ConfirmField
          {...(byEmail
            ? { label: 'Type your e-mail address to confirm', type: 'email', autoComplete: 'off' }
            : { label: 'Enter your password to confirm', autoComplete: 'current-password' })}
          value={value}
          error={fieldError}
          onChange={(e) => setValue(e.target.value)}
        />
        <Button
          type="submit"
          variant="danger"
          loading={remove.isPending}
          disabled={social.isPending}
          className="w-full wide:w-auto wide:self-start"
        >
          Delete my account
        </Button>
      </form>
    </section>
  );
}
