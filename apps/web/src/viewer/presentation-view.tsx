import { lazy, Suspense, useCallback, useMemo, useRef, useState } from 'react';
import { visibleAssets } from './asset-text.ts';
import { AssetView } from './asset-view.tsx';
import { FullScreenContext, type SlideSet, slideSetOf } from './full-screen.ts';
import { landmarkNames } from './landmark-names.ts';
import { PresentationHeader } from './presentation-header.tsx';
import { RichHtml } from './rich-html.tsx';
import { MIN_SECTIONS, SectionChips, sectionAnchor, sectionsOf } from './section-chips.tsx';
import type { Asset, ViewerPresentation } from './types.ts';

const FullScreenViewer = lazy(() =>
  import('./full-screen-viewer.tsx').then((m) => ({ default: m.FullScreenViewer })),
);

type PresentationViewProps = {
  presentation: ViewerPresentation;
  /** false in the owner's preview: the contact form shows its fields but cannot be sent. */
  interactive?: boolean;
  /** Chips to each section at the top of the screen, for a presentation of MIN_SECTIONS or more. */
  contents?: boolean;
  /** A page of a file asset seen by the recipient: each page once, in any order. */
  onPageViewed?: (asset: Asset, index: number) => void;
};

/**
 * A presentation exactly as a recipient sees it: cover, opening message, the visible assets in order,
 * closing message. The preview and the recipient pages both render this. Pages and photos open full
 * screen.
 */
export function PresentationView({
  presentation,
  interactive = false,
  contents = false,
  onPageViewed,
}: PresentationViewProps) {
  const assets = useMemo(() => visibleAssets(presentation.assets), [presentation.assets]);
  const landmarks = landmarkNames(assets);
  const sections = useMemo(() => sectionsOf(assets), [assets]);
  const article = useRef<HTMLElement>(null);
  const [fullScreen, setFullScreen] = useState<{ set: SlideSet; index: number } | null>(null);

  /**
   * Shows a slide and brings its page (or photo) into view behind the viewer, so that what is on the
   * screen is what the page's tracking sees: the page counts as viewed, its time goes to it, and
   * closing the viewer leaves the reader there.
   */
  const show = useCallback((set: SlideSet, index: number) => {
    setFullScreen({ set, index });
    const slide = set.slides[index];
    if (!slide) return;
    const section = article.current?.querySelector(`[data-asset-id="${slide.assetId}"]`);
    const target = set.kind === 'page' ? section?.querySelector(`[data-page="${slide.page}"]`) : section;
    target?.scrollIntoView?.({ block: 'center', behavior: 'instant' });
  }, []);
  const open = useCallback(
    (asset: Asset, page: number) => {
      const set = slideSetOf(assets, asset);
      const index = set.slides.findIndex((s) => s.assetId === asset.id && s.page === page);
      if (index >= 0) show(set, index);
    },
    [assets, show],
  );

  // overflow-clip, not -hidden: clipping the corners must not make the card a scroll container, or the
  // page viewer's bar would stick to the card instead of the screen.
  return (
    <FullScreenContext value={open}>
      <article
        ref={article}
        className="overflow-clip rounded-2xl bg-white text-ink shadow-sm ring-1 ring-mist/60"
      >
        <PresentationHeader presentation={presentation} />
        {contents && sections.length >= MIN_SECTIONS && (
          <SectionChips sections={sections} cover={() => article.current?.firstElementChild ?? null} />
        )}
        <div className="mx-auto flex max-w-3xl flex-col gap-10 px-5 py-8 wide:px-10 wide:py-12">
          <RichHtml html={presentation.openingMsg} part="cover" />
          {assets.map((asset, index) => (
            <div
              key={asset.id}
              id={sectionAnchor(asset.id)}
              className="scroll-mt-16"
              data-asset-type={asset.type}
              data-asset-id={asset.id}
            >
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
          <RichHtml html={presentation.closingMsg} part="closing" />
        </div>
      </article>
      {fullScreen && (
        <Suspense fallback={null}>
          <FullScreenViewer
            set={fullScreen.set}
            index={fullScreen.index}
            onIndexChange={(index) => show(fullScreen.set, index)}
            onClose={() => setFullScreen(null)}
          />
        </Suspense>
      )}
    </FullScreenContext>
  );
}
