import { CONTACT_FORM_FIELDS } from '@folio/shared';
import { useState } from 'react';
import { TextField } from '../../../ui/field.tsx';
import type { EditorAsset } from '../types.ts';
import type { AssetDraft } from './use-asset-draft.ts';

type Field = (typeof CONTACT_FORM_FIELDS)[number];
const LABELS: Record<Field, string> = { name: 'Name', email: 'Email', phone: 'Phone', message: 'Message' };
const BUTTON_MAX = 40;

/** Which fields the contact form asks for (at least one) and its button's label. */
export function ContactFieldsEditor({ asset, draft }: { asset: EditorAsset; draft: AssetDraft }) {
  const [fields, setFields] = useState<Field[]>(asset.contact?.fields ?? [...CONTACT_FORM_FIELDS]);
  const [buttonLabel, setButtonLabel] = useState(asset.contact?.buttonLabel ?? 'Send');

  function save(nextFields: Field[], nextLabel: string) {
    if (nextLabel.trim()) draft.set({ contact: { fields: nextFields, buttonLabel: nextLabel.trim() } });
  }

  return (
    <div className="flex flex-col gap-4">
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-medium text-ink">Fields</legend>
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          {CONTACT_FORM_FIELDS.map((field) => {
            const checked = fields.includes(field);
            return (
              <label key={field} className="flex items-center gap-2 text-sm text-ink">
                <input
                  type="checkbox"
                  checked={checked}
                  disabled={checked && fields.length === 1}
                  onChange={() => {
                    const next = CONTACT_FORM_FIELDS.filter((f) =>
                      f === field ? !checked : fields.includes(f),
                    );
                    setFields(next);
                    save(next, buttonLabel);
                  }}
                  className="size-4 accent-theme"
                />
                {LABELS[field]}
              </label>
            );
          })}
        </div>
      </fieldset>
      <TextField
        label="Button label"
        value={buttonLabel}
        maxLength={BUTTON_MAX}
        error={buttonLabel.trim() ? undefined : 'The button needs a label.'}
        onChange={(event) => {
          setButtonLabel(event.target.value);
          save(fields, event.target.value);
        }}
      />
    </div>
  );
}
