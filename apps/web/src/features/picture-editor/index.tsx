import { lazy, Suspense } from 'react';
import { Dialog } from '../../ui/dialog.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import type { PictureEditorProps } from './picture-editor.tsx';

// The cropper (react-easy-crop) loads when a picture is chosen, never with a page.
const PictureEditorNow = lazy(() =>
  import('./picture-editor.tsx').then((m) => ({ default: m.PictureEditor })),
);

/** The 'Edit {label}' dialog: adjust the chosen picture, preview it, and get it back as avatar.{ext}. */
export function PictureEditorDialog(props: PictureEditorProps) {
  return (
    <Dialog open onOpenChange={(open) => !open && props.onCancel()} title={`Edit ${props.label}`}>
      <Suspense
        fallback={
          <div className="grid h-80 place-items-center text-theme">
            <Spinner label="Loading the editor" className="size-6" />
          </div>
        }
      >
        <PictureEditorNow {...props} />
      </Suspense>
    </Dialog>
  );
}
