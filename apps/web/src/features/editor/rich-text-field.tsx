import { lazy, Suspense } from 'react';
import { Spinner } from '../../ui/spinner.tsx';
import type { RichTextEditorProps } from '../rich-text/rich-text-editor.tsx';

const RichTextEditor = lazy(() =>
  import('../rich-text/rich-text-editor.tsx').then((m) => ({ default: m.RichTextEditor })),
);

/** The rich-text editor, loaded only when the editor page shows one. */
export function RichTextField(props: RichTextEditorProps) {
  return (
    <Suspense
      fallback={
        <div className="grid min-h-40 place-items-center rounded-lg border border-mist bg-white text-muted">
          <Spinner label={`Loading ${props.label}`} />
        </div>
      }
    >
      <RichTextEditor {...props} />
    </Suspense>
  );
}
