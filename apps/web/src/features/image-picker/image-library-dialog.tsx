import type { ImageLibraryPhoto } from '@folio/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import type { Camelize } from '../../lib/api.ts';
import { firstMessage } from '../../lib/errors.ts';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { inputClass } from '../../ui/field.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { imageSearchQuery } from './api.ts';
import { PhotoCard } from './photo-card.tsx';
import { isNearEnd } from './scroll.ts';
import { useDebouncedValue } from './use-debounced-value.ts';

export type LibraryPhoto = Camelize<ImageLibraryPhoto>;

/** How long typing must pause before the search runs (spec §9). */
export const SEARCH_DEBOUNCE_MS = 500;

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called with the chosen photo on Select; the dialog shows it is busy until this settles. */
  onSelect: (photo: LibraryPhoto) => Promise<void>;
};

/** The image library (spec §2): Unsplash search, three columns (one on small screens), Cancel and Select. */
export function ImageLibraryDialog({ open, onOpenChange, onSelect }: Props) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Image library"
      description="Free photos from Unsplash."
      className="wide:max-w-4xl"
    >
      {open && <Library onCancel={() => onOpenChange(false)} onSelect={onSelect} />}
    </Dialog>
  );
}

function Library({ onCancel, onSelect }: { onCancel: () => void; onSelect: Props['onSelect'] }) {
  const [text, setText] = useState('');
  const query = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const search = useInfiniteQuery(imageSearchQuery(query));
  const [selected, setSelected] = useState<LibraryPhoto | null>(null);
  const [busy, setBusy] = useState(false);
  const list = useRef<HTMLDivElement>(null);
  const photos = search.data?.pages.flatMap((page) => page.results) ?? [];

  const { hasNextPage, isFetchingNextPage, fetchNextPage } = search;
  function loadMoreIfNearEnd() {
    const element = list.current;
    if (element && isNearEnd(element) && hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }
  // A first page too short to scroll: keep filling until it can.
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-check whenever the photos change
  useEffect(loadMoreIfNearEnd, [photos.length, hasNextPage]);

  async function select() {
    if (!selected) return;
    setBusy(true);
    try {
      await onSelect(selected);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flex flex-col gap-4">
      <div className="relative">
        <Search
          className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-muted"
          aria-hidden
        />
        <input
          type="search"
          aria-label="Search photos"
          placeholder="Search photos, e.g. modern kitchen"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setSelected(null);
          }}
          className={inputClass(false, 'pl-12')}
          // biome-ignore lint/a11y/noAutofocus: the dialog exists to search
          autoFocus
        />
      </div>
      <div
        ref={list}
        onScroll={loadMoreIfNearEnd}
        data-testid="image-library-results"
        className="h-[min(60dvh,560px)] overflow-y-auto rounded-xl bg-paper p-3"
      >
        <LibraryBody
          query={query}
          pending={search.isPending}
          error={search.isError ? search.error : null}
          loadingMore={isFetchingNextPage}
          photos={photos}
          selected={selected}
          onToggle={(photo) => setSelected((current) => (current?.id === photo.id ? null : photo))}
        />
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
        <Button onClick={() => void select()} disabled={!selected} loading={busy}>
          Select
        </Button>
      </div>
    </div>
  );
}

type BodyProps = {
  query: string;
  pending: boolean;
  error: unknown;
  loadingMore: boolean;
  photos: LibraryPhoto[];
  selected: LibraryPhoto | null;
  onToggle: (photo: LibraryPhoto) => void;
};

function LibraryBody({ query, pending, error, loadingMore, photos, selected, onToggle }: BodyProps) {
  if (!query) return <Message>Type what you are looking for to search free, high-resolution photos.</Message>;
  if (error)
    return <Message role="alert">{firstMessage(error) ?? 'Image search failed. Try again.'}</Message>;
  if (pending)
    return (
      <div className="grid h-full place-items-center text-theme">
        <Spinner label="Searching photos" className="size-6" />
      </div>
    );
  if (photos.length === 0) return <Message>No photos match “{query}”. Try other words.</Message>;
  return (
    <>
      <ul aria-label="Photos" className="grid grid-cols-1 gap-4 wide:grid-cols-3">
        {photos.map((photo) => (
          <PhotoCard
            key={photo.id}
            photo={photo}
            selected={selected?.id === photo.id}
            onToggle={() => onToggle(photo)}
          />
        ))}
      </ul>
      {loadingMore && (
        <div className="grid place-items-center py-4 text-theme">
          <Spinner label="Loading more photos" className="size-5" />
        </div>
      )}
    </>
  );
}

function Message({ children, role }: { children: ReactNode; role?: 'alert' }) {
  return (
    <p role={role} className="grid h-full place-items-center px-6 text-center text-sm text-muted">
      {children}
    </p>
  );
}
