import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { ChevronRight, Images } from 'lucide-react';
import { useState } from 'react';
import { firstMessage } from '../../lib/errors.ts';
import { notify } from '../../lib/notify.ts';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { Notice } from '../../ui/notice.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { fileFromUpload, importFromFacebook } from './api.ts';
import {
  type FacebookApp,
  type FacebookPhoto,
  type FacebookPlace,
  facebookAlbumsQuery,
  facebookPhotosQuery,
  thumbnailOf,
} from './facebook-photos.ts';
import type { PickedImage } from './types.ts';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  app: FacebookApp;
  /** The token of the login that granted user_photos: lists the photos and imports the chosen one. */
  accessToken: string;
  onPicked: (result: PickedImage) => void;
};

const UPLOADS: FacebookPlace = { album: null, name: 'Your photos' };

/** The image picker's Facebook source: the user's albums and photos (Graph API), one imported by the server. */
export function FacebookPhotosDialog({ open, onOpenChange, ...rest }: Props) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Facebook"
      description="Choose one of your Facebook photos."
      className="wide:max-w-3xl"
    >
      {open && <Browser {...rest} onCancel={() => onOpenChange(false)} />}
    </Dialog>
  );
}

type BrowserProps = Omit<Props, 'open' | 'onOpenChange'> & { onCancel: () => void };

function Browser({ app, accessToken, onPicked, onCancel }: BrowserProps) {
  const [place, setPlace] = useState<FacebookPlace | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  async function choose(photo: FacebookPhoto) {
    setBusy(photo.id);
    try {
      const stored = await importFromFacebook({ photoId: photo.id, accessToken });
      onPicked({ file: await fileFromUpload(stored), uploadKey: stored.key });
    } catch (error) {
      notify.error(firstMessage(error));
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className="flex flex-col gap-4">
      <nav aria-label="Facebook albums">
        <ol className="flex flex-wrap items-center gap-1 text-sm">
          <li>
            {place ? (
              <button
                type="button"
                className="text-theme underline-offset-4 hover:underline"
                onClick={() => setPlace(null)}
              >
                Albums
              </button>
            ) : (
              <span aria-current="location" className="font-semibold text-ink">
                Albums
              </span>
            )}
          </li>
          {place && (
            <li className="flex min-w-0 items-center gap-1">
              <ChevronRight className="size-4 text-muted" aria-hidden />
              <span aria-current="location" className="truncate font-semibold text-ink">
                {place.name}
              </span>
            </li>
          )}
        </ol>
      </nav>
      <div className="max-h-[min(60dvh,520px)] overflow-y-auto">
        {place ? (
          <PhotoGrid app={app} token={accessToken} place={place} busy={busy} onChoose={choose} />
        ) : (
          <AlbumList app={app} token={accessToken} onOpen={setPlace} />
        )}
      </div>
      <div className="flex justify-end">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </div>
  );
}

function AlbumList({
  app,
  token,
  onOpen,
}: {
  app: FacebookApp;
  token: string;
  onOpen: (place: FacebookPlace) => void;
}) {
  const albums = useQuery(facebookAlbumsQuery(app, token));
  if (albums.isPending) return <Spinner label="Loading your Facebook albums" />;
  if (albums.isError) return <Failed error={albums.error} onRetry={() => void albums.refetch()} />;
  const places: (FacebookPlace & { count?: number })[] = [
    UPLOADS,
    ...albums.data.map((a) => ({ album: a.id, name: a.name, count: a.count })),
  ];
  return (
    <ul className="divide-y divide-mist rounded-xl border border-mist">
      {places.map((place) => (
        <li key={place.album ?? 'uploads'}>
          <button
            type="button"
            className="flex w-full items-center gap-3 px-4 py-3 text-left hover:bg-theme-lightest"
            onClick={() => onOpen({ album: place.album, name: place.name })}
          >
            <Images className="size-5 shrink-0 text-theme" aria-hidden />
            <span className="min-w-0 flex-1 truncate text-ink">{place.name}</span>
            {place.count !== undefined && (
              <span className="text-sm text-muted">
                {place.count} {place.count === 1 ? 'photo' : 'photos'}
              </span>
            )}
            <ChevronRight className="size-4 text-muted" aria-hidden />
          </button>
        </li>
      ))}
    </ul>
  );
}

type GridProps = {
  app: FacebookApp;
  token: string;
  place: FacebookPlace;
  busy: string | null;
  onChoose: (photo: FacebookPhoto) => void;
};

function PhotoGrid({ app, token, place, busy, onChoose }: GridProps) {
  const pages = useInfiniteQuery(facebookPhotosQuery(app, token, place.album));
  if (pages.isPending) return <Spinner label="Loading your Facebook photos" />;
  if (pages.isError) return <Failed error={pages.error} onRetry={() => void pages.refetch()} />;
  const photos = pages.data.pages.flatMap((page) => page.data ?? []);
  if (photos.length === 0)
    return (
      <p className="rounded-xl border border-dashed border-mist px-4 py-6 text-center text-sm text-muted">
        No photos here.
      </p>
    );
  return (
    <div className="flex flex-col gap-4">
      <ul aria-label={place.name} className="grid grid-cols-2 gap-2 wide:grid-cols-4">
        {photos.map((photo, index) => {
          const label = photo.name?.trim() || `Photo ${index + 1}`;
          const thumbnail = thumbnailOf(photo);
          return (
            <li key={photo.id}>
              <button
                type="button"
                aria-label={label}
                disabled={busy !== null}
                aria-busy={busy === photo.id || undefined}
                className="relative block aspect-square w-full overflow-hidden rounded-lg bg-paper focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent disabled:cursor-not-allowed"
                onClick={() => onChoose(photo)}
              >
                {thumbnail && (
                  <img src={thumbnail} alt="" className="size-full object-cover" loading="lazy" />
                )}
                {busy === photo.id && (
                  <span className="absolute inset-0 grid place-items-center bg-white/70 text-theme">
                    <Spinner label={`Importing ${label}`} className="size-6" />
                  </span>
                )}
              </button>
            </li>
          );
        })}
      </ul>
      {pages.hasNextPage && (
        <Button
          variant="secondary"
          className="self-center"
          loading={pages.isFetchingNextPage}
          onClick={() => void pages.fetchNextPage()}
        >
          Load more photos
        </Button>
      )}
    </div>
  );
}

function Failed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <div className="flex flex-col items-start gap-3">
      <Notice tone="error">{firstMessage(error) ?? 'Facebook did not answer. Try again.'}</Notice>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
