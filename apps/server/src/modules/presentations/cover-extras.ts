import type { PresentationUpdate } from '@folio/shared';
import type { CoverFiles } from './cover-files.ts';
import type { PresentationRow } from './presentations.table.ts';

type Values = Partial<PresentationRow>;

/**
 * The columns a PATCH sets for the cover extras (header crop, header video, picture, style, category), and
 * the stored files it replaces. A new header image drops the old crop unless a new crop comes with it; a
 * new header video (file or URL) replaces the other kind and its poster.
 */
export function coverExtraValues(p: PresentationRow, fields: PresentationUpdate, files: CoverFiles) {
  const values: Values = {};
  const replaced: (string | null)[] = [];
  const set = <K extends keyof Values>(column: K, value: Values[K]) => {
    values[column] = value;
    const old = p[column];
    if (typeof old === 'string' && old !== value && column.endsWith('Key')) replaced.push(old);
  };

  const newBackground = fields.background === null || files.backgroundKeys !== undefined;
  if (files.backgroundCroppedKey) set('backgroundCroppedKey', files.backgroundCroppedKey);
  else if (fields.background_cropped === null || newBackground) set('backgroundCroppedKey', null);
  if (fields.background_meta !== undefined) set('backgroundMeta', fields.background_meta);
  else if (newBackground && !files.backgroundCroppedKey) set('backgroundMeta', null);

  if (files.backgroundVideoKey || fields.background_video_url !== undefined) {
    set('backgroundVideoKey', files.backgroundVideoKey ?? null);
    set('backgroundVideoUrl', files.backgroundVideoKey ? null : (fields.background_video_url ?? null));
    set('backgroundVideoPosterKey', files.backgroundVideoPosterKey ?? null);
  } else if (files.backgroundVideoPosterKey) set('backgroundVideoPosterKey', files.backgroundVideoPosterKey);

  if (files.pictureKey) set('pictureKey', files.pictureKey);
  else if (fields.picture === null) set('pictureKey', null);
  if (fields.picture_position !== undefined) set('picturePosition', fields.picture_position);
  if (fields.style !== undefined) set('style', fields.style);
  if (fields.category !== undefined) set('category', fields.category);
  return { values, replaced };
}

/** Whether the PATCH adds a header video (a premium feature); removing one is open to all. */
export const addsHeaderVideo = (fields: PresentationUpdate, files: CoverFiles) =>
  Boolean(files.backgroundVideoKey || fields.background_video_url);
