import { Upload } from 'lucide-react';
import { type DragEvent, type ReactNode, useRef, useState } from 'react';
import { cn } from '../../../ui/cn.ts';

const carriesFiles = (event: DragEvent) => event.dataTransfer.types.includes('Files');

/**
 * Files dragged from the computer may be dropped anywhere on it; it is highlighted while they are
 * over it. Other drags (the list's own reordering, text) pass through untouched.
 */
export function FileDropZone({
  onFiles,
  children,
  className,
}: {
  onFiles: (files: File[]) => void;
  children: ReactNode;
  className?: string;
}) {
  const [over, setOver] = useState(false);
  // dragenter/dragleave fire for every child crossed: count them to know when the files really left.
  const depth = useRef(0);
  const leave = () => {
    depth.current = 0;
    setOver(false);
  };
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: dropping is a pointer shortcut; the add menu's File, Image and Video items do the same from the keyboard.
    <div
      data-testid="file-drop-zone"
      className={cn('relative', className)}
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
        if (depth.current <= 0) leave();
      }}
      onDrop={(event) => {
        if (!carriesFiles(event)) return;
        event.preventDefault();
        leave();
        const files = [...event.dataTransfer.files];
        if (files.length) onFiles(files);
      }}
    >
      {children}
      {over && (
        <div
          aria-hidden
          className="pointer-events-none absolute inset-0 z-20 grid place-items-center rounded-2xl border-2 border-dashed border-theme bg-theme-lightest/85"
        >
          <p className="flex items-center gap-2 text-sm font-semibold text-theme">
            <Upload className="size-5" />
            Drop files to add them
          </p>
        </div>
      )}
    </div>
  );
}
