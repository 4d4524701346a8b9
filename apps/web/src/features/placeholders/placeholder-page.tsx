import { Info } from 'lucide-react';
import { PLACEHOLDERS, type PlaceholderKey } from './placeholder-content.ts';

/** An honest page for an area that exists in the route map but is not built yet. */
export function PlaceholderPage({ area }: { area: PlaceholderKey }) {
  const { title, text, note } = PLACEHOLDERS[area];
  return (
    <div className="flex max-w-2xl flex-col gap-4">
      <h1 className="text-2xl font-semibold tracking-tight wide:text-3xl">{title}</h1>
      <p className="text-lg text-muted">{text}</p>
      <p className="mt-4 flex items-start gap-3 rounded-xl bg-theme-lightest px-4 py-3 text-sm text-ink">
        <Info className="mt-0.5 size-4 shrink-0 text-theme" aria-hidden />
        {note}
      </p>
    </div>
  );
}

/** A route component for one placeholder area. */
export const placeholderFor = (area: PlaceholderKey) => () => <PlaceholderPage area={area} />;
