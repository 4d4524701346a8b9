import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import { useEffect, useRef } from 'react';
import { cn } from '../../ui/cn.ts';
import { RICH_TEXT_CLASS } from '../../viewer/rich-html.tsx';
import { richTextExtensions } from './extensions.ts';
import { plainTextLength } from './max-length.ts';
import { stripPastedStyles } from './paste.ts';
import { Toolbar } from './toolbar.tsx';
import './rich-text.css';

export type RichTextEditorProps = {
  /** Names the text box and its toolbar for screen readers. */
  label: string;
  /** The starting HTML; the editor owns the text from then on. */
  value: string;
  /** Called with the HTML after each edit ('' when empty). */
  onChange: (html: string) => void;
  placeholder?: string;
  /** Optional limit on the plain text: typing, return and paste stop at it. */
  maxLength?: number;
  /** Put the cursor at the end of the text once the editor is ready. */
  autofocus?: boolean;
  className?: string;
};

/** Rich text with Tiptap: the toolbar of spec §2, output the server's allow-list keeps. */
export function RichTextEditor({
  label,
  value,
  onChange,
  placeholder,
  maxLength,
  autofocus,
  className,
}: RichTextEditorProps) {
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);
  const editor = useEditor({
    extensions: richTextExtensions({ placeholder, maxLength }),
    content: value,
    autofocus: autofocus ? 'end' : false,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: {
        'aria-label': label,
        role: 'textbox',
        'aria-multiline': 'true',
        class: cn(RICH_TEXT_CLASS, 'rich-text-content min-h-28 px-4 py-3 text-ink outline-none'),
      },
      transformPastedHTML: stripPastedStyles,
    },
    onUpdate: ({ editor: e }) => onChangeRef.current(e.isEmpty ? '' : e.getHTML()),
  });
  const length = useEditorState({ editor, selector: ({ editor: e }) => plainTextLength(e.state.doc) });

  return (
    <div
      className={cn(
        'overflow-hidden rounded-lg border border-mist bg-white focus-within:border-theme-light',
        className,
      )}
    >
      <Toolbar editor={editor} label={label} />
      <EditorContent editor={editor} />
      {maxLength !== undefined && (
        <p className="px-4 pb-2 text-right text-xs text-muted" aria-live="polite">
          {length} / {maxLength}
        </p>
      )}
    </div>
  );
}
