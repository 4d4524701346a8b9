import { UNSPLASH_HOME } from '@folio/shared';
import { Check } from 'lucide-react';
import { cn } from '../../ui/cn.ts';
import type { LibraryPhoto } from './image-library-dialog.tsx';

const external = { target: '_blank', rel: 'noopener noreferrer' } as const;

/**
 * One photo of the library: thumbnail, alt description and the credit Unsplash asks for ("Photo by
 * {name} on Unsplash", both linked). The links sit outside the select button.
 */
export function PhotoCard({
  photo,
  selected,
  onToggle,
}: {
  photo: LibraryPhoto;
  selected: boolean;
  onToggle: () => void;
}) {
  const description = photo.altDescription ?? 'Untitled photo';
  return (
    <li className="flex min-w-0 flex-col gap-2">
      <button
        type="button"
        aria-pressed={selected}
        onClick={onToggle}
        className={cn(
          'group relative flex flex-col overflow-hidden rounded-xl bg-white text-left ring-1 ring-mist transition',
          'hover:ring-theme-light focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent',
          selected && 'ring-3 ring-theme hover:ring-theme',
        )}
      >
        <img
          src={photo.thumbnail}
          alt={description}
          loading="lazy"
          className="aspect-[4/3] w-full bg-mist object-cover"
        />
        {/* Padding outside the clamp: a clamped box shows the next line in its own padding. */}
        <span className="px-3 py-2 text-sm text-ink">
          <span className="line-clamp-2 first-letter:uppercase">{description}</span>
        </span>
        {selected && (
          <span className="absolute top-2 right-2 grid size-7 place-items-center rounded-full bg-theme text-white shadow">
            <Check className="size-4" aria-hidden />
          </span>
        )}
      </button>
      <p className="px-1 text-xs text-muted">
        Photo by{' '}
        <a
          href={photo.authorLink}
          {...external}
          className="font-medium text-ink underline-offset-2 hover:underline"
        >
          {photo.authorName}
        </a>{' '}
        on{' '}
        <a
          href={UNSPLASH_HOME}
          {...external}
          className="font-medium text-ink underline-offset-2 hover:underline"
        >
          Unsplash
        </a>
      </p>
    </li>
  );
}
