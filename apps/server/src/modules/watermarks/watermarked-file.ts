import { storedKeyOf } from '../../platform/storage/storage.ts';
import type { AssetRow } from '../assets/assets.table.ts';
import type { FileRef } from '../viewer/file-capabilities.ts';
import type { ViewerLink } from '../viewer/viewer.repository.ts';
import type { Watermarks } from './watermarks.service.ts';

/** The stored image of a link's content a file URL names: a page, a page's thumbnail, an asset's cover. */
function contentKeyOf(ref: FileRef, row: AssetRow | undefined) {
  if (!row) return null;
  if (ref.kind === 'page') return row.convertedFiles[ref.page] ?? null;
  if (ref.kind === 'thumbnail') return row.pageThumbnails[ref.page] ?? null;
  if (ref.kind === 'cover') return (row.thumbnail && storedKeyOf(row.thumbnail)) || null;
  return null;
}

/**
 * What a file URL of a watermarked link answers for the content's images: the image drawn for the view
 * session the URL is bound to (`{ image }`), or null (no session, another link's session, no such
 * image): never the clean image. 'as_usual' for the other files (branding, backgrounds; originals,
 * which the link refuses as prevent_download does).
 */
export async function watermarkedFile(
  watermarks: Watermarks,
  v: ViewerLink,
  row: AssetRow | undefined,
  ref: FileRef,
  binding: string | null,
  width: number | undefined,
): Promise<{ image: Buffer } | null | 'as_usual'> {
  if (ref.kind !== 'page' && ref.kind !== 'thumbnail' && ref.kind !== 'cover') return 'as_usual';
  const key = contentKeyOf(ref, row);
  if (!key || binding === null) return null;
  const link = {
    id: v.link.id,
    name: v.link.name,
    watermarkOpacity: v.link.watermarkOpacity,
    ownerId: v.owner.id,
    ownerEmail: v.owner.email,
  };
  const image = await watermarks.image(link, binding, key, width);
  return image && { image };
}
