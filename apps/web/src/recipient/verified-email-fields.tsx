import { isEmail, LINK_VERIFICATION_TEXTS as TEXTS } from '@folio/shared';
import { useState } from 'react';
import { Button } from '../ui/button.tsx';
import { TextField } from '../ui/field.tsx';
import { ClientApiError } from './client-api.ts';
import { RECIPIENT_TEXTS } from './recipient-texts.ts';

/** What the verified e-mail gate holds: the address typed, the one the code went to, and the code. */
export type VerifiedEmailValue = { email: string; sentTo: string | null; code: string };
export const NO_CODE_YET: VerifiedEmailValue = { email: '', sentTo: null, code: '' };

type Props = {
  /** The address this browser proved for the link before: no code is asked. */
  verifiedEmail: string | null;
  value: VerifiedEmailValue;
  onChange: (value: VerifiedEmailValue) => void;
  onRequestCode: (email: string) => Promise<unknown>;
  errors: { email?: string; code?: string };
};

/** The first message of a field in an error answer ({ email: ['…'] } or { detail: '…' }). */
const messageOf = (body: Record<string, unknown>, field: string) => {
  const value = body[field];
  return Array.isArray(value) ? String(value[0]) : typeof value === 'string' ? value : undefined;
};

/**
 * The verified e-mail gate (issue 18): the address, a code e-mailed to it, then the code; or, when this
 * browser proved an address for the link before, only that address.
 */
export function VerifiedEmailFields({ verifiedEmail, value, onChange, onRequestCode, errors }: Props) {
  const [sending, setSending] = useState(false);
  const [requestError, setRequestError] = useState<{ email?: string; form?: string }>({});

  if (verifiedEmail)
    return (
      <p className="rounded-lg bg-theme-lightest px-4 py-3 text-sm text-ink">
        Verified as <strong className="break-all">{verifiedEmail}</strong>
      </p>
    );

  async function send() {
    const email = value.email.trim();
    if (!isEmail(email)) {
      setRequestError({ email: RECIPIENT_TEXTS.invalidEmail });
      return;
    }
    setSending(true);
    setRequestError({});
    try {
      await onRequestCode(email);
      onChange({ email, sentTo: email.toLowerCase(), code: '' });
    } catch (error) {
      const body = error instanceof ClientApiError ? error.body : {};
      const status = error instanceof ClientApiError ? error.status : 0;
      if (status === 400) setRequestError({ email: messageOf(body, 'email') });
      else if (status === 403 || status === 429)
        setRequestError({ form: messageOf(body, 'detail') ?? RECIPIENT_TEXTS.tooManyTries });
      else setRequestError({ form: RECIPIENT_TEXTS.loadFailed });
    } finally {
      setSending(false);
    }
  }

  if (value.sentTo === null)
    return (
      <div className="flex flex-col gap-4">
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          value={value.email}
          onChange={(event) => onChange({ ...value, email: event.target.value })}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              void send();
            }
          }}
          error={requestError.email ?? errors.email}
          hint="We will e-mail you a code to confirm it is yours."
        />
        {requestError.form && (
          <p role="alert" className="text-sm text-danger">
            {requestError.form}
          </p>
        )}
        <Button type="button" size="lg" loading={sending} onClick={() => void send()}>
          Send code
        </Button>
      </div>
    );

  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-muted" role="status">
        {TEXTS.codeSent(value.sentTo)}
      </p>
      <TextField
        label="Code"
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={6}
        autoFocus
        value={value.code}
        onChange={(event) => onChange({ ...value, code: event.target.value.replace(/\D/g, '') })}
        error={errors.code ?? errors.email}
      />
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        <Button type="button" variant="link" size="sm" disabled={sending} onClick={() => void send()}>
          Send a new code
        </Button>
        <Button
          type="button"
          variant="link"
          size="sm"
          onClick={() => onChange({ ...NO_CODE_YET, email: value.email })}
        >
          Use another e-mail
        </Button>
      </div>
      {requestError.form && (
        <p role="alert" className="text-sm text-danger">
          {requestError.form}
        </p>
      )}
    </div>
  );
}
