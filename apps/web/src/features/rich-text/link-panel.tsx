import { isWebsiteUrl, withScheme } from '@folio/shared';
import type { Editor } from '@tiptap/react';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../ui/button.tsx';
import { inputClass } from '../../ui/field.tsx';

/** Adds, changes or removes the link on the selected text (or inserts the address as a link). */
export function LinkPanel({ editor, onDone }: { editor: Editor; onDone: () => void }) {
  const id = useId();
  const current = (editor.getAttributes('link').href as string | undefined) ?? '';
  const [value, setValue] = useState(current);
  const [error, setError] = useState('');

  function apply(event: FormEvent) {
    event.preventDefault();
    if (!isWebsiteUrl(value) && !/^mailto:\S+@\S+$/i.test(value.trim())) {
      setError('Enter a valid website address.');
      return;
    }
    const href = value.trim().startsWith('mailto:') ? value.trim() : withScheme(value);
    const chain = editor.chain().focus().extendMarkRange('link');
    if (editor.state.selection.empty && !editor.isActive('link'))
      chain.insertContent({ type: 'text', text: value.trim(), marks: [{ type: 'link', attrs: { href } }] });
    else chain.setLink({ href });
    chain.run();
    onDone();
  }

  function remove() {
    editor.chain().focus().extendMarkRange('link').unsetLink().run();
    onDone();
  }

  return (
    <form onSubmit={apply} className="flex flex-col gap-3">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        Link address
      </label>
      <input
        id={id}
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          setError('');
        }}
        placeholder="https://example.com"
        inputMode="url"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={inputClass(Boolean(error), 'h-10 text-sm')}
      />
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
      <div className="flex justify-end gap-2">
        {current && (
          <Button variant="ghost" size="sm" onClick={remove}>
            Remove link
          </Button>
        )}
        <Button type="submit" size="sm">
          Apply
        </Button>
      </div>
    </form>
  );
}
