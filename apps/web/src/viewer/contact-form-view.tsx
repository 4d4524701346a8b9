import { useId } from 'react';
import { inputClass } from '../ui/field.tsx';
import { shownTitle } from './asset-text.ts';
import { landmarkNameOf } from './landmark-names.ts';
import { RichHtml } from './rich-html.tsx';
import type { Asset } from './types.ts';

type ContactField = NonNullable<Asset['contact']>['fields'][number];

const FIELDS: Record<ContactField, { label: string; type: string; autoComplete: string }> = {
  name: { label: 'Name', type: 'text', autoComplete: 'name' },
  email: { label: 'Email', type: 'email', autoComplete: 'email' },
  phone: { label: 'Phone', type: 'tel', autoComplete: 'tel' },
  message: { label: 'Message', type: 'text', autoComplete: 'off' },
};

/** The contact form a recipient fills in; in the preview every field is disabled. */
export function ContactFormView({
  asset,
  name,
  disabled,
}: {
  asset: Asset;
  name?: string;
  disabled: boolean;
}) {
  const id = useId();
  const fields = asset.contact?.fields ?? [];
  const title = shownTitle(asset);
  return (
    <form
      aria-label={name ?? landmarkNameOf(asset) ?? undefined}
      onSubmit={(event) => event.preventDefault()}
      className="flex flex-col gap-4 rounded-xl border border-mist bg-white p-5 wide:p-6"
    >
      {title && <h2 className="text-lg font-semibold break-words text-ink">{title}</h2>}
      <RichHtml html={asset.description} className="text-sm" />
      <fieldset disabled={disabled} className="flex flex-col gap-4">
        {fields.map((field) => {
          const { label, type, autoComplete } = FIELDS[field];
          const fieldId = `${id}-${field}`;
          return (
            <div key={field} className="flex flex-col gap-2">
              <label htmlFor={fieldId} className="text-sm font-medium text-ink">
                {label}
              </label>
              {field === 'message' ? (
                <textarea id={fieldId} name={field} rows={4} className={inputClass(false, 'h-auto py-3')} />
              ) : (
                <input
                  id={fieldId}
                  name={field}
                  type={type}
                  autoComplete={autoComplete}
                  className={inputClass(false)}
                />
              )}
            </div>
          );
        })}
        <button
          type="submit"
          className="h-12 self-start rounded-lg bg-theme px-6 font-semibold text-white disabled:cursor-not-allowed disabled:opacity-60"
        >
          {asset.contact?.buttonLabel || 'Send'}
        </button>
      </fieldset>
    </form>
  );
}
