import { pluralize } from '@folio/shared';
import { formatTime } from '../../lib/time.ts';
import { useUser } from '../accounts/api.ts';
import type { FolioDocument } from './types.ts';

/**
 * The single file's information beside its pages: what was uploaded and how it is doing. Shown unless
 * the user turned it off (show_single_file_information, Preferences).
 */
export function DocumentInformation({ doc }: { doc: FolioDocument }) {
  const shown = useUser()?.showSingleFileInformation ?? true;
  if (!shown) return null;
  const facts = [
    ['File', doc.filename ?? '—'],
    ['Pages', doc.numberOfPages > 0 ? String(doc.numberOfPages) : '—'],
    [
      'Uploaded',
      <time key="uploaded" dateTime={doc.createdAt}>
        {formatTime(doc.createdAt)}
      </time>,
    ],
    ['Views', pluralize(doc.numberOfAccess, 'view')],
    ['Sent to', pluralize(doc.numberOfInvites, 'recipient')],
    ['Feedback', pluralize(doc.numberOfFeedback, 'reply', 'replies')],
  ] as const;
  return (
    <section aria-label="File information" className="rounded-2xl bg-white p-4 ring-1 ring-mist wide:p-6">
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm wide:grid-cols-[auto_1fr_auto_1fr]">
        {facts.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted">{label}</dt>
            <dd className="min-w-0 truncate text-ink">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
