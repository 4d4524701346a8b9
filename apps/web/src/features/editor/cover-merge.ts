import type { CoverChanges, EditorPresentation, PresentationDetail } from './types.ts';

/** Fields a save can change besides the ones sent. */
const DERIVED = ['cleanTitle', 'updatedAt'] as const;
const IMAGE_FIELDS = {
  logo: ['logo'],
  background: [
    'background',
    'backgroundThumbnail',
    'backgroundCropped',
    'backgroundMeta',
    'unsplashAuthor',
    'unsplashAuthorLink',
  ],
  backgroundCropped: ['backgroundCropped', 'backgroundMeta'],
  picture: ['picture'],
  backgroundVideoUrl: ['backgroundVideoUrl', 'backgroundVideoPoster'],
} as const;
/** The multipart fields a cover upload is named by. */
export type CoverUploadField = keyof typeof IMAGE_FIELDS;

/**
 * The held presentation with a save's answer taken in: only the fields that save sent (and what the
 * server derives from them), so an earlier answer never undoes a later edit; assets stay as held.
 */
export function mergeCover(
  held: EditorPresentation,
  answer: PresentationDetail,
  sent: (keyof CoverChanges)[] | CoverUploadField,
): EditorPresentation {
  const keys: string[] = typeof sent === 'string' ? [...IMAGE_FIELDS[sent]] : [...sent];
  if (typeof sent !== 'string')
    for (const field of Object.keys(IMAGE_FIELDS) as CoverUploadField[])
      if (sent.includes(field)) keys.push(...IMAGE_FIELDS[field]);
  const next: Record<string, unknown> = { ...held };
  const source = answer as unknown as Record<string, unknown>;
  for (const key of [...keys, ...DERIVED]) if (key in source) next[key] = source[key];
  return next as EditorPresentation;
}

/** Cover changes to show before the server answers: rich text waits for the server's sanitized copy. */
export function shownCoverChanges(changes: CoverChanges): CoverChanges {
  const { openingMsg: _opening, closingMsg: _closing, ...shown } = changes;
  return shown;
}
