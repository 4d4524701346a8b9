import { MESSAGES, type UploadKind } from '@folio/shared';
import { firstMessage } from '../../../lib/errors.ts';
import { notify } from '../../../lib/notify.ts';
import { isAbort, uploadFile } from '../../uploads/upload-file.ts';
import { useSaveStatus } from '../save-status.ts';
import type { AssetOps } from '../use-asset-queue.ts';
import { uploads } from './upload-progress.ts';

/** Files sent at the same time; the others wait their turn at 0%. */
const PARALLEL = 3;
let sending = 0;
const waiting: (() => void)[] = [];

/** Resolves when a sending slot is free; rejects if cancelled while waiting. */
function slot(signal: AbortSignal) {
  if (sending < PARALLEL) {
    sending++;
    return Promise.resolve();
  }
  return new Promise<void>((resolve, reject) => {
    const take = () => {
      signal.removeEventListener('abort', cancel);
      sending++;
      resolve();
    };
    const cancel = () => {
      waiting.splice(waiting.indexOf(take), 1);
      reject(new DOMException('The upload was cancelled.', 'AbortError'));
    };
    waiting.push(take);
    signal.addEventListener('abort', cancel, { once: true });
  });
}

function freeSlot() {
  sending--;
  waiting.shift()?.();
}

export type UploadJob = { file: File; kind: UploadKind; rowId: number; ops: AssetOps; signal: AbortSignal };

/**
 * Sends one file outside the edit queue (a big file must not hold other edits back), then creates its
 * asset through the queue in its row's place. Refusals are toasted with the server's words and the
 * row goes away; so does a cancelled one, silently. Counts as a save on its way meanwhile.
 */
export async function runUpload({ file, kind, rowId, ops, signal }: UploadJob) {
  const { begin, end } = useSaveStatus.getState();
  begin();
  try {
    let key: string;
    try {
      await slot(signal);
      try {
        ({ key } = await uploadFile(file, { signal, onProgress: (p) => uploads.progress(rowId, p) }));
      } finally {
        freeSlot();
      }
    } catch (error) {
      ops.release(rowId);
      if (!isAbort(error)) notify.error(error instanceof Error ? error.message : MESSAGES.toastError);
      return;
    }
    uploads.adding(rowId);
    await ops
      .create({ type: kind, uploadKey: key }, { heldId: rowId, toastErrors: false })
      .catch((error: unknown) =>
        notify.error(firstMessage(error, ['uploadKey', 'type']) ?? MESSAGES.toastError),
      );
  } finally {
    uploads.finish(rowId);
    end();
  }
}
