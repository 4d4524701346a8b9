import { PAGE_IMAGE_SIZES, pageImageSrcset, pluralize } from '@folio/shared';
import { Download, FileText } from 'lucide-react';
import { buttonClass } from '../ui/button.tsx';
import { safeHttpUrl, shownTitle } from './asset-text.ts';
import { imageSource, useFullScreen } from './full-screen.ts';
import { PageViewer, stillConverting } from './page-viewer.tsx';
import { RichHtml } from './rich-html.tsx';
import type { Asset } from './types.ts';

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
  const openFullScreen = useFullScreen();
  if (asset.type === 'image') {
    const src = imageSource(asset);
    const [width, height] = asset.pageSizes[0] ?? [];
    // Phones get the 800 px copy of a converted page; the server preloads the same candidate.
    const srcSet = src ? pageImageSrcset(src, width) : null;
    return (
      <figure className="flex flex-col gap-3">
        {src ? (
          <div className="relative flex">
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
            {openFullScreen && (
              <button
                type="button"
                aria-label={`View ${title || 'photo'} full screen`}
                onClick={() => openFullScreen(asset, 0)}
                className="absolute inset-0 cursor-zoom-in rounded-xl focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-theme"
              />
            )}
          </div>
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
        {asset.thumbnail ? (
          <img
            src={asset.thumbnail}
            alt=""
            loading="lazy"
            data-testid="file-thumbnail"
            className="size-12 shrink-0 rounded-lg border border-mist bg-paper object-cover object-top"
          />
        ) : (
          <span className="grid size-12 shrink-0 place-items-center rounded-lg bg-theme-lightest text-theme">
            <FileText className="size-6" aria-hidden />
          </span>
        )}
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
      <PageViewer
        asset={asset}
        name={landmark}
        onPageViewed={onPageViewed}
        onOpenPage={openFullScreen ? (page) => openFullScreen(asset, page) : undefined}
      />
    </section>
  );
}
