import type { ReactNode } from 'react';

type AgreementFieldsProps = {
  text: string;
  accepted: boolean;
  onAcceptedChange: (accepted: boolean) => void;
  error?: string;
  /** The name and e-mail inputs the acceptance is signed with. */
  children: ReactNode;
};

/** The agreement gate: the sender's text to read, who accepts, and the acceptance itself. */
export function AgreementFields({ text, accepted, onAcceptedChange, error, children }: AgreementFieldsProps) {
  return (
    <fieldset className="flex flex-col gap-4">
      <legend className="mb-2 text-sm font-semibold text-ink">Agreement</legend>
      <textarea
        readOnly
        aria-label="Agreement text"
        value={text}
        rows={8}
        className="max-h-56 resize-none rounded-lg bg-paper p-3 text-sm text-ink ring-1 ring-mist"
      />
      {children}
      <label className="flex items-start gap-2 text-sm text-ink">
        <input
          type="checkbox"
          className="mt-0.5 size-4 accent-theme"
          checked={accepted}
          onChange={(event) => onAcceptedChange(event.target.checked)}
          aria-invalid={error ? true : undefined}
        />
        I have read and accept this agreement
      </label>
      {error && (
        <p role="alert" className="-mt-2 text-sm text-danger">
          {error}
        </p>
      )}
    </fieldset>
  );
}
