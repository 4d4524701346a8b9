import { MESSAGES } from '@folio/shared';
import type { ExternalToast } from 'sonner';

/*
 * Toasts with the spec's default texts (§8); the toaster's own default duration is 4000 ms.
 * sonner is loaded with the first toast (or when the browser is idle), not with the page: ids are
 * ours, so a caller can update or dismiss a toast before the library has arrived.
 */

type Sonner = typeof import('sonner');
let sonner: Promise<Sonner> | null = null;
let resolveLoaded: (module: Sonner) => void = () => undefined;
/** Settles when sonner has loaded, whoever asked for it first. */
export const sonnerLoaded = new Promise<Sonner>((resolve) => {
  resolveLoaded = resolve;
});
export const loadSonner = () => {
  sonner ??= import('sonner').then((module) => {
    resolveLoaded(module);
    return module;
  });
  return sonner;
};

let lastId = 0;
type Kind = 'success' | 'error' | 'message';

function show(kind: Kind, message: string, options?: ExternalToast) {
  const id = options?.id ?? `folio-${++lastId}`;
  void loadSonner().then(({ toast }) => {
    const withId = { ...options, id };
    if (kind === 'message') toast(message, withId);
    else toast[kind](message, withId);
  });
  return id;
}

export const notify = {
  success: (message: string = MESSAGES.toastSuccess, options?: ExternalToast) =>
    show('success', message, options),
  error: (message: string = MESSAGES.toastError, options?: ExternalToast) => show('error', message, options),
  message: (message: string, options?: ExternalToast) => show('message', message, options),
  dismiss: (id: string | number) => void loadSonner().then(({ toast }) => toast.dismiss(id)),
};

export const TOAST_DURATION_MS = 4000;
export const SESSION_TOAST_MS = 3000;
