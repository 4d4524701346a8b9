import type { AssetConvertedMessage, AssetFailedMessage, AssetProgressMessage } from '@folio/shared';
import { MESSAGES } from '@folio/shared';
import type { QueryClient } from '@tanstack/react-query';
import { registerReset } from '../../lib/client-state.ts';
import { firstMessage } from '../../lib/errors.ts';
import { notify } from '../../lib/notify.ts';
import { subscribe } from '../../lib/socket.ts';
import type { AssetConverted, AssetFailed } from '../editor/uploads/conversion-messages.ts';
import { isAbort, UploadError, uploadFile } from '../uploads/upload-file.ts';
import { addDocument, documentCalls, documentKeys, patchDocument } from './api.ts';
import { applyStats } from './conversion.ts';
import { dismissReadyToasts, showReadyToast } from './ready-toast.tsx';
import type { FolioDocument } from './types.ts';
import { dispatchUpload, uploadState } from './upload-store.ts';

/** While conversions run, their state is also read every few seconds, in case the socket is away. */
export const CHECK_MS = 5000;

let sequence = 0;
let client: QueryClient | null = null;
let unsubscribe: (() => void) | null = null;
let timer: ReturnType<typeof setInterval> | undefined;
/** Ends heard before the upload knew its document id (the socket can beat the POST's answer). */
const early = new Map<number, AssetConverted | AssetFailed>();

const converting = () => uploadState().uploading.filter((u) => u.documentId !== null);
const tracked = (documentId: number) => converting().some((u) => u.documentId === documentId);
const waitingForId = () => uploadState().uploading.some((u) => u.documentId === null);

function finish(documentId: number) {
  const entry = uploadState().uploading.find((u) => u.documentId === documentId);
  if (!entry) return;
  dispatchUpload({ type: 'converted', documentId });
  showReadyToast({ documentId, title: entry.title }, () =>
    dispatchUpload({ type: 'acknowledged', documentId }),
  );
  void client?.invalidateQueries({ queryKey: documentKeys.all });
  stopTrackingWhenIdle();
}

function fail(key: string, message: string) {
  dispatchUpload({ type: 'failed', key });
  notify.error(message);
  stopTrackingWhenIdle();
}

function failDocument(documentId: number, message: string) {
  const entry = uploadState().uploading.find((u) => u.documentId === documentId);
  if (entry) fail(entry.key, message);
  void client?.invalidateQueries({ queryKey: documentKeys.all });
}

function ended(message: AssetConverted | AssetFailed) {
  if (message.type === 'asset.converted') finish(message.presentationId);
  else failDocument(message.presentationId, message.error);
}

/** Reads the state of the converting uploads (POST /document/stats) and moves them on. */
async function check() {
  const ids = converting().map((u) => u.documentId as number);
  if (ids.length === 0) return;
  try {
    const { results } = await documentCalls.stats(ids);
    for (const stats of results) {
      if (client) patchDocument(client, stats.id, (doc) => applyStats(doc, stats));
      if (stats.isComplete) finish(stats.id);
      else if (stats.hasError) failDocument(stats.id, MESSAGES.toastError);
      else dispatchUpload({ type: 'converting', documentId: stats.id, percentage: stats.percentage });
    }
  } catch {
    // The next check asks again.
  }
}

function startTracking() {
  if (unsubscribe) return;
  const stops = [
    subscribe<AssetProgressMessage>('asset.progress', (message) => {
      if (tracked(message.presentationId))
        dispatchUpload({
          type: 'converting',
          documentId: message.presentationId,
          percentage: message.percentage,
        });
    }),
    subscribe<AssetConvertedMessage>('asset.converted', (message) => {
      if (tracked(message.presentationId)) ended(message);
      else if (waitingForId()) early.set(message.presentationId, message);
    }),
    subscribe<AssetFailedMessage>('asset.failed', (message) => {
      if (tracked(message.presentationId)) ended(message);
      else if (waitingForId()) early.set(message.presentationId, message);
    }),
  ];
  timer = setInterval(() => void check(), CHECK_MS);
  unsubscribe = () => {
    for (const stop of stops) stop();
    clearInterval(timer);
  };
}

function stopTrackingWhenIdle() {
  if (uploadState().uploading.length > 0) return;
  unsubscribe?.();
  unsubscribe = null;
  early.clear();
}

/** The document was created: it converts from here, unless it already has (or failed). */
function created(key: string, doc: FolioDocument) {
  dispatchUpload({ type: 'created', key, documentId: doc.id, title: doc.title });
  const heard = early.get(doc.id);
  early.delete(doc.id);
  if (heard) ended(heard);
  else if (doc.isComplete) finish(doc.id);
  else if (doc.hasError) failDocument(doc.id, doc.error ?? MESSAGES.toastError);
}

/**
 * Uploads one file as a new document (spec §4): an entry at 1% at once, the transfer, the document,
 * then its conversion; at 100% the entry moves to the finished list and the ready toast shows.
 */
export async function uploadDocument(file: File, queryClient: QueryClient) {
  client = queryClient;
  sequence += 1;
  const key = `upload-${sequence}`;
  dispatchUpload({ type: 'started', key, filename: file.name });
  startTracking();
  try {
    const { key: uploadKey } = await uploadFile(file, {
      onProgress: (percentage) => dispatchUpload({ type: 'sent', key, percentage }),
    });
    const doc = await documentCalls.create(uploadKey);
    await addDocument(queryClient, doc);
    created(key, doc);
  } catch (error) {
    if (isAbort(error)) dispatchUpload({ type: 'failed', key });
    else
      fail(
        key,
        error instanceof UploadError
          ? error.message
          : (firstMessage(error, ['uploadKey']) ?? MESSAGES.toastError),
      );
  } finally {
    stopTrackingWhenIdle();
  }
}

/** Stops watching and closes the ready toasts (sign-out). */
export function stopUploadTracking() {
  unsubscribe?.();
  unsubscribe = null;
  early.clear();
  dismissReadyToasts();
}

registerReset(stopUploadTracking);
