import { MESSAGES, type UploadTicket as UploadTicketWire } from '@folio/shared';
import { api } from '../../lib/api.ts';
import { firstMessage } from '../../lib/errors.ts';

/** A refused or failed upload; `message` is the server's text (spec §5) or a plain fallback. */
export class UploadError extends Error {
  override name = 'UploadError';
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

export type UploadOptions = {
  /** The share of the file sent so far, 0–100; it only ever rises. */
  onProgress?: (percentage: number) => void;
  /** Aborting stops the transfer; the promise then rejects with an AbortError. */
  signal?: AbortSignal;
};

const NETWORK_FAILED = 'The upload was interrupted. Check your connection and try again.';

const abortError = () => new DOMException('The upload was cancelled.', 'AbortError');

/** Whether a failure is the user's own cancel. */
export const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/** POST /api/uploads/sign: where to send the file, or the spec's refusal. */
async function sign(file: File, signal?: AbortSignal) {
  try {
    return await api<UploadTicketWire>('/uploads/sign', {
      method: 'POST',
      body: { filename: file.name, size: file.size, contentType: file.type || undefined },
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw abortError();
    throw new UploadError(firstMessage(error, ['filename', 'size']) ?? MESSAGES.toastError);
  }
}

/** The refusal text of a storage answer: our JSON `{ detail }`, or S3's XML `<Message>`. */
function refusalOf(xhr: XMLHttpRequest) {
  const text = xhr.responseText ?? '';
  try {
    const detail = (JSON.parse(text) as { detail?: unknown }).detail;
    if (typeof detail === 'string' && detail) return detail;
  } catch {
    const message = /<Message>([^<]+)<\/Message>/.exec(text)?.[1];
    if (message) return message;
  }
  return MESSAGES.toastError;
}

/**
 * Posts the signed form to storage with XMLHttpRequest (fetch reports no upload progress): every field
 * first, the file last as `file`. No app headers go along: with S3 the address is another origin.
 */
function post(url: string, fields: Record<string, string>, file: File, options: UploadOptions) {
  const { onProgress, signal } = options;
  return new Promise<void>((resolve, reject) => {
    if (signal?.aborted) return reject(abortError());
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append('file', file);
    const xhr = new XMLHttpRequest();
    let shown = 0;
    const progress = (percentage: number) => {
      const next = Math.min(100, Math.max(shown, Math.floor(percentage)));
      if (next === shown) return;
      shown = next;
      onProgress?.(next);
    };
    const abort = () => xhr.abort();
    const settle = () => signal?.removeEventListener('abort', abort);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) progress((event.loaded / event.total) * 100);
    };
    xhr.onload = () => {
      settle();
      if (xhr.status >= 200 && xhr.status < 300) {
        progress(100);
        resolve();
      } else reject(new UploadError(refusalOf(xhr), xhr.status));
    };
    xhr.onerror = () => {
      settle();
      reject(new UploadError(NETWORK_FAILED));
    };
    xhr.onabort = () => {
      settle();
      reject(abortError());
    };
    signal?.addEventListener('abort', abort);
    xhr.open('POST', url);
    xhr.send(form);
  });
}

/** Sends one file to storage: signs it (the server applies the spec's rules), then posts it with progress. */
export async function uploadFile(file: File, options: UploadOptions = {}): Promise<{ key: string }> {
  const ticket = await sign(file, options.signal);
  await post(ticket.url, ticket.fields, file, options);
  return { key: ticket.key };
}
