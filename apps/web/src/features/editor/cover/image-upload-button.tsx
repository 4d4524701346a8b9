import { Upload } from 'lucide-react';
import { useState } from 'react';
import { notify } from '../../../lib/notify.ts';
import { buttonClass } from '../../../ui/button.tsx';
import { cn } from '../../../ui/cn.ts';
import { Spinner } from '../../../ui/spinner.tsx';
import { IMAGE_ACCEPT, imageFileProblem } from './image-file.ts';

/** A button that opens the file chooser for one image, checks it and hands it on. */
export function ImageUploadButton({
  label,
  onFile,
}: {
  label: string;
  onFile: (file: File) => Promise<unknown>;
}) {
  const [busy, setBusy] = useState(false);
  return (
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
        onChange={async (event) => {
          const input = event.currentTarget;
          const file = input.files?.[0];
          input.value = '';
          if (!file) return;
          const problem = imageFileProblem(file);
          if (problem) {
            notify.error(problem);
            return;
          }
          setBusy(true);
          await onFile(file);
          setBusy(false);
        }}
      />
    </label>
  );
}
