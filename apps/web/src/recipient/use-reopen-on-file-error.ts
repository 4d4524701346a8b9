import { useEffect } from 'react';

/** The recipient's file URLs (`/api/client/files/{token}`). */
const FILE_URL = '/api/client/files/';
/** At most one re-open in this long: a file that is really missing stays missing. */
const REOPEN_EVERY_MS = 30_000;

/** The URL an image, video or source element failed to load, or ''. */
function failedUrl(target: EventTarget | null) {
  if (target instanceof HTMLImageElement) return target.currentSrc || target.src;
  if (target instanceof HTMLMediaElement) return target.currentSrc || target.src;
  if (target instanceof HTMLSourceElement) return target.src;
  return '';
}

/**
 * While `active`, a file of the link that fails to load anywhere on the page (errors do not bubble: heard
 * while they go down) calls `reopen`: its URL stopped because the sender turned a gate on or tightened it
 * (403: the link then answers its gate), or it outlived its two hours (the link answers fresh URLs).
 */
export function useReopenOnFileError(active: boolean, reopen: () => void) {
  useEffect(() => {
    if (!active) return;
    let last = Number.NEGATIVE_INFINITY;
    const onError = (event: Event) => {
      if (!failedUrl(event.target).includes(FILE_URL)) return;
      const now = Date.now();
      if (now - last < REOPEN_EVERY_MS) return;
      last = now;
      reopen();
    };
    document.addEventListener('error', onError, true);
    return () => document.removeEventListener('error', onError, true);
  }, [active, reopen]);
}
