import { pluralize } from '@folio/shared';
import { AlertCircle, FileText } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { formatTime } from '../../lib/time.ts';
import { ProgressBar } from '../../ui/progress-bar.tsx';
import { isConverting } from './conversion.ts';
import { DocumentMenu } from './document-menu.tsx';
import { documentPreviewPath, documentTitle } from './paths.ts';
import type { FolioDocument } from './types.ts';

function Status({ doc }: { doc: FolioDocument }) {
  if (doc.hasError)
    return (
      <p className="flex items-center gap-1.5 text-xs font-medium text-danger">
        <AlertCircle className="size-3.5 shrink-0" aria-hidden />
        <span className="truncate">{doc.error || 'This file could not be converted.'}</span>
      </p>
    );
  if (isConverting(doc))
    return (
      <div className="flex max-w-xs flex-col gap-1">
        <ProgressBar value={doc.percentage} label={`Converting “${documentTitle(doc)}”`} />
        <p className="text-xs text-muted">Converting… {Math.round(doc.percentage)}%</p>
      </div>
    );
  return null;
}

/** One document of the list: first page, title, pages, update time, conversion state and its menu. */
export function DocumentRow({ doc }: { doc: FolioDocument }) {
  const titleId = useId();
  const to = documentPreviewPath(doc.id);
  return (
    <article
      aria-labelledby={titleId}
      className="flex items-center gap-4 rounded-2xl bg-white p-3 ring-1 ring-mist transition-shadow hover:shadow-md"
    >
      <Link
        to={to}
        tabIndex={-1}
        aria-hidden
        className="grid h-20 w-16 shrink-0 place-items-center overflow-hidden rounded-lg bg-paper ring-1 ring-mist"
      >
        {doc.thumbnail ? (
          <img src={doc.thumbnail} alt="" loading="lazy" className="size-full object-cover object-top" />
        ) : (
          <FileText className="size-6 text-theme-light" />
        )}
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <h3 id={titleId} className="truncate font-semibold text-ink">
          <Link to={to} className="rounded-sm hover:underline">
            {documentTitle(doc)}
          </Link>
        </h3>
        <p className="truncate text-xs text-muted">
          {doc.numberOfPages > 0 && <>{pluralize(doc.numberOfPages, 'page')} · </>}
          Updated <time dateTime={doc.updatedAt}>{formatTime(doc.updatedAt)}</time>
        </p>
        <Status doc={doc} />
      </div>
      <DocumentMenu doc={doc} />
    </article>
  );
}
