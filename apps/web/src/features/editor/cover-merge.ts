import type { CoverChanges, EditorPresentation, PresentationDetail } from './types.ts';

/** Fields a save can change besides the ones sent. */
const DERIVED = ['cleanTitle', 'updatedAt'] as const;
const IMAGE_FIELDS = {
  logo: ['logo'],
  background: ['background', 'backgroundThumbnail', 'unsplashAuthor', 'unsplashAuthorLink'],
} as const;

/**
 * The held presentation with a save's answer taken in: only the fields that save sent (and what the
 * server derives from them), so an earlier answer never undoes a later edit; assets stay as held.
 */
export function mergeCover(
  held: EditorPresentation,
  answer: PresentationDetail,
  sent: (keyof CoverChanges)[] | 'logo' | 'background',
): EditorPresentation {
  const keys: string[] = typeof sent === 'string' ? [...IMAGE_FIELDS[sent]] : [...sent];
  if (typeof sent !== 'string') {
    if (sent.includes('logo')) keys.push(...IMAGE_FIELDS.logo);
    if (sent.includes('background')) keys.push(...IMAGE_FIELDS.background);
  }
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
