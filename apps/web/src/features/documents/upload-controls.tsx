import { FileUp, Upload } from 'lucide-react';
import { type DragEvent, useRef, useState } from 'react';
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

const carriesFiles = (event: DragEvent) => event.dataTransfer.types.includes('Files');

/** A place to drop files from the computer (devices with a pointer); highlighted while files are over it. */
export function DropZone() {
  const upload = useUploadFiles();
  const [over, setOver] = useState(false);
  // dragenter/dragleave fire for every child crossed: count them to know when the files really left.
  const depth = useRef(0);
  return (
    <section
      aria-label="Drop files here to upload them"
      data-testid="document-drop-zone"
      onDragEnter={(event) => {
        if (!carriesFiles(event)) return;
        event.preventDefault();
        depth.current += 1;
        setOver(true);
      }}
      onDragOver={(event) => {
        if (!carriesFiles(event)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'copy';
      }}
      onDragLeave={(event) => {
        if (!carriesFiles(event)) return;
        depth.current -= 1;
        if (depth.current <= 0) setOver(false);
      }}
      onDrop={(event) => {
        if (!carriesFiles(event)) return;
        event.preventDefault();
        depth.current = 0;
        setOver(false);
        const files = [...event.dataTransfer.files];
        if (files.length) upload(files);
      }}
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
