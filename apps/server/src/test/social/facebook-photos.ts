import type { Answer, ProviderRequest } from './provider-server.ts';

type Photo = {
  id: string;
  name?: string;
  albumId: string | null;
  bytes: Buffer;
  width: number;
  height: number;
};
type Album = { id: string; name: string };
type Library = { albums: Album[]; photos: Photo[] };
type Viewer = { userId: string; scopes: string[] };

const PAGE = 25;
const cursorOf = (index: number) => Buffer.from(String(index)).toString('base64url');
const indexOf = (cursor: string | null) =>
  cursor ? Number(Buffer.from(cursor, 'base64url').toString()) || 0 : 0;

/**
 * The photo side of the Graph API as the image picker uses it: GET /me/albums, /me/photos?type=uploaded,
 * /{album-id}/photos (cursor paging: limit, after, paging.cursors, paging.next), /{photo-id}?fields=images,
 * and the CDN serving the images. Everything asks for the user_photos permission, as Graph does.
 */
export function createFacebookPhotos(base: () => string) {
  const libraries = new Map<string, Library>();
  let nextId = 20_000_000_000;
  const libraryOf = (userId: string) => {
    if (!libraries.has(userId)) libraries.set(userId, { albums: [], photos: [] });
    return libraries.get(userId)!;
  };

  const images = (photo: Photo) => {
    // Graph's sizes never exceed the original: a small photo's 'small' size is the photo itself.
    const width = Math.min(320, photo.width);
    const small = Math.round((photo.height * width) / photo.width);
    return [
      { width: photo.width, height: photo.height, source: `${base()}/cdn/${photo.id}_o.jpg?oh=a1` },
      { width, height: small, source: `${base()}/cdn/${photo.id}_n.jpg?oh=b2` },
    ];
  };
  const shape = (photo: Photo, fields: string[]) => {
    const all: Record<string, unknown> = {
      id: photo.id,
      name: photo.name,
      images: images(photo),
      picture: images(photo)[1]!.source,
      created_time: '2026-11-01T10:00:00+0000',
    };
    return Object.fromEntries(['id', ...fields].filter((f) => all[f] !== undefined).map((f) => [f, all[f]]));
  };

  function page<T>(url: URL, items: T[]): Answer {
    const limit = Math.min(Number(url.searchParams.get('limit')) || PAGE, 100);
    const start = indexOf(url.searchParams.get('after'));
    const data = items.slice(start, start + limit);
    const more = start + limit < items.length;
    const next = new URL(url);
    next.searchParams.set('after', cursorOf(start + limit));
    return {
      status: 200,
      body: {
        data,
        ...(data.length
          ? {
              paging: {
                cursors: { before: cursorOf(start), after: cursorOf(start + data.length) },
                ...(more ? { next: `${base()}${next.pathname}${next.search}` } : {}),
              },
            }
          : {}),
      },
    };
  }

  /** Answers a photo call of `viewer` (the token's user), or undefined for a path that is not one. */
  function answer({ method, url }: ProviderRequest, viewer: Viewer | null): Answer | undefined {
    if (method !== 'GET') return undefined;
    const path = url.pathname.replace(/^\/v\d+\.\d+/, '');
    const cdn = /^\/cdn\/(\d+)_[on]\.jpg$/.exec(path);
    if (cdn) {
      const photo = [...libraries.values()].flatMap((l) => l.photos).find((p) => p.id === cdn[1]);
      return photo ? { status: 200, body: photo.bytes, type: 'image/jpeg' } : undefined;
    }
    const edge = /^\/(me|\d+)(?:\/(albums|photos))?$/.exec(path);
    if (!edge || (edge[1] === 'me' && !edge[2])) return undefined;
    if (!viewer)
      return {
        status: 400,
        body: { error: { message: 'Invalid OAuth access token.', type: 'OAuthException', code: 190 } },
      };
    const library = libraryOf(viewer.userId);
    const fields = (url.searchParams.get('fields') ?? '').split(',').filter(Boolean);
    if (!viewer.scopes.includes('user_photos') && (edge[1] === 'me' || edge[2]))
      return { status: 200, body: { data: [] } };
    if (edge[1] === 'me' && edge[2] === 'albums')
      return page(
        url,
        library.albums.map((album) => ({
          id: album.id,
          name: album.name,
          count: library.photos.filter((p) => p.albumId === album.id).length,
        })),
      );
    if (edge[1] === 'me')
      return page(
        url,
        library.photos.map((p) => shape(p, fields)),
      );
    if (edge[2] === 'photos') {
      if (!library.albums.some((a) => a.id === edge[1])) return unsupported(edge[1]!);
      return page(
        url,
        library.photos.filter((p) => p.albumId === edge[1]).map((p) => shape(p, fields)),
      );
    }
    const photo = library.photos.find((p) => p.id === edge[1]);
    return photo && !edge[2] ? { status: 200, body: shape(photo, fields) } : unsupported(edge[1]!);
  }

  return {
    answer,
    /** An album of the Facebook user `userId`; answers its id. */
    addAlbum(userId: string, name: string) {
      const id = String(nextId++);
      libraryOf(userId).albums.push({ id, name });
      return id;
    },
    /** A photo of the Facebook user `userId` (in an album, or only in their uploads); answers its id. */
    addPhoto(
      userId: string,
      photo: { bytes: Buffer; name?: string; albumId?: string; width?: number; height?: number },
    ) {
      const id = String(nextId++);
      libraryOf(userId).photos.push({
        id,
        name: photo.name,
        albumId: photo.albumId ?? null,
        bytes: photo.bytes,
        width: photo.width ?? 1280,
        height: photo.height ?? 960,
      });
      return id;
    },
  };
}

const unsupported = (id: string): Answer => ({
  status: 400,
  body: {
    error: {
      message: `Unsupported get request. Object with ID '${id}' does not exist, cannot be loaded due to missing permissions, or does not support this operation.`,
      type: 'GraphMethodException',
      code: 100,
    },
  },
});
