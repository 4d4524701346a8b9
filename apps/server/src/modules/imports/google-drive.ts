import { extensionOf } from '@folio/shared';

/** The Office format each Google Workspace file is exported to (spec §5); other Google types become PDF. */
const EXPORTS: Record<string, { mimeType: string; extension: string }> = {
  'application/vnd.google-apps.document': {
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    extension: 'docx',
  },
  'application/vnd.google-apps.presentation': {
    mimeType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    extension: 'pptx',
  },
  'application/vnd.google-apps.spreadsheet': {
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    extension: 'xlsx',
  },
  'application/vnd.google-apps.drawing': { mimeType: 'image/png', extension: 'png' },
};
const PDF = { mimeType: 'application/pdf', extension: 'pdf' };

/** Drive's answer to a media download of a Google Docs file: then the import exports it instead (spec §7). */
export const NOT_DOWNLOADABLE =
  'Only files with binary content can be downloaded. Use Export with Google Docs files.';

export const isGoogleWorkspaceType = (mimeType: string | undefined) =>
  !!mimeType?.startsWith('application/vnd.google-apps.');

/** What a Google Workspace file is exported as, and the file name it is stored under. */
export function exportFor(mimeType: string, filename: string) {
  const target = EXPORTS[mimeType] ?? PDF;
  // 'Listing.gdoc' or 'Listing' both become 'Listing.docx'.
  const base = ['gdoc', 'gslides', 'gsheet'].includes(extensionOf(filename))
    ? filename.slice(0, filename.lastIndexOf('.'))
    : filename;
  return { mimeType: target.mimeType, filename: `${base}.${target.extension}` };
}

/** Whether an error body is Drive's "use Export" refusal. */
export function asksForExport(json: unknown) {
  const error = (json as { error?: { message?: unknown; errors?: { reason?: unknown }[] } } | null)?.error;
  return (
    error?.message === NOT_DOWNLOADABLE || error?.errors?.some((e) => e.reason === 'fileNotDownloadable')
  );
}
