import { AUTOCOMPLETE_DEBOUNCE_MS } from '@folio/shared';
import { useQuery } from '@tanstack/react-query';
import { type KeyboardEvent, useId, useState } from 'react';
import { Avatar } from '../../ui/avatar.tsx';
import { cn } from '../../ui/cn.ts';
import { FieldFrame, inputClass } from '../../ui/field.tsx';
import { suggestionsQuery } from './api.ts';
import type { Suggestion } from './types.ts';
import { useDebounced } from './use-debounced.ts';

type NameAutocompleteProps = {
  label: string;
  value: string;
  error?: string;
  disabled?: boolean;
  onChange: (name: string) => void;
  /** A suggestion chosen: fills the row's name and e-mail. */
  onChoose: (suggestion: Suggestion) => void;
};

/**
 * The recipient's name with suggestions of people sent to before (spec §9: 300 ms debounce, at most
 * 5): a combobox — arrow keys move, Enter chooses, Escape closes.
 */
export function NameAutocomplete({
  label,
  value,
  error,
  disabled,
  onChange,
  onChoose,
}: NameAutocompleteProps) {
  const id = useId();
  const listId = `${id}-list`;
  // Suggestions are asked for what the user typed, not for a name a suggestion filled in.
  const [typed, setTyped] = useState(false);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const term = useDebounced(typed ? value.trim() : '', AUTOCOMPLETE_DEBOUNCE_MS);
  const { data } = useQuery({ ...suggestionsQuery(term), enabled: term !== '' && !disabled });
  const suggestions = term && data ? data : [];
  const shown = open && suggestions.length > 0;

  const choose = (suggestion: Suggestion) => {
    onChoose(suggestion);
    setTyped(false);
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!shown) return;
    const last = suggestions.length - 1;
    if (event.key === 'ArrowDown') setActive((i) => (i >= last ? 0 : i + 1));
    else if (event.key === 'ArrowUp') setActive((i) => (i <= 0 ? last : i - 1));
    else if (event.key === 'Enter' && suggestions[active]) choose(suggestions[active]);
    else if (event.key === 'Escape') {
      // Closes the list only; the dialog stays open.
      event.stopPropagation();
      setOpen(false);
    } else return;
    event.preventDefault();
  };

  return (
    <FieldFrame id={id} label={label} error={error}>
      <div className="relative">
        <input
          id={id}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={shown}
          aria-controls={listId}
          aria-activedescendant={shown && active >= 0 ? `${listId}-${active}` : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          autoComplete="off"
          disabled={disabled}
          value={value}
          placeholder="Name"
          className={inputClass(Boolean(error))}
          onChange={(event) => {
            onChange(event.target.value);
            setTyped(true);
            setOpen(true);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setOpen(false)}
        />
        <div
          id={listId}
          role="listbox"
          aria-label="Suggestions"
          hidden={!shown}
          className="absolute inset-x-0 top-full z-10 mt-1 overflow-hidden rounded-lg bg-white py-1 shadow-lg ring-1 ring-mist"
        >
          {suggestions.map((s, index) => (
            <div
              key={s.email}
              tabIndex={-1}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              // Chosen before the input's blur closes the list.
              onMouseDown={(event) => {
                event.preventDefault();
                choose(s);
              }}
              onMouseEnter={() => setActive(index)}
              className={cn(
                'flex cursor-pointer items-center gap-3 px-3 py-2',
                index === active && 'bg-theme-lightest',
              )}
            >
              <Avatar src={s.picture} name={s.name} className="size-8" />
              <span className="min-w-0">
                <span className="block truncate text-sm font-medium text-ink">{s.name}</span>
                <span className="block truncate text-xs text-muted">{s.email}</span>
              </span>
            </div>
          ))}
        </div>
      </div>
    </FieldFrame>
  );
}
