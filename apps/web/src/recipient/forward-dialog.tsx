import { type FormEvent, useState } from 'react';
import { notify } from '../lib/notify.ts';
import { Button } from '../ui/button.tsx';
import { Dialog } from '../ui/dialog.tsx';
import { FieldFrame, inputClass, TextField } from '../ui/field.tsx';
import { ClientApiError, forwardPresentation } from './client-api.ts';
import {
  FORWARD_MESSAGE_MAX,
  type ForwardErrors,
  type ForwardValues,
  forwardErrors,
  RECIPIENT_TEXTS,
} from './recipient-texts.ts';

type ForwardDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  hash: string;
  /** The viewing session the forward comes from. */
  viewToken: string;
  kind: 'presentation' | 'document';
};

type Field = keyof ForwardErrors;
const EMPTY: ForwardValues = { name: '', email: '', message: '' };

/** The first message of a field in a 400 answer ({ email: ['…'] }). */
const fieldMessage = (body: Record<string, unknown>, field: string) => {
  const value = body[field];
  return Array.isArray(value) ? String(value[0]) : undefined;
};

/** Why a forward failed, as the toast says it: the server's reason when it gives one (403, 429). */
function failureText(error: unknown) {
  if (!(error instanceof ClientApiError)) return RECIPIENT_TEXTS.forwardFailed;
  if (error.status === 429) return RECIPIENT_TEXTS.tooManyTries;
  const detail = error.body.detail;
  return error.status === 403 && typeof detail === 'string' ? detail : RECIPIENT_TEXTS.forwardFailed;
}

/** Forward: the new recipient's name and e-mail and a note, checked on blur and on send. */
export function ForwardDialog({ open, onOpenChange, hash, viewToken, kind }: ForwardDialogProps) {
  const [values, setValues] = useState<ForwardValues>(EMPTY);
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const [serverErrors, setServerErrors] = useState<ForwardErrors>({});
  const [sending, setSending] = useState(false);
  const errors = forwardErrors(values);
  const shown = (field: Field) => (touched[field] ? errors[field] : undefined) ?? serverErrors[field];
  const blur = (field: Field) => () => setTouched((t) => ({ ...t, [field]: true }));
  const set = (field: keyof ForwardValues) => (event: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: event.target.value }));
    if (field !== 'message') setServerErrors((e) => ({ ...e, [field]: undefined }));
  };
  const field = (name: Field) => ({
    value: values[name],
    onChange: set(name),
    onBlur: blur(name),
    error: shown(name),
  });

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setTouched({ name: true, email: true });
    if (Object.keys(errors).length || sending) return;
    setSending(true);
    try {
      await forwardPresentation(hash, viewToken, {
        name: values.name.trim(),
        email: values.email.trim(),
        message: values.message.trim(),
      });
      notify.success(RECIPIENT_TEXTS.forwardSent);
      setValues(EMPTY);
      setTouched({});
      onOpenChange(false);
    } catch (error) {
      if (error instanceof ClientApiError && error.status === 400)
        setServerErrors({ name: fieldMessage(error.body, 'name'), email: fieldMessage(error.body, 'email') });
      else notify.error(failureText(error));
    } finally {
      setSending(false);
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Forward this ${kind}`}
      description="We'll e-mail them a link to it with your note."
      className="max-w-md"
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <TextField label="Their name" autoComplete="off" {...field('name')} />
        <TextField
          label="Their email"
          type="email"
          inputMode="email"
          autoComplete="off"
          {...field('email')}
        />
        <FieldFrame id="forward-message" label="Message (optional)">
          <textarea
            id="forward-message"
            rows={4}
            maxLength={FORWARD_MESSAGE_MAX}
            value={values.message}
            onChange={set('message')}
            className={inputClass(false, 'h-auto resize-y py-3')}
          />
        </FieldFrame>
        <Button type="submit" size="lg" loading={sending}>
          Forward
        </Button>
      </form>
    </Dialog>
  );
}
