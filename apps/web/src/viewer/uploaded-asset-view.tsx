import { Download, FileText } from 'lucide-react';
import { buttonClass } from '../ui/button.tsx';
import { safeHttpUrl, shownTitle } from './asset-text.ts';
import { RichHtml } from './rich-html.tsx';
import type { Asset } from './types.ts';

/** Files, images and videos that were uploaded (the files issue adds page viewers and conversion). */
export function UploadedAssetView({ asset }: { asset: Asset }) {
  const title = shownTitle(asset);
  const file = asset.file ?? '';
  if (asset.type === 'image')
    return (
      <figure className="flex flex-col gap-3">
        <img src={file || asset.thumbnail || ''} alt={title} loading="lazy" className="w-full rounded-xl" />
        {title && <figcaption className="font-semibold text-ink">{title}</figcaption>}
        <RichHtml html={asset.description} />
      </figure>
    );
  if (asset.type === 'video')
    return (
      <figure className="flex flex-col gap-3">
        {title && <h2 className="text-lg font-semibold text-ink">{title}</h2>}
        {/* biome-ignore lint/a11y/useMediaCaption: uploaded videos carry no caption track yet. */}
        <video
          src={file}
          controls
          preload="metadata"
          height={asset.attributes.height}
          className="w-full rounded-xl bg-ink"
        />
        <RichHtml html={asset.description} />
      </figure>
    );
  const href = safeHttpUrl(file)?.href ?? (file.startsWith('/') ? file : null);
  return (
    <article className="flex items-center gap-4 rounded-xl border border-mist bg-white p-4">
      <span className="grid size-12 shrink-0 place-items-center rounded-lg bg-theme-lightest text-theme">
        <FileText className="size-6" aria-hidden />
      </span>
      <div className="min-w-0 flex-1">
        <h2 className="truncate font-semibold text-ink">{title || asset.filename || 'File'}</h2>
        {asset.numberOfPages > 0 && <p className="text-sm text-muted">{asset.numberOfPages} pages</p>}
      </div>
      {href && (
        <a href={href} target="_blank" rel="noopener noreferrer" className={buttonClass('secondary', 'sm')}>
          <Download className="size-4" aria-hidden />
          Open
        </a>
      )}
    </article>
  );
}
