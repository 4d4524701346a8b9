import type { Config } from '../config.ts';

/**
 * The Content-Security-Policy of the app's pages: our own origin, plus what each configured service
 * needs — the bucket browsers upload to, and the official Dropbox and Google Drive pickers.
 */
export function contentSecurityPolicy(config: Config, uploadOrigin: string | null) {
  const dropbox = config.imports.dropbox ? ['https://www.dropbox.com'] : [];
  const google = config.imports.googleDrive ? ['https://apis.google.com', 'https://accounts.google.com'] : [];
  const googleFrames = config.imports.googleDrive
    ? ['https://docs.google.com', 'https://accounts.google.com', 'https://content.googleapis.com']
    : [];
  const googleAccounts = config.imports.googleDrive ? ['https://accounts.google.com'] : [];
  const social = socialOrigins(config);
  // A map's tiles: their host only when configured ('https:' does not cover a plain-http tile server).
  const tiles = config.maps.tiles?.origins ?? [];
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...dropbox, ...google, ...social.scripts],
    styleSrc: ["'self'", "'unsafe-inline'", ...googleAccounts, ...social.styles],
    imgSrc: ["'self'", 'data:', 'blob:', 'https:', ...social.images, ...tiles],
    fontSrc: ["'self'", 'data:'],
    connectSrc: [
      "'self'",
      'ws:',
      'wss:',
      ...(uploadOrigin ? [uploadOrigin] : []),
      ...googleAccounts,
      ...social.connect,
    ],
    mediaSrc: ["'self'", 'blob:', 'https:'],
    frameSrc: [
      "'self'",
      'https://www.youtube.com',
      'https://player.vimeo.com',
      ...dropbox,
      ...googleFrames,
      ...social.frames,
    ],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'self'"],
  };
}

/**
 * What the sign-in scripts need: their own origin (script, and the calls and frames they make there), and
 * for Google's and Facebook's real scripts the origins those talk to; for Facebook, the photo grid's images.
 */
function socialOrigins(config: Config) {
  const origins = {
    scripts: [] as string[],
    connect: [] as string[],
    frames: [] as string[],
    styles: [] as string[],
    images: [] as string[],
  };
  const add = (list: string[], ...items: string[]) => {
    for (const item of items) if (!list.includes(item)) list.push(item);
  };
  const { google, facebook } = config.social;
  if (google) {
    const origin = new URL(google.scriptUrl).origin;
    add(origins.scripts, origin);
    add(origins.connect, origin);
    add(origins.frames, origin);
    add(origins.styles, origin);
  }
  if (facebook) {
    const origin = new URL(facebook.sdkUrl).origin;
    add(origins.scripts, origin);
    add(origins.connect, origin, 'https://graph.facebook.com');
    add(origins.frames, origin, 'https://www.facebook.com', 'https://web.facebook.com');
    // The image picker's photo grid shows Graph's image sources: Facebook's CDN (or Graph's own origin
    // where it serves them, as a local Graph does over http, which 'https:' does not cover).
    add(origins.images, 'https://*.fbcdn.net', new URL(facebook.graphUrl).origin);
  }
  return origins;
}

/** The pickers of Dropbox and Google and the sign-in buttons open pop-ups that must be able to answer the page. */
export const openerPolicy = (config: Config) =>
  config.imports.dropbox || config.imports.googleDrive || config.social.google || config.social.facebook
    ? 'same-origin-allow-popups'
    : 'same-origin';
