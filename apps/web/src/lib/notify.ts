import { MESSAGES } from '@folio/shared';
import { type ExternalToast, toast } from 'sonner';

/** Toasts with the spec's default texts (§8); the toaster's own default duration is 4000 ms. */
export const notify = {
  success: (message: string = MESSAGES.toastSuccess, options?: ExternalToast) =>
    toast.success(message, options),
  error: (message: string = MESSAGES.toastError, options?: ExternalToast) => toast.error(message, options),
  message: (message: string, options?: ExternalToast) => toast(message, options),
};

export const TOAST_DURATION_MS = 4000;
export const SESSION_TOAST_MS = 3000;
