import { FileUp, Upload } from 'lucide-react';
import { useFileDrop } from '../../lib/use-file-drop.ts';
import { buttonClass } from '../../ui/button.tsx';
import { cn } from '../../ui/cn.ts';
import { DOCUMENT_ACCEPT, useUploadFiles } from './use-upload-files.ts';

/** "Upload a file": a label around a hidden file input, so it works with the keyboard and on phones. */
export function UploadButton({ className }: { className?: string }) {
  const upload = useUploadFiles();
  return (
    <label
      className={cn(
        buttonClass('primary', 'lg'),
        'cursor-pointer focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-accent',
        className,
      )}
    >
      <Upload className="size-5" aria-hidden />
      Upload a file
      <input
        type="file"
        multiple
        accept={DOCUMENT_ACCEPT}
        className="sr-only"
        onChange={(event) => {
          const input = event.currentTarget;
          const files = [...(input.files ?? [])];
          input.value = '';
          if (files.length) upload(files);
        }}
      />
    </label>
  );
}

/** A place to drop files from the computer (devices with a pointer); highlighted while files are over it. */
export function DropZone() {
  const upload = useUploadFiles();
  const { over, handlers } = useFileDrop(upload);
  return (
    <section
      aria-label="Drop files here to upload them"
      data-testid="document-drop-zone"
      {...handlers}
      className={cn(
        'hidden items-center gap-4 rounded-2xl border-2 border-dashed px-6 py-5 transition-colors wide:flex',
        over ? 'border-theme bg-theme-lightest' : 'border-mist bg-white',
      )}
    >
      <span className="grid size-12 shrink-0 place-items-center rounded-xl bg-theme-lightest text-theme">
        <FileUp className="size-6" aria-hidden />
      </span>
      <div className="min-w-0">
        <p className="font-semibold text-ink">{over ? 'Drop to upload' : 'Drag a file here to upload it'}</p>
        <p className="text-sm text-muted">PDF, Word, PowerPoint, Excel or an image.</p>
      </div>
    </section>
  );
}
