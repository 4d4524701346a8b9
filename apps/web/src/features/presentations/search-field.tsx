import { Search, X } from 'lucide-react';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { inputClass } from '../../ui/field.tsx';

/** How long typing pauses before a search is sent. */
export const SEARCH_DEBOUNCE_MS = 300;

/** The committed search term of a list, kept in the address as ?search= so Back restores it. */
export function useSearchTerm() {
  const [params, setParams] = useSearchParams();
  const term = params.get('search') ?? '';
  const setTerm = (next: string) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        if (next) copy.set('search', next);
        else copy.delete('search');
        return copy;
      },
      { replace: true },
    );
  return [term, setTerm] as const;
}

/** A search box that commits what is typed after a short pause (or at once with Enter). */
export function SearchField({
  label,
  value,
  onSearch,
}: {
  label: string;
  value: string;
  onSearch: (term: string) => void;
}) {
  const id = useId();
  const [draft, setDraft] = useState(value);
  // The term this box last committed: when it comes back as `value`, the box keeps what was typed since
  // (a slow device re-renders after the next keystroke); any other term (Back, a link) replaces the draft.
  const committed = useRef(value);
  const search = useRef(onSearch);
  search.current = onSearch;
  const commit = useCallback((term: string) => {
    committed.current = term;
    search.current(term);
  }, []);
  useEffect(() => {
    if (value === committed.current) return;
    committed.current = value;
    setDraft(value);
  }, [value]);
  useEffect(() => {
    const term = draft.trim();
    if (term === value) return;
    const timer = setTimeout(() => commit(term), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draft, value, commit]);

  return (
    <search className="w-full wide:max-w-xs">
      <form
        className="relative w-full wide:max-w-xs"
        onSubmit={(e) => {
          e.preventDefault();
          commit(draft.trim());
        }}
      >
        <label htmlFor={id} className="sr-only">
          {label}
        </label>
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted"
          aria-hidden
        />
        <input
          id={id}
          type="search"
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          placeholder={label}
          maxLength={200}
          className={inputClass(false, 'h-10 pr-10 pl-9 text-sm [&::-webkit-search-cancel-button]:hidden')}
        />
        {draft && (
          <button
            type="button"
            aria-label="Clear search"
            onClick={() => {
              setDraft('');
              commit('');
            }}
            className="absolute inset-y-0 right-0 grid w-10 place-items-center rounded-r-lg text-muted hover:text-ink"
          >
            <X className="size-4" aria-hidden />
          </button>
        )}
      </form>
    </search>
  );
}
