import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, RefreshCw, X } from 'lucide-react';
import { Link, Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { Button, buttonClass } from '../../ui/button.tsx';
import { Notice } from '../../ui/notice.tsx';
import { isNotFound, parseId } from '../editor/paths.ts';
import { documentQuery } from './api.ts';
import { isConverting } from './conversion.ts';
import { DocumentInformation } from './document-information.tsx';
import { DocumentShareMenu } from './document-share-menu.tsx';
import { DocumentViewer } from './document-viewer.tsx';
import { DOCUMENTS_PATH } from './paths.ts';
import { TitleForm } from './title-form.tsx';
import { STATS_REFRESH_MS, useDocumentUpdates } from './use-document-updates.ts';

function PreviewSkeleton() {
  return (
    <div role="status" aria-busy="true" aria-label="Loading the file" className="flex flex-col gap-4">
      <div className="h-10 w-2/3 animate-pulse rounded-lg bg-mist/60" />
      <div className="aspect-[3/4] w-full max-w-2xl animate-pulse self-center rounded-2xl bg-white ring-1 ring-mist" />
    </div>
  );
}

/** /single-file/preview/{documentId}: the file's pages, its title to edit; unknown ids go to /404 (spec §8). */
export function DocumentPreviewPage() {
  const params = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const id = parseId(params.documentId);
  useDocumentUpdates();
  const query = useQuery({
    ...documentQuery(id ?? 0),
    enabled: id !== null,
    // Pages arrive over the socket; reading again while converting covers a socket that is away.
    refetchInterval: (q) => (q.state.data && isConverting(q.state.data) ? STATS_REFRESH_MS : false),
  });
  if (id === null || isNotFound(query.error)) return <Navigate to="/404" replace />;
  const back = () => (location.key === 'default' ? navigate(DOCUMENTS_PATH) : navigate(-1));
  const doc = query.data;

  return (
    // The page viewer's zoom bar sticks just under the app's sticky header (4 rem).
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-4 pb-24 [--viewer-sticky-top:4.75rem]">
      <div className="flex items-start gap-2">
        <Button variant="ghost" aria-label="Back" className="shrink-0 px-2" onClick={() => void back()}>
          <ArrowLeft className="size-5" aria-hidden />
        </Button>
        {doc ? <TitleForm key={doc.title} doc={doc} /> : <div className="flex-1" />}
        <Link to={DOCUMENTS_PATH} className={buttonClass('secondary', 'md', 'shrink-0 small:hidden')}>
          <X className="size-4" aria-hidden />
          Close preview
        </Link>
      </div>
      {query.isError && !doc ? (
        <div className="flex flex-col items-start gap-3">
          <Notice tone="error">This file could not be loaded. Check your connection and try again.</Notice>
          <Button variant="secondary" onClick={() => void query.refetch()}>
            <RefreshCw className="size-4" aria-hidden />
            Try again
          </Button>
        </div>
      ) : doc ? (
        <>
          <DocumentInformation doc={doc} />
          <DocumentViewer doc={doc} />
          <DocumentShareMenu doc={doc} />
        </>
      ) : (
        <PreviewSkeleton />
      )}
    </div>
  );
}
