import { FileUp } from 'lucide-react';
import { ProgressBar } from '../../ui/progress-bar.tsx';
import { SENT_PERCENTAGE, type UploadingDocument } from './upload-machine.ts';
import { useUploadStore } from './upload-store.ts';

const stepOf = (entry: UploadingDocument) =>
  entry.documentId === null || entry.percentage < SENT_PERCENTAGE ? 'Uploading' : 'Converting';

/** The files on their way (spec §4): each from 1% at the start to 100%, when it joins the list. */
export function UploadingList() {
  const uploading = useUploadStore((s) => s.uploading);
  if (uploading.length === 0) return null;
  return (
    <section aria-label="Uploads in progress" className="flex flex-col gap-2">
      <ul className="flex flex-col gap-2">
        {uploading.map((entry) => (
          <li key={entry.key} className="flex items-center gap-4 rounded-2xl bg-white p-3 ring-1 ring-mist">
            <span className="grid h-20 w-16 shrink-0 place-items-center rounded-lg bg-theme-lightest text-theme">
              <FileUp className="size-6 animate-pulse" aria-hidden />
            </span>
            <div className="flex min-w-0 flex-1 flex-col gap-2">
              <p className="truncate font-semibold text-ink">{entry.title}</p>
              <ProgressBar value={entry.percentage} label={`${entry.title}: ${entry.percentage}%`} />
              <p className="text-xs text-muted">
                {stepOf(entry)}… {entry.percentage}%
              </p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
