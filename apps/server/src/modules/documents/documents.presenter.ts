import type { Document, DocumentStats } from '@folio/shared';
import { presentAsset } from '../assets/assets.presenter.ts';
import type { AssetRow } from '../assets/assets.table.ts';
import { cleanTitle } from '../presentations/presentations.presenter.ts';
import type { DocumentWithAssets } from './documents.repository.ts';

/** Where a document's file stands: its conversion percentage and state (spec §3, §4). */
function fileState(file: AssetRow | undefined) {
  const isComplete = file?.jobStatus === 'done';
  return {
    percentage: isComplete ? 100 : (file?.percentageUpload ?? 0),
    uploading: file?.uploading ?? false,
    is_complete: isComplete,
    has_error: file?.hasError ?? false,
    thumbnail: file?.thumbnail ?? null,
    number_of_pages: file?.numberOfPages ?? 0,
  };
}

/** The only place that shapes a document for the API. */
export function presentDocument(
  { document: d, assets }: DocumentWithAssets,
  fileUrl: (key: string) => string,
): Document {
  const file = assets[0];
  return {
    id: d.id,
    title: d.title,
    clean_title: cleanTitle(d.title || 'document'),
    assets: assets.map((a) => ({ ...presentAsset(a, fileUrl), percentage: fileState(a).percentage })),
    filename: file?.filename ?? null,
    ...fileState(file),
    error: file?.error ?? null,
    number_of_access: d.numberOfAccess,
    number_of_invites: d.numberOfInvites,
    number_of_feedback: d.numberOfFeedback,
    created_at: d.createdAt.toISOString(),
    updated_at: d.updatedAt.toISOString(),
  };
}

export function presentDocumentStats({ document: d, assets }: DocumentWithAssets): DocumentStats {
  return {
    id: d.id,
    ...fileState(assets[0]),
    number_of_access: d.numberOfAccess,
    number_of_invites: d.numberOfInvites,
    number_of_feedback: d.numberOfFeedback,
    last_access: d.lastAccess?.toISOString() ?? null,
  };
}
