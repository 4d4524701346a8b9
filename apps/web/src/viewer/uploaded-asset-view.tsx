import { PAGE_IMAGE_SIZES, pageImageSrcset, pluralize } from '@folio/shared';
import { Download, FileText } from 'lucide-react';
import { buttonClass } from '../ui/button.tsx';
import { safeHttpUrl, shownTitle } from './asset-text.ts';
import { PageViewer, stillConverting } from './page-viewer.tsx';
import { RichHtml } from './rich-html.tsx';
import type { Asset } from './types.ts';

/** Originals every browser draws. GIF and SVG stay as they are (animation, sharpness); others are converted. */
const ORIGINAL_FIRST = /\.(gif|svg)$/i;
const BROWSER_IMAGES = /\.(jpe?g|png|webp|gif|svg|bmp)$/i;

/**
 * The picture of an image asset: the converted page (a 1600 px JPEG that every browser shows, where
 * the original may be HEIC or TIFF), sized from its page size so nothing moves as it loads.
 */
function imageSource(asset: Asset) {
  const original = asset.file && BROWSER_IMAGES.test(asset.filename ?? asset.file) ? asset.file : null;
  if (original && ORIGINAL_FIRST.test(asset.filename ?? asset.file ?? '')) return original;
  return asset.convertedFiles[0] ?? original;
}

type UploadedAssetViewProps = {
  asset: Asset;
  /** The name of its pages' landmark, unique on the page. */
  landmark?: string;
  /** No download control on the video, no context menu (its "Save video as…"). */
  preventDownload?: boolean;
  /** The first asset: its picture loads at once and before the others, which wait to near the screen. */
  first?: boolean;
  onPageViewed?: (index: number) => void;
};

/** Files, images and videos that were uploaded. */
export function UploadedAssetView({
  asset,
  landmark,
  preventDownload = false,
  first = false,
  onPageViewed,
}: UploadedAssetViewProps) {
  const title = shownTitle(asset);
  const file = asset.file ?? '';
  if (asset.type === 'image') {
    const src = imageSource(asset);
    const [width, height] = asset.pageSizes[0] ?? [];
    // Phones get the 800 px copy of a converted page; the server preloads the same candidate.
    const srcSet = src ? pageImageSrcset(src, width) : null;
    return (
      <figure className="flex flex-col gap-3">
        {src ? (
          <img
            src={src}
            srcSet={srcSet ?? undefined}
            sizes={srcSet ? PAGE_IMAGE_SIZES : undefined}
            alt={title}
            loading={first ? 'eager' : 'lazy'}
            fetchPriority={first ? 'high' : 'auto'}
            width={width}
            height={height}
            className="h-auto w-full rounded-xl bg-paper"
          />
        ) : (
          <div className="grid aspect-[4/3] w-full place-items-center rounded-xl bg-paper text-sm text-muted">
            {stillConverting(asset) ? `Converting… ${Math.round(asset.percentageUpload)}%` : ''}
          </div>
        )}
        {title && <figcaption className="font-semibold text-ink">{title}</figcaption>}
        <RichHtml html={asset.description} />
      </figure>
    );
  }
  if (asset.type === 'video')
    return (
      <figure className="flex flex-col gap-3">
        {title && <h2 className="text-lg font-semibold text-ink">{title}</h2>}
        {/* biome-ignore lint/a11y/useMediaCaption: uploaded videos carry no caption track yet. */}
        <video
          src={file}
          controls
          preload="metadata"
          controlsList={preventDownload ? 'nodownload' : undefined}
          disablePictureInPicture={preventDownload || undefined}
          onContextMenu={preventDownload ? (event) => event.preventDefault() : undefined}
          height={asset.attributes.height}
          className="w-full rounded-xl bg-ink"
        />
        <RichHtml html={asset.description} />
      </figure>
    );
  const href = safeHttpUrl(file)?.href ?? (file.startsWith('/') ? file : null);
  const pages = asset.numberOfPages;
  return (
    <section className="flex flex-col gap-4">
      <article className="flex items-center gap-4 rounded-xl border border-mist bg-white p-4">
        <span className="grid size-12 shrink-0 place-items-center rounded-lg bg-theme-lightest text-theme">
          <FileText className="size-6" aria-hidden />
        </span>
        <div className="min-w-0 flex-1">
          <h2 className="truncate font-semibold text-ink">{title || asset.filename || 'File'}</h2>
          {pages > 0 && <p className="text-sm text-muted">{pluralize(pages, 'page')}</p>}
        </div>
        {href && (
          <a href={href} target="_blank" rel="noopener noreferrer" className={buttonClass('secondary', 'sm')}>
            <Download className="size-4" aria-hidden />
            Open
          </a>
        )}
      </article>
      <RichHtml html={asset.description} />
      <PageViewer asset={asset} name={landmark} onPageViewed={onPageViewed} />
    </section>
  );
}
