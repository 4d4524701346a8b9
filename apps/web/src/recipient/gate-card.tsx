import { AGREEMENT_TEXTS, isEmail } from '@folio/shared';
import { type FormEvent, useState } from 'react';
import { Avatar } from '../ui/avatar.tsx';
import { Button } from '../ui/button.tsx';
import { TextField } from '../ui/field.tsx';
import { PasswordField } from '../ui/password-field.tsx';
import { AgreementFields } from './agreement-fields.tsx';
import { ClientApiError } from './client-api.ts';
import { RECIPIENT_TEXTS } from './recipient-texts.ts';
import { senderName } from './to-viewer.ts';
import type { Gate, GatedPresentation, UnlockBody } from './types.ts';
import { NO_CODE_YET, VerifiedEmailFields, type VerifiedEmailValue } from './verified-email-fields.tsx';

type GateCardProps = {
  gate: Gate;
  presentation: GatedPresentation;
  onUnlock: (body: UnlockBody) => Promise<unknown>;
  /** E-mails the verified e-mail gate's code to an address. */
  onRequestCode: (email: string) => Promise<unknown>;
};

type Field = 'email' | 'phone' | 'password' | 'name';
type Errors = Partial<Record<Field | 'code' | 'form' | 'accept', string>>;

function localErrors(gate: Gate, values: Record<Field, string>, accepted: boolean): Errors {
  const errors: Errors = {};
  if (gate.agreement && !values.name.trim()) errors.name = AGREEMENT_TEXTS.nameRequired;
  if (gate.agreement && !accepted) errors.accept = AGREEMENT_TEXTS.mustAccept;
  if ((gate.requireEmail || gate.agreement) && !gate.verifyEmail && !isEmail(values.email))
    errors.email = RECIPIENT_TEXTS.invalidEmail;
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
export function GateCard({ gate, presentation, onUnlock, onRequestCode }: GateCardProps) {
  const [values, setValues] = useState<Record<Field, string>>({
    email: '',
    phone: '',
    password: '',
    name: '',
  });
  const [accepted, setAccepted] = useState(false);
  const [verify, setVerify] = useState<VerifiedEmailValue>(NO_CODE_YET);
  const waitsForCode = gate.verifyEmail && !gate.verifiedEmail && verify.sentTo === null;
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
    const found = localErrors(gate, values, accepted);
    setErrors(found);
    if (Object.keys(found).length) return;
    setSending(true);
    try {
      await onUnlock({
        ...((gate.requireEmail || gate.agreement) && { email: values.email.trim() }),
        ...(gate.verifyEmail && { email: gate.verifiedEmail ?? verify.sentTo ?? '' }),
        ...(gate.verifyEmail && !gate.verifiedEmail && { code: verify.code }),
        ...(gate.agreement && {
          name: values.name.trim(),
          agreement_id: gate.agreement.id,
          accept_agreement: true,
        }),
        ...(gate.requirePhoneNumber && { phone: values.phone.trim() }),
        ...(gate.password && { password: values.password }),
      });
    } catch (error) {
      const status = error instanceof ClientApiError ? error.status : 0;
      const body = error instanceof ClientApiError ? error.body : {};
      const detail = fieldMessage(body, 'detail');
      if (status === 403 && (!detail || detail === RECIPIENT_TEXTS.passwordIncorrect))
        setErrors({ password: RECIPIENT_TEXTS.passwordIncorrect });
      else if (status === 403) setErrors({ form: detail });
      // The link expired or used its views meanwhile: the page shows why.
      else if (status === 410) window.location.reload();
      else if (status === 429) setErrors({ form: RECIPIENT_TEXTS.tooManyTries });
      else if (status === 400)
        setErrors({
          email: fieldMessage(body, 'email'),
          phone: fieldMessage(body, 'phone'),
          password: fieldMessage(body, 'password'),
          code: fieldMessage(body, 'code'),
          name: fieldMessage(body, 'name'),
          accept: fieldMessage(body, 'accept_agreement') ?? fieldMessage(body, 'agreement_id'),
          form: detail,
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
          {gate.verifyEmail && (
            <VerifiedEmailFields
              verifiedEmail={gate.verifiedEmail}
              value={verify}
              onChange={setVerify}
              onRequestCode={onRequestCode}
              errors={{ email: errors.email, code: errors.code }}
            />
          )}
          {gate.requireEmail && !gate.verifyEmail && (
            <TextField
              label="Email"
              type="email"
              autoComplete="email"
              inputMode="email"
              {...field('email')}
            />
          )}
          {gate.requirePhoneNumber && !waitsForCode && (
            <SenderMessage
              text={
                gate.requirePhoneNumberMessage || 'Please enter your phone number to view this presentation.'
              }
            />
          )}
          {gate.requirePhoneNumber && !waitsForCode && (
            <TextField
              label="Phone number"
              type="tel"
              autoComplete="tel"
              inputMode="tel"
              {...field('phone')}
            />
          )}
          {gate.agreement && (
            <AgreementFields
              text={gate.agreement.text}
              accepted={accepted}
              onAcceptedChange={setAccepted}
              error={errors.accept}
            >
              <TextField label="Your name" autoComplete="name" {...field('name')} />
              {!gate.requireEmail && !gate.verifyEmail && (
                <TextField
                  label="Email"
                  type="email"
                  autoComplete="email"
                  inputMode="email"
                  {...field('email')}
                />
              )}
            </AgreementFields>
          )}
          {gate.password && !waitsForCode && (
            <PasswordField label="Password" autoComplete="current-password" {...field('password')} />
          )}
          {errors.form && (
            <p role="alert" className="text-sm text-danger">
              {errors.form}
            </p>
          )}
          {!waitsForCode && (
            <Button type="submit" size="lg" loading={sending}>
              View presentation
            </Button>
          )}
        </form>
      </section>
    </main>
  );
}

/** The sender's own words above an input (stays visible while the input shows an error). */
function SenderMessage({ text }: { text: string }) {
  return <p className="-mb-2 text-sm break-words whitespace-pre-line text-muted">{text}</p>;
}
