import { type ImageLibraryPhoto, UNSPLASH_REFERRAL } from '@folio/shared';

/** The fields of an Unsplash photo that Folio reads (GET /search/photos results, GET /photos/{id}). */
export type UnsplashPhoto = {
  id: string;
  alt_description?: string | null;
  description?: string | null;
  urls: { raw?: string; full?: string; regular?: string; small?: string; thumb?: string };
  user: { name?: string; username?: string; links?: { html?: string } };
  links?: { download_location?: string };
};

/** Unsplash's guidelines: every link back to Unsplash carries the app's referral parameters. */
export function withReferral(link: string) {
  const url = new URL(link);
  for (const pair of UNSPLASH_REFERRAL.split('&')) {
    const [name, value] = pair.split('=') as [string, string];
    url.searchParams.set(name, value);
  }
  return url.toString();
}

const profileOf = (photo: UnsplashPhoto) =>
  withReferral(photo.user.links?.html ?? `https://unsplash.com/@${photo.user.username ?? ''}`);

export const authorOf = (photo: UnsplashPhoto) => ({
  name: photo.user.name?.trim() || photo.user.username || 'Unknown',
  link: profileOf(photo),
});

/** An Unsplash photo as the image library shows it (spec §3 "Image library photo"). */
export function presentPhoto(photo: UnsplashPhoto): ImageLibraryPhoto {
  const author = authorOf(photo);
  return {
    id: photo.id,
    thumbnail: photo.urls.small ?? photo.urls.thumb ?? photo.urls.regular ?? '',
    alt_description: photo.alt_description ?? photo.description ?? null,
    author_name: author.name,
    author_link: author.link,
  };
}
