import { visibleAssets } from './asset-text.ts';
import { AssetView } from './asset-view.tsx';
import { landmarkNames } from './landmark-names.ts';
import { PresentationHeader } from './presentation-header.tsx';
import { RichHtml } from './rich-html.tsx';
import type { Asset, ViewerPresentation } from './types.ts';

type PresentationViewProps = {
  presentation: ViewerPresentation;
  /** false in the owner's preview: the contact form shows its fields but cannot be sent. */
  interactive?: boolean;
  /** A page of a file asset seen by the recipient: each page once, in increasing order per asset. */
  onPageViewed?: (asset: Asset, index: number) => void;
};

/**
 * A presentation exactly as a recipient sees it: cover, opening message, the visible assets in order,
 * closing message. The preview and the recipient pages both render this.
 */
export function PresentationView({ presentation, interactive = false, onPageViewed }: PresentationViewProps) {
  const assets = visibleAssets(presentation.assets);
  const landmarks = landmarkNames(assets);
  // overflow-clip, not -hidden: clipping the corners must not make the card a scroll container, or the
  // page viewer's bar would stick to the card instead of the screen.
  return (
    <article className="overflow-clip rounded-2xl bg-white text-ink shadow-sm ring-1 ring-mist/60">
      <PresentationHeader presentation={presentation} />
      <div className="mx-auto flex max-w-3xl flex-col gap-10 px-5 py-8 wide:px-10 wide:py-12">
        <RichHtml html={presentation.openingMsg} />
        {assets.map((asset, index) => (
          <div key={asset.id} data-asset-type={asset.type} data-asset-id={asset.id}>
            <AssetView
              asset={asset}
              landmark={landmarks.get(asset.id)}
              first={index === 0}
              interactive={interactive}
              preventDownload={presentation.preventDownload}
              onPageViewed={onPageViewed && ((index) => onPageViewed(asset, index))}
            />
          </div>
        ))}
        <RichHtml html={presentation.closingMsg} />
      </div>
    </article>
  );
}
