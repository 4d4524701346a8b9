import { FILE_MESSAGES, type UploadKind, uploadKindOf, uploadRefusal } from '@folio/shared';
import { notify } from '../../../lib/notify.ts';
import { useFeatureFlags, useUser } from '../../accounts/api.ts';
import { canUsePremium } from '../../presentations/premium.ts';
import type { AssetOps } from '../use-asset-queue.ts';
import { acceptFor, titleOfFile } from './upload-kinds.ts';
import { uploads } from './upload-progress.ts';

/** The sending code (upload client, queueing) arrives with the first file, not with the editor. */
const loadRunner = () => import('./run-upload.ts');

/**
 * Files picked or dropped into the asset list: each allowed one gets its own row at once and is sent
 * in the background; a refused one is toasted with the spec's message and adds nothing.
 */
export function useAssetUploads(ops: AssetOps) {
  const videoUpload = useFeatureFlags()?.videoUpload ?? false;
  const premium = canUsePremium(useUser());

  function upload(file: File) {
    const refusal = uploadRefusal({ filename: file.name, size: file.size }, { videoUpload, premium });
    const kind = uploadKindOf(file.name, videoUpload);
    if (refusal || !kind) return notify.error(refusal ?? FILE_MESSAGES.typeNotAllowed);
    const rowId = ops.hold({ type: kind, title: titleOfFile(file.name), filename: file.name });
    const controller = new AbortController();
    uploads.start(rowId, () => controller.abort());
    loadRunner().then(
      ({ runUpload }) => runUpload({ file, kind, rowId, ops, signal: controller.signal }),
      () => {
        ops.release(rowId);
        uploads.finish(rowId);
        notify.error();
      },
    );
  }

  return {
    videoUpload,
    /** The picker's accept list for one kind of the add menu, or for any file. */
    accept: (kind: UploadKind | 'any') => acceptFor(kind, videoUpload),
    add: (files: Iterable<File>) => {
      for (const file of files) upload(file);
    },
  };
}

export type AssetUploads = ReturnType<typeof useAssetUploads>;
