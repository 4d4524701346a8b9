import { ExternalLink } from 'lucide-react';
import { useId } from 'react';
import { Avatar } from '../../ui/avatar.tsx';
import { Button, buttonClass } from '../../ui/button.tsx';
import { cn } from '../../ui/cn.ts';
import { FieldFrame, inputClass, TextField } from '../../ui/field.tsx';
import type { Compose } from './form.ts';
import type { Author } from './types.ts';

type ComposePageProps = {
  presentationId: number;
  compose: Compose;
  errors: { subject?: string; message?: string };
  author: Author | null;
  recipients: string;
  readOnly: boolean;
  /** Back to page one; left out when editing (spec §4). */
  onBack?: () => void;
  sending: boolean;
  onChange: (change: Partial<Compose>) => void;
};

function AuthorCard({ author }: { author: Author }) {
  const name = `${author.firstName} ${author.lastName}`.trim();
  return (
    <div className="flex items-center gap-3 rounded-xl bg-paper p-3">
      <Avatar src={author.picture} name={name} className="size-11" />
      <div className="min-w-0">
        <p className="text-xs text-muted">Created by</p>
        <p className="truncate text-sm font-semibold text-ink">{name}</p>
        {author.jobTitle && <p className="truncate text-xs text-muted">{author.jobTitle}</p>}
      </div>
    </div>
  );
}

/** Page two (spec §2): the e-mail's subject and message, who it is from and to, Back and Send. */
export function ComposePage({
  presentationId,
  compose,
  errors,
  author,
  recipients,
  readOnly,
  onBack,
  sending,
  onChange,
}: ComposePageProps) {
  const messageId = useId();
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-muted">
        <span className="font-semibold text-ink">To: </span>
        <span>{recipients}</span>
      </p>
      <TextField
        label="Subject"
        value={compose.subject}
        disabled={readOnly}
        error={errors.subject}
        onChange={(event) => onChange({ subject: event.target.value })}
      />
      <FieldFrame id={messageId} label="Message" error={errors.message}>
        <textarea
          id={messageId}
          rows={5}
          value={compose.message}
          disabled={readOnly}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={errors.message ? `${messageId}-error` : undefined}
          onChange={(event) => onChange({ message: event.target.value })}
          className={cn(inputClass(Boolean(errors.message)), 'h-auto resize-y py-3')}
        />
      </FieldFrame>
      <div className="flex flex-col gap-3 wide:flex-row wide:items-center wide:justify-between">
        {author && <AuthorCard author={author} />}
        <a
          href={`/presentations/preview/${presentationId}`}
          target="_blank"
          rel="noreferrer"
          className={buttonClass('secondary', 'md', 'self-start wide:self-auto')}
        >
          <ExternalLink className="size-4" aria-hidden />
          View Presentation
        </a>
      </div>
      {!readOnly && (
        <div className="mt-2 flex flex-col-reverse gap-3 wide:flex-row wide:justify-end">
          {onBack && (
            <Button variant="secondary" onClick={onBack} disabled={sending}>
              Back
            </Button>
          )}
          <Button type="submit" loading={sending}>
            Send
          </Button>
        </div>
      )}
    </div>
  );
}
