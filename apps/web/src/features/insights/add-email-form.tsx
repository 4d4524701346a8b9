import { INSIGHTS_TEXTS, isEmail } from '@folio/shared';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { firstMessage } from '../../lib/errors.ts';
import { notify } from '../../lib/notify.ts';
import { Button } from '../../ui/button.tsx';
import { TextField } from '../../ui/field.tsx';
import { isPremiumRequired, openUpgradeDialog } from '../presentations/premium.ts';
import { useAddViewerEmail } from './api.ts';

function emailError(value: string) {
  if (!value.trim()) return INSIGHTS_TEXTS.emailRequired;
  return isEmail(value) ? undefined : INSIGHTS_TEXTS.emailInvalid;
}

/** Names an anonymous viewer by e-mail; they then join that e-mail's viewer, whose page opens. */
export function AddEmailForm({ presentationId, viewerKey }: { presentationId: number; viewerKey: string }) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const add = useAddViewerEmail(presentationId, viewerKey);
  const navigate = useNavigate();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const invalid = emailError(email);
    setError(invalid);
    if (invalid) return;
    add.mutate(email.trim().toLowerCase(), {
      onSuccess: (answer) => {
        notify.success('Email added to this viewer.');
        if (answer.viewer.key !== viewerKey)
          void navigate(`/insights/${presentationId}/${answer.viewer.key}`, { replace: true });
      },
      onError: (failure) => {
        if (isPremiumRequired(failure)) openUpgradeDialog();
        else setError(firstMessage(failure, ['email']) ?? 'Something went wrong. Please try again.');
      },
    });
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-3 wide:flex-row wide:items-start">
      <div className="flex-1">
        <TextField
          label="Add an email to this viewer"
          type="email"
          autoComplete="off"
          value={email}
          error={error}
          onChange={(event) => setEmail(event.target.value)}
          onBlur={() => email && setError(emailError(email))}
        />
      </div>
      <Button type="submit" size="lg" className="wide:mt-7" loading={add.isPending}>
        Add email
      </Button>
    </form>
  );
}
