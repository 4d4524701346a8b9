import { Plus, X } from 'lucide-react';
import { Button } from '../../ui/button.tsx';
import { TextField } from '../../ui/field.tsx';
import type { RecipientRow } from './form.ts';
import { NameAutocomplete } from './name-autocomplete.tsx';
import type { RowErrors } from './validate.ts';

type RecipientRowsProps = {
  rows: RecipientRow[];
  errors: Record<number, RowErrors>;
  readOnly: boolean;
  onChange: (key: number, change: Partial<Omit<RecipientRow, 'key'>>) => void;
  onAdd: () => void;
  onRemove: (key: number) => void;
};

/** Page one's recipients: numbered rows of name and e-mail; a row is removed only while others remain. */
export function RecipientRows({ rows, errors, readOnly, onChange, onAdd, onRemove }: RecipientRowsProps) {
  return (
    <fieldset className="flex flex-col gap-4">
      <legend className="mb-3 text-sm font-semibold text-ink">Recipients</legend>
      <ol className="flex flex-col gap-4">
        {rows.map((row, index) => {
          const number = index + 1;
          return (
            <li key={row.key} className="flex items-start gap-3">
              <span
                aria-hidden
                className="mt-9 grid size-7 shrink-0 place-items-center rounded-full bg-theme-lightest text-xs font-semibold text-theme"
              >
                {number}
              </span>
              <div className="grid min-w-0 flex-1 gap-3 wide:grid-cols-2">
                <NameAutocomplete
                  label={`Name of recipient ${number}`}
                  value={row.name}
                  error={errors[row.key]?.name}
                  disabled={readOnly}
                  onChange={(name) => onChange(row.key, { name })}
                  onChoose={(s) => onChange(row.key, { name: s.name, email: s.email })}
                />
                <TextField
                  label={`E-mail of recipient ${number}`}
                  type="email"
                  inputMode="email"
                  autoComplete="off"
                  placeholder="name@example.com"
                  value={row.email}
                  disabled={readOnly}
                  error={errors[row.key]?.email}
                  onChange={(event) => onChange(row.key, { email: event.target.value })}
                />
              </div>
              {!readOnly && rows.length > 1 && (
                <Button
                  variant="ghost"
                  aria-label={`Remove recipient ${number}`}
                  className="mt-8 shrink-0 px-2"
                  onClick={() => onRemove(row.key)}
                >
                  <X className="size-4" aria-hidden />
                </Button>
              )}
            </li>
          );
        })}
      </ol>
      {!readOnly && (
        <Button variant="link" className="self-start" onClick={onAdd}>
          <Plus className="size-4" aria-hidden />
          Add another recipient
        </Button>
      )}
    </fieldset>
  );
}
