/** What the image picker hands back: a file to use, and where it came from. */
export type PickedImage = {
  /** The picture itself, ready for the picture editor or a multipart upload. */
  file?: File;
  /** The upload the server already stored (imports and stock photos): an asset can use it directly. */
  uploadKey?: string;
  /** Unsplash's credit, kept on the presentation (unsplashAuthor, unsplashAuthorLink). */
  unsplashAuthor?: string;
  unsplashAuthorLink?: string;
};
