import { Upload } from 'lucide-react';
import { useState } from 'react';
import { notify } from '../../../lib/notify.ts';
import { buttonClass } from '../../../ui/button.tsx';
import { cn } from '../../../ui/cn.ts';
import { Spinner } from '../../../ui/spinner.tsx';
import { PictureEditorDialog } from '../../picture-editor/index.tsx';
import { IMAGE_ACCEPT, imageFileProblem } from './image-file.ts';

/** Chooses one image file, checks it, lets the picture editor crop it and hands the result on. */
export function ImageUploadButton({
  label,
  editorLabel,
  onFile,
}: {
  label: string;
  /** What the picture editor calls the image: 'Edit {editorLabel}'. */
  editorLabel: string;
  onFile: (file: File) => Promise<unknown>;
}) {
  const [busy, setBusy] = useState(false);
  const [editing, setEditing] = useState<File | null>(null);

  async function finish(edited: File) {
    setEditing(null);
    setBusy(true);
    await onFile(edited);
    setBusy(false);
  }

  return (
    <>
      <label
        className={cn(
          buttonClass('secondary', 'sm'),
          'cursor-pointer focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-accent',
          busy && 'pointer-events-none opacity-60',
        )}
      >
        {busy ? <Spinner label="Uploading" /> : <Upload className="size-4" aria-hidden />}
        {label}
        <input
          type="file"
          accept={IMAGE_ACCEPT}
          className="sr-only"
          disabled={busy}
          onChange={(event) => {
            const input = event.currentTarget;
            const file = input.files?.[0];
            input.value = '';
            if (!file) return;
            const problem = imageFileProblem(file);
            if (problem) {
              notify.error(problem);
              return;
            }
            setEditing(file);
          }}
        />
      </label>
      {editing && (
        <PictureEditorDialog
          file={editing}
          label={editorLabel}
          onFinish={(edited) => void finish(edited)}
          onCancel={() => setEditing(null)}
        />
      )}
    </>
  );
}
