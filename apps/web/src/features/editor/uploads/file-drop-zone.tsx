import { Upload } from 'lucide-react';
import type { ReactNode } from 'react';
import { useFileDrop } from '../../../lib/use-file-drop.ts';
import { cn } from '../../../ui/cn.ts';

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
  const { over, handlers } = useFileDrop(onFiles);
  return (
    // Dropping is a pointer shortcut; the add menu's File, Image and Video items do the same from the keyboard.
    <div data-testid="file-drop-zone" className={cn('relative', className)} {...handlers}>
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
