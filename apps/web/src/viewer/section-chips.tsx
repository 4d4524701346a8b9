import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { cn } from '../ui/cn.ts';
import { shownTitle } from './asset-text.ts';
import type { Asset } from './types.ts';

/** From this many sections on, a presentation gets its chips. */
export const MIN_SECTIONS = 4;

export type Section = { id: number; label: string };

const KIND: Partial<Record<Asset['type'], string>> = {
  image: 'Photo',
  file: 'Document',
  video: 'Video',
  video_url: 'Video',
  website: 'Link',
  link: 'Link',
  form: 'Contact form',
  text: 'Text',
};

/** The anchor of an asset on the page. */
export const sectionAnchor = (id: number) => `asset-${id}`;

/** The chips of a presentation's assets: their titles, else their kind (numbered when it repeats). */
export function sectionsOf(assets: Asset[]): Section[] {
  const counts = new Map<string, number>();
  const sections: Section[] = [];
  for (const asset of assets) {
    let label = shownTitle(asset);
    if (!label) {
      const kind = KIND[asset.type];
      if (!kind) continue;
      const count = (counts.get(kind) ?? 0) + 1;
      counts.set(kind, count);
      label = count === 1 ? kind : `${kind} ${count}`;
    }
    sections.push({ id: asset.id, label });
  }
  return sections;
}

/** The section under the upper third of the screen, as the reader scrolls. */
function useCurrentSection(sections: Section[]) {
  const [current, setCurrent] = useState<number | null>(null);
  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        const entered = entries.filter((entry) => entry.isIntersecting);
        const last = entered.at(-1);
        if (last) setCurrent(Number((last.target as HTMLElement).dataset.assetId));
      },
      { rootMargin: '-30% 0px -65% 0px' },
    );
    for (const { id } of sections) {
      const element = document.getElementById(sectionAnchor(id));
      if (element) observer.observe(element);
    }
    return () => observer.disconnect();
  }, [sections]);
  return [current, setCurrent] as const;
}

/** Whether the cover has left the screen (the chips then slide in). */
function usePastCover(cover: () => Element | null) {
  const [past, setPast] = useState(false);
  const coverElement = useEffectEvent(cover);
  useEffect(() => {
    const element = coverElement();
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => setPast(entry ? !entry.isIntersecting : false));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return past;
}

/**
 * A bar of chips at the top of the screen, one per section, that takes the reader to it; the section
 * being read is highlighted. It slides in once the cover is passed, and whenever a chip has the
 * keyboard's focus; it lies over the page, so it moves nothing as it comes.
 */
export function SectionChips({
  sections,
  cover,
}: {
  sections: Section[];
  /** The cover: while any of it is on the screen the chips stay out of the way. */
  cover: () => Element | null;
}) {
  const [current, setCurrent] = useCurrentSection(sections);
  const shown = usePastCover(cover);
  const bar = useRef<HTMLUListElement>(null);

  // Keeps the current chip in sight inside the bar (it scrolls sideways on a phone).
  useEffect(() => {
    const list = bar.current;
    const chip = list?.querySelector<HTMLElement>(`[href="#${sectionAnchor(current ?? 0)}"]`);
    if (!list || !chip) return;
    list.scrollTo?.({ left: chip.offsetLeft - (list.clientWidth - chip.offsetWidth) / 2 });
  }, [current]);

  return (
    <nav
      aria-label="Sections"
      data-testid="section-chips"
      className={cn(
        'fixed inset-x-0 top-0 z-30 border-b border-mist/70 bg-white/95 pt-[env(safe-area-inset-top)] shadow-sm backdrop-blur transition-transform duration-200 focus-within:translate-y-0 motion-reduce:transition-none',
        !shown && '-translate-y-full',
      )}
    >
      <ul
        ref={bar}
        className="mx-auto flex max-w-4xl gap-2 overflow-x-auto px-3 py-2 [scrollbar-width:none] wide:px-4"
      >
        {sections.map((section) => (
          <li key={section.id} className="shrink-0">
            <a
              href={`#${sectionAnchor(section.id)}`}
              aria-current={current === section.id ? 'location' : undefined}
              onClick={() => setCurrent(section.id)}
              className={cn(
                'inline-flex h-9 max-w-56 items-center truncate rounded-full border px-4 text-sm font-medium whitespace-nowrap focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-theme',
                current === section.id
                  ? 'border-theme bg-theme text-white'
                  : 'border-mist bg-white text-ink hover:border-theme-light hover:bg-theme-lightest',
              )}
            >
              <span className="truncate">{section.label}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
