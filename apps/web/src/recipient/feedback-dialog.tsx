import { type FormEvent, useEffect, useState } from 'react';
import { notify } from '../lib/notify.ts';
import { Button } from '../ui/button.tsx';
import { cn } from '../ui/cn.ts';
import { Dialog } from '../ui/dialog.tsx';
import { FieldFrame, inputClass, TextField } from '../ui/field.tsx';
import { sendFeedback, signedInViewer } from './client-api.ts';
import {
  type FeedbackErrors,
  type FeedbackValues,
  feedbackErrors,
  RECIPIENT_TEXTS,
} from './recipient-texts.ts';
import { FEEDBACK_EMOJIS, type FeedbackEmoji } from './types.ts';

const EMOJI: Record<FeedbackEmoji, { symbol: string; label: string }> = {
  thumbsup: { symbol: '👍', label: 'Thumbs up' },
  happy: { symbol: '😊', label: 'Happy' },
  love: { symbol: '😍', label: 'Love' },
  shock: { symbol: '😮', label: 'Shock' },
  pray: { symbol: '🙏', label: 'Pray' },
};

type Touched = Partial<Record<keyof FeedbackErrors, boolean>>;

type FeedbackDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  author: string;
  /** The viewing session; without one nothing is sent (spec §5). */
  viewToken: string | null;
  /** A `name` query value. */
  initialName?: string;
  /** The e-mail the viewer gave at the gate, so they need not type it twice. */
  initialEmail?: string;
};

/** Signed-in viewers have their name and e-mail filled in and locked (spec §6). */
function useSignedInViewer(open: boolean) {
  const [viewer, setViewer] = useState<{ name: string; email: string } | null>(null);
  useEffect(() => {
    if (!open) return;
    let live = true;
    void signedInViewer().then((found) => {
      if (live && found) setViewer(found);
    });
    return () => {
      live = false;
    };
  }, [open]);
  return viewer;
}

/** 'Give {author} feedback': name, e-mail, comment and an emoji, checked on blur and on send. */
export function FeedbackDialog({
  open,
  onOpenChange,
  author,
  viewToken,
  initialName = '',
  initialEmail = '',
}: FeedbackDialogProps) {
  const [values, setValues] = useState<FeedbackValues>({
    name: initialName,
    email: initialEmail,
    comment: '',
    emoji: null,
  });
  const [touched, setTouched] = useState<Touched>({});
  const [sending, setSending] = useState(false);
  const viewer = useSignedInViewer(open);
  const current = viewer ? { ...values, name: viewer.name || values.name, email: viewer.email } : values;
  const errors = feedbackErrors(current);
  const shown = (field: keyof FeedbackErrors) => (touched[field] ? errors[field] : undefined);
  const blur = (field: keyof FeedbackErrors) => () => setTouched((t) => ({ ...t, [field]: true }));
  const field = (name: 'name' | 'email') => ({
    value: current[name],
    onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: e.target.value })),
    onBlur: blur(name),
    error: shown(name),
  });

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setTouched({ name: true, email: true, content: true });
    if (Object.keys(errors).length || !viewToken || sending) return;
    setSending(true);
    try {
      await sendFeedback({
        name: current.name.trim(),
        email: current.email.trim(),
        ...(current.comment.trim() && { comment: current.comment.trim() }),
        ...(current.emoji && { emoji: current.emoji as FeedbackEmoji }),
        presentation_activity: viewToken,
      });
      notify.success(RECIPIENT_TEXTS.feedbackSent);
      setValues((v) => ({ ...v, comment: '', emoji: null }));
      setTouched({});
      onOpenChange(false);
    } catch {
      notify.error(RECIPIENT_TEXTS.feedbackFailed);
    } finally {
      setSending(false);
    }
  }

  const contentError = shown('content');
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Give ${author || 'the sender'} feedback`}
      description="We'll let them know you left a comment."
      className="max-w-md"
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <TextField label="Name" autoComplete="name" readOnly={Boolean(viewer?.name)} {...field('name')} />
        <TextField
          label="Email"
          type="email"
          inputMode="email"
          autoComplete="email"
          readOnly={Boolean(viewer)}
          {...field('email')}
        />
        <FieldFrame id="feedback-comment" label="Comment" error={contentError}>
          <textarea
            id="feedback-comment"
            rows={4}
            value={values.comment}
            aria-invalid={contentError ? true : undefined}
            aria-describedby={contentError ? 'feedback-comment-error' : undefined}
            onChange={(e) => setValues((v) => ({ ...v, comment: e.target.value }))}
            onBlur={blur('content')}
            className={inputClass(Boolean(contentError), 'h-auto resize-y py-3')}
          />
        </FieldFrame>
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 text-sm font-medium text-ink">Or pick an emoji</legend>
          <div className="flex flex-wrap gap-2">
            {FEEDBACK_EMOJIS.map((code) => (
              <button
                key={code}
                type="button"
                aria-label={EMOJI[code].label}
                aria-pressed={values.emoji === code}
                onClick={() => setValues((v) => ({ ...v, emoji: v.emoji === code ? null : code }))}
                className={cn(
                  'grid size-12 place-items-center rounded-full border text-2xl transition-[colors,transform]',
                  values.emoji === code
                    ? 'scale-110 border-theme bg-theme-lightest ring-2 ring-theme'
                    : contentError
                      ? 'border-danger bg-white'
                      : 'border-mist bg-white hover:border-theme-light',
                )}
              >
                <span aria-hidden>{EMOJI[code].symbol}</span>
              </button>
            ))}
          </div>
        </fieldset>
        <Button type="submit" size="lg" loading={sending}>
          Send feedback
        </Button>
      </form>
    </Dialog>
  );
}
