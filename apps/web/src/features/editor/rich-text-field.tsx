import { PenLine } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { Spinner } from '../../ui/spinner.tsx';
import { isBlankHtml, RichHtml } from '../../viewer/rich-html.tsx';
import type { EnhanceTarget } from '../rich-text/enhance-api.ts';
import { EnhancePanel } from '../rich-text/enhance-panel.tsx';
import type { RichTextEditorProps } from '../rich-text/rich-text-editor.tsx';

const loadEditor = () => import('../rich-text/rich-text-editor.tsx');
const RichTextEditor = lazy(() => loadEditor().then((m) => ({ default: m.RichTextEditor })));

/**
 * Rich text in the editor page. The text shows as it will read; the Tiptap editor (the heaviest part
 * of the page) is fetched when the pointer or focus comes near and mounted on the first click or key.
 */
export function RichTextField({ enhance, ...props }: RichTextEditorProps & { enhance?: EnhanceTarget }) {
  const [editing, setEditing] = useState(false);
  // The text as last typed or accepted; an accepted AI suggestion restarts the editor with it.
  const latest = useRef(props.value);
  const [accepted, setAccepted] = useState(0);
  const onChange = (html: string) => {
    latest.current = html;
    props.onChange(html);
  };
  const panel = enhance && (
    <EnhancePanel
      target={enhance}
      label={props.label}
      rich
      text={() => latest.current}
      onAccept={(html) => {
        onChange(html);
        setAccepted((n) => n + 1);
      }}
    />
  );
  return (
    <div className="flex flex-col gap-2">
      {editing ? (
        <Suspense
          fallback={
            <div className="grid min-h-40 place-items-center rounded-lg border border-mist bg-white text-muted">
              <Spinner label={`Loading the ${props.label} editor`} />
            </div>
          }
        >
          <RichTextEditor key={accepted} {...props} value={latest.current} onChange={onChange} autofocus />
        </Suspense>
      ) : (
        <RichTextPreview {...props} value={latest.current} onStart={() => setEditing(true)} />
      )}
      {panel}
    </div>
  );
}

/** The text as it will read, until the first click or key opens the editor. */
function RichTextPreview(props: RichTextEditorProps & { onStart: () => void }) {
  const blank = isBlankHtml(props.value);
  const start = props.onStart;
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a click anywhere is a shortcut; the button below is the keyboard way in.
    // biome-ignore lint/a11y/useKeyWithClickEvents: the same action has its own button.
    <div
      onPointerEnter={() => void loadEditor()}
      onClick={start}
      className="flex min-h-40 w-full cursor-text flex-col overflow-hidden rounded-lg border border-mist bg-white hover:border-theme-light"
    >
      <button
        type="button"
        onFocus={() => void loadEditor()}
        onClick={(event) => {
          event.stopPropagation();
          start();
        }}
        className="flex h-12 w-full items-center gap-2 border-b border-mist px-4 text-left text-sm text-muted hover:text-ink"
      >
        <PenLine className="size-4" aria-hidden />
        Edit {props.label.toLowerCase()}
      </button>
      <div className="px-4 py-3">
        {blank ? (
          <p className="text-muted">{props.placeholder}</p>
        ) : (
          <RichHtml html={props.value} className="text-ink" />
        )}
      </div>
    </div>
  );
}
