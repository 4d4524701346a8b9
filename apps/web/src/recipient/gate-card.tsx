import { isEmail } from '@folio/shared';
import { type FormEvent, useState } from 'react';
import { Avatar } from '../ui/avatar.tsx';
import { Button } from '../ui/button.tsx';
import { TextField } from '../ui/field.tsx';
import { PasswordField } from '../ui/password-field.tsx';
import { ClientApiError } from './client-api.ts';
import { RECIPIENT_TEXTS } from './recipient-texts.ts';
import { senderName } from './to-viewer.ts';
import type { Gate, GatedPresentation, UnlockBody } from './types.ts';

type GateCardProps = {
  gate: Gate;
  presentation: GatedPresentation;
  onUnlock: (body: UnlockBody) => Promise<unknown>;
};

type Field = 'email' | 'phone' | 'password';
type Errors = Partial<Record<Field | 'form', string>>;

function localErrors(gate: Gate, values: Record<Field, string>): Errors {
  const errors: Errors = {};
  if (gate.requireEmail && !isEmail(values.email)) errors.email = RECIPIENT_TEXTS.invalidEmail;
  if (gate.requirePhoneNumber && !values.phone.trim()) errors.phone = RECIPIENT_TEXTS.phoneRequired;
  if (gate.password && !values.password) errors.password = RECIPIENT_TEXTS.passwordRequired;
  return errors;
}

/** The first message of a field in a 400 answer ({ email: ['…'] }). */
const fieldMessage = (body: Record<string, unknown>, field: string) => {
  const value = body[field];
  return Array.isArray(value) ? String(value[0]) : typeof value === 'string' ? value : undefined;
};

/**
 * The gate before a shared presentation: a calm card with the sender's picture and name and only
 * the inputs the sender asked for, each with the sender's own message when set.
 */
export function GateCard({ gate, presentation, onUnlock }: GateCardProps) {
  const [values, setValues] = useState<Record<Field, string>>({ email: '', phone: '', password: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [sending, setSending] = useState(false);
  const sender = senderName(presentation.user);
  const field = (name: Field) => ({
    value: values[name],
    onChange: (event: { target: { value: string } }) =>
      setValues((v) => ({ ...v, [name]: event.target.value })),
    error: errors[name],
  });

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const found = localErrors(gate, values);
    setErrors(found);
    if (Object.keys(found).length) return;
    setSending(true);
    try {
      await onUnlock({
        ...(gate.requireEmail && { email: values.email.trim() }),
        ...(gate.requirePhoneNumber && { phone: values.phone.trim() }),
        ...(gate.password && { password: values.password }),
      });
    } catch (error) {
      const status = error instanceof ClientApiError ? error.status : 0;
      const body = error instanceof ClientApiError ? error.body : {};
      if (status === 403) setErrors({ password: RECIPIENT_TEXTS.passwordIncorrect });
      else if (status === 429) setErrors({ form: RECIPIENT_TEXTS.tooManyTries });
      else if (status === 400)
        setErrors({
          email: fieldMessage(body, 'email'),
          phone: fieldMessage(body, 'phone'),
          password: fieldMessage(body, 'password'),
          form: fieldMessage(body, 'detail'),
        });
      else setErrors({ form: RECIPIENT_TEXTS.loadFailed });
    } finally {
      setSending(false);
    }
  }

  const user = presentation.user;
  return (
    <main className="grid flex-1 place-items-center bg-paper px-4 py-10">
      <section
        aria-labelledby="gate-title"
        className="flex w-full max-w-md flex-col gap-6 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-mist/60 wide:p-8"
      >
        <div className="flex items-center gap-3">
          <Avatar src={user.picture} name={sender} className="size-12 text-base" />
          <div className="min-w-0">
            <p className="truncate text-sm text-muted">{sender ? `${sender} shared` : 'Shared with you'}</p>
            <h1 id="gate-title" className="text-xl font-semibold break-words text-ink">
              {presentation.title || 'Untitled'}
            </h1>
          </div>
        </div>
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
          {gate.requireEmail && (
            <SenderMessage
              text={gate.requireEmailMessage || 'Please enter your email to view this presentation.'}
            />
          )}
          {gate.requireEmail && (
            <TextField
              label="Email"
              type="email"
              autoComplete="email"
              inputMode="email"
              {...field('email')}
            />
          )}
          {gate.requirePhoneNumber && (
            <SenderMessage
              text={
                gate.requirePhoneNumberMessage || 'Please enter your phone number to view this presentation.'
              }
            />
          )}
          {gate.requirePhoneNumber && (
            <TextField
              label="Phone number"
              type="tel"
              autoComplete="tel"
              inputMode="tel"
              {...field('phone')}
            />
          )}
          {gate.password && (
            <PasswordField label="Password" autoComplete="current-password" {...field('password')} />
          )}
          {errors.form && (
            <p role="alert" className="text-sm text-danger">
              {errors.form}
            </p>
          )}
          <Button type="submit" size="lg" loading={sending}>
            View presentation
          </Button>
        </form>
      </section>
    </main>
  );
}

/** The sender's own words above an input (stays visible while the input shows an error). */
function SenderMessage({ text }: { text: string }) {
  return <p className="-mb-2 text-sm break-words whitespace-pre-line text-muted">{text}</p>;
}
