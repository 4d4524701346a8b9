import { PAGE_IMAGE_SIZES, pageImageSrcset } from '@folio/shared';
import { and, asc, eq, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { assets } from '../assets/assets.table.ts';
import type { FileSigner } from './file-capabilities.ts';

/** A picture the browser should fetch before any script runs: the URL (and srcset) the page's element asks for. */
export type PreloadImage = { href: string; srcset: string | null; sizes: string | null };

/** The first asset's picture and what its element shows besides. */
export type FirstPicture = {
  id: number;
  title: string;
  width?: number;
  height?: number;
  image: PreloadImage;
};

/** As the web viewer (uploaded-asset-view.tsx): GIF and SVG show as uploaded, other pictures as their page. */
const ORIGINAL_FIRST = /\.(gif|svg)$/i;
const BROWSER_IMAGES = /\.(jpe?g|png|webp|gif|svg|bmp)$/i;

/**
 * The picture of the first asset a recipient sees, when it is an image: what the viewer's first <img>
 * requests (src, srcset, sizes), byte for byte. Only for links that let their files be saved.
 */
export async function firstPicture(
  db: Db,
  presentationId: number,
  sign: FileSigner,
): Promise<FirstPicture | null> {
  const [first] = await db
    .select({
      id: assets.id,
      title: assets.title,
      type: assets.type,
      fileKey: assets.fileKey,
      filename: assets.filename,
      convertedFiles: assets.convertedFiles,
      pageSizes: assets.pageSizes,
    })
    .from(assets)
    .where(
      and(
        eq(assets.presentationId, presentationId),
        eq(assets.isHidden, false),
        notInArray(assets.type, ['separator_hidden', 'ai_asset_builder']),
      ),
    )
    .orderBy(asc(assets.position), asc(assets.id))
    .limit(1);
  if (first?.type !== 'image') return null;
  const name = first.filename ?? first.fileKey ?? '';
  const original =
    first.fileKey && BROWSER_IMAGES.test(name) ? sign({ kind: 'original', assetId: first.id }) : null;
  const page = first.convertedFiles[0];
  const [width, height] = first.pageSizes[0] ?? [];
  const picture = (image: PreloadImage) => ({ id: first.id, title: first.title, width, height, image });
  if (original && (ORIGINAL_FIRST.test(name) || !page))
    return picture({ href: original, srcset: null, sizes: null });
  if (!page) return null;
  const href = sign({ kind: 'page', assetId: first.id, page: 0 });
  const srcset = pageImageSrcset(href, width);
  return picture({ href, srcset, sizes: srcset && PAGE_IMAGE_SIZES });
}
