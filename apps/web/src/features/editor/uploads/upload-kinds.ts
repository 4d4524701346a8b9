import { assetAccept, FILE_EXTENSIONS, type UploadKind } from '@folio/shared';

/** The file types a picker offers: one kind's (the add menu's File, Image, Video), or every allowed one. */
export function acceptFor(kind: UploadKind | 'any', videoUpload: boolean) {
  if (kind === 'any') return assetAccept(videoUpload);
  const extensions =
    kind === 'image'
      ? FILE_EXTENSIONS.image
      : kind === 'video'
        ? FILE_EXTENSIONS.video
        : [
            ...FILE_EXTENSIONS.document,
            ...FILE_EXTENSIONS.pdf,
            ...FILE_EXTENSIONS.presentation,
            ...FILE_EXTENSIONS.spreadsheet,
          ];
  return extensions.map((ext) => `.${ext}`).join(',');
}

/** The title an uploaded file gets (the server's default): its name without the extension. */
export const titleOfFile = (filename: string) => filename.replace(/\.[^.]+$/, '') || filename;
