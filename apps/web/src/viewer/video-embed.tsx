import { DEFAULT_ASSET_HEIGHT, parseVideoLink } from '@folio/shared';
import { shownTitle } from './asset-text.ts';
import { LinkCard } from './link-card.tsx';
import { RichHtml } from './rich-html.tsx';
import type { Asset } from './types.ts';

/**
 * The player address of a YouTube or Vimeo link (the hosts the server's CSP frame-src allows);
 * Vimeo is asked not to track the viewer.
 */
export function embedSource(website: string | null) {
  const video = website ? parseVideoLink(website) : null;
  if (!video) return null;
  return video.provider === 'vimeo' ? `${video.embedUrl}?dnt=1` : video.embedUrl;
}

/** A YouTube or Vimeo video, loaded only when it scrolls near, at the asset's height. */
export function VideoEmbed({ asset }: { asset: Asset }) {
  const src = embedSource(asset.website);
  if (!src) return <LinkCard asset={asset} />;
  const title = shownTitle(asset);
  return (
    <figure className="flex flex-col gap-3">
      {title && <h2 className="text-lg font-semibold break-words text-ink">{title}</h2>}
      <iframe
        src={src}
        title={title || 'Video'}
        loading="lazy"
        height={asset.attributes.height || DEFAULT_ASSET_HEIGHT}
        className="w-full rounded-xl border-0 bg-ink"
        allow="accelerometer; clipboard-write; encrypted-media; gyroscope; picture-in-picture; fullscreen"
        referrerPolicy="strict-origin-when-cross-origin"
        allowFullScreen
      />
      <RichHtml html={asset.description} />
    </figure>
  );
}
