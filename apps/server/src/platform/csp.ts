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
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...dropbox, ...google],
    styleSrc: ["'self'", "'unsafe-inline'", ...googleAccounts],
    imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'", 'ws:', 'wss:', ...(uploadOrigin ? [uploadOrigin] : []), ...googleAccounts],
    mediaSrc: ["'self'", 'blob:', 'https:'],
    frameSrc: ["'self'", 'https://www.youtube.com', 'https://player.vimeo.com', ...dropbox, ...googleFrames],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'self'"],
  };
}

/** The pickers of Dropbox and Google open pop-ups that must be able to answer the page. */
export const openerPolicy = (config: Config) =>
  config.imports.dropbox || config.imports.googleDrive ? 'same-origin-allow-popups' : 'same-origin';
