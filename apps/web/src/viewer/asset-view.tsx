import { lazy, Suspense } from 'react';
import { shownTitle } from './asset-text.ts';
import { ContactFormView } from './contact-form-view.tsx';
import { LinkCard } from './link-card.tsx';
import { RichHtml } from './rich-html.tsx';
import { SeparatorView } from './separator-view.tsx';
import type { Asset } from './types.ts';
import { UploadedAssetView } from './uploaded-asset-view.tsx';
import { VideoEmbed } from './video-embed.tsx';

// Maps are rare and drawn by their own code: a chunk of their own keeps the recipient's page light.
const MapView = lazy(() => import('./map-view.tsx').then((m) => ({ default: m.MapView })));

type AssetViewProps = {
  asset: Asset;
  /** Its landmark's name, unique on the page (landmark-names.ts). */
  landmark?: string;
  interactive: boolean;
  preventDownload?: boolean;
  /** The first asset: likely the largest thing on the opening screen, so its picture loads at once. */
  first?: boolean;
  /** A page of a file seen, once each, in any order (the tracking of views plugs in here). */
  onPageViewed?: (index: number) => void;
};

/** One visible asset as a recipient sees it. */
export function AssetView({
  asset,
  landmark,
  interactive,
  preventDownload,
  first,
  onPageViewed,
}: AssetViewProps) {
  switch (asset.type) {
    case 'text': {
      const title = shownTitle(asset);
      return (
        <section className="flex flex-col gap-3">
          {title && <h2 className="text-xl font-semibold break-words text-ink">{title}</h2>}
          <RichHtml html={asset.description} />
        </section>
      );
    }
    case 'website':
    case 'link':
      return <LinkCard asset={asset} />;
    case 'video_url':
      return <VideoEmbed asset={asset} />;
    case 'separator':
      return <SeparatorView title={shownTitle(asset)} />;
    case 'form':
      return <ContactFormView asset={asset} name={landmark} disabled={!interactive} />;
    case 'map':
      return (
        <Suspense
          fallback={<div className="rounded-xl bg-mist/50" style={{ height: asset.attributes.height }} />}
        >
          <MapView asset={asset} />
        </Suspense>
      );
    case 'file':
    case 'image':
    case 'video':
      return (
        <UploadedAssetView
          asset={asset}
          landmark={landmark}
          preventDownload={preventDownload}
          first={first}
          onPageViewed={onPageViewed}
        />
      );
    default:
      return null;
  }
}
