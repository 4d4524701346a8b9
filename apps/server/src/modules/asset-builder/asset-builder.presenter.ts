import {
  type AssetBuilderDraft,
  type AssetBuilderProgressMessage,
  type ProposedAsset,
  uploadKindOf,
} from '@folio/shared';
import type { AssetBuilderDraftRow } from './asset-builder.table.ts';

/** The only place that shapes a draft for the API: files by their upload key (`file_path`), with a URL to see them. */
export function presentDraft(
  row: AssetBuilderDraftRow,
  fileUrl: (key: string) => string,
  videoUpload: boolean,
): AssetBuilderDraft {
  const files = row.files.map((file) => ({
    file_path: file.upload_key,
    filename: file.filename,
    kind: uploadKindOf(file.filename, videoUpload) ?? 'file',
    url: fileUrl(file.upload_key),
  }));
  const byKey = new Map(files.map((file) => [file.file_path, file]));
  return {
    id: row.id,
    presentation_id: row.presentationId,
    status: row.status,
    percentage: row.percentage,
    urls: row.urls,
    files,
    assets:
      row.proposal?.flatMap((item): ProposedAsset[] => {
        if (item.type !== 'file') return [item];
        const file = byKey.get(item.upload_key);
        if (!file) return [];
        const { upload_key: _key, ...rest } = item;
        return [{ ...rest, ...file }];
      }) ?? null,
    error: row.error,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    generated_at: row.generatedAt?.toISOString() ?? null,
  };
}

/** The socket message of a draft's state (sent to its owner). */
export const progressMessage = (row: AssetBuilderDraftRow): AssetBuilderProgressMessage => ({
  type: 'asset_builder.progress',
  draft_id: row.id,
  presentation_id: row.presentationId,
  status: row.status,
  percentage: row.percentage,
});
