import { SCREENSHOT_ASSET_TYPES } from '@folio/shared';
import { Camera, ImageUp, RotateCcw } from 'lucide-react';
import { useRef, useState } from 'react';
import { notify } from '../../../lib/notify.ts';
import { Button } from '../../../ui/button.tsx';
import { cn } from '../../../ui/cn.ts';
import { Dialog } from '../../../ui/dialog.tsx';
import { ProgressBar } from '../../../ui/progress-bar.tsx';
import { PictureEditorDialog } from '../../picture-editor/index.tsx';
import { IMAGE_ACCEPT, imageFileProblem } from '../cover/image-file.ts';
import type { EditorAsset } from '../types.ts';
import { isTakingScreenshot, shownThumbnail } from './thumbnail-cache.ts';
import { useThumbnailActions } from './use-thumbnail-actions.ts';

export const THUMBNAIL_DIALOG_TEXTS = {
  title: 'Change thumbnail',
  upload: 'Upload a picture',
  pages: 'Choose a page',
  screenshot: 'Use a screenshot of the website',
  retake: 'Take a new screenshot',
  taking: 'Taking a screenshot of the website…',
  failed: 'The last screenshot could not be taken.',
  original: 'Back to original',
  none: 'No thumbnail yet',
} as const;

const sectionTitle = 'text-sm font-semibold text-ink';

/** Whether the asset's thumbnail can be changed here (what shows a thumbnail: files, media, links). */
export const hasThumbnail = (asset: EditorAsset) =>
  ['file', 'image', 'video', 'video_url', 'link', 'website'].includes(asset.type);

/**
 * Spec §3 thumbnails: the current one, an uploaded picture cut in the picture editor, one of the
 * converted pages, a website's screenshot (taken by a job, its progress shown), and back to original.
 */
export function ThumbnailDialog({
  asset,
  open,
  onOpenChange,
}: {
  asset: EditorAsset;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { upload, choose, busy } = useThumbnailActions(asset);
  const input = useRef<HTMLInputElement>(null);
  const [editing, setEditing] = useState<File | null>(null);
  const current = shownThumbnail(asset);
  const taking = isTakingScreenshot(asset);
  const website = (SCREENSHOT_ASSET_TYPES as readonly string[]).includes(asset.type) && asset.website;
  const T = THUMBNAIL_DIALOG_TEXTS;

  return (
    <>
      <Dialog open={open && !editing} onOpenChange={onOpenChange} title={T.title} className="max-w-lg">
        <div className="flex flex-col gap-6">
          <div className="flex items-center gap-4">
            {current ? (
              <img
                src={current}
                alt="Current thumbnail"
                className="h-24 w-36 shrink-0 rounded-lg border border-mist bg-paper object-cover"
              />
            ) : (
              <div className="grid h-24 w-36 shrink-0 place-items-center rounded-lg bg-paper text-xs text-muted">
                {T.none}
              </div>
            )}
            <div className="flex min-w-0 flex-col items-start gap-2">
              <Button variant="secondary" size="sm" disabled={busy} onClick={() => input.current?.click()}>
                <ImageUp className="size-4" aria-hidden />
                {T.upload}
              </Button>
              {!asset.thumbnailIsOriginal && (
                <Button
                  variant="ghost"
                  size="sm"
                  disabled={busy}
                  onClick={() => choose.mutate({ thumbnailIsOriginal: true })}
                >
                  <RotateCcw className="size-4" aria-hidden />
                  {T.original}
                </Button>
              )}
            </div>
            <input
              ref={input}
              type="file"
              accept={IMAGE_ACCEPT}
              className="sr-only"
              tabIndex={-1}
              aria-label={T.upload}
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                if (!file) return;
                const problem = imageFileProblem(file);
                if (problem) return notify.error(problem);
                setEditing(file);
              }}
            />
          </div>

          {asset.pageThumbnails.length > 0 && (
            <section className="flex flex-col gap-3" aria-label={T.pages}>
              <h3 className={sectionTitle}>{T.pages}</h3>
              <ul className="grid max-h-64 grid-cols-3 gap-2 overflow-y-auto p-1 wide:grid-cols-4">
                {asset.pageThumbnails.map((src, index) => {
                  const chosen = asset.thumbnailMeta?.source === 'page' && asset.selectedThumbnail === index;
                  return (
                    <li key={src}>
                      <button
                        type="button"
                        disabled={busy}
                        aria-pressed={chosen}
                        aria-label={`Page ${index + 1}`}
                        onClick={() => choose.mutate({ selectedThumbnail: index })}
                        className={cn(
                          'flex w-full flex-col items-center gap-1 rounded-lg border p-1 text-xs text-muted hover:border-theme',
                          chosen ? 'border-theme ring-2 ring-theme-light' : 'border-mist',
                        )}
                      >
                        <img
                          src={src}
                          alt=""
                          className="aspect-[3/4] w-full rounded bg-paper object-cover object-top"
                        />
                        {index + 1}
                      </button>
                    </li>
                  );
                })}
              </ul>
            </section>
          )}

          {website && (
            <section className="flex flex-col gap-3" aria-label="Website screenshot">
              <h3 className={sectionTitle}>Website screenshot</h3>
              {taking ? (
                <div className="flex flex-col gap-2" role="status">
                  <p className="text-xs text-muted">{T.taking}</p>
                  <ProgressBar
                    value={asset.jobThumbnailStatus === 'running' ? 50 : 10}
                    label="Taking a screenshot"
                  />
                </div>
              ) : (
                <div className="flex flex-wrap items-center gap-2">
                  {asset.jobThumbnailStatus === 'failed' && (
                    <p role="alert" className="w-full text-xs text-danger">
                      {T.failed}
                    </p>
                  )}
                  {!asset.isUsingScreenshot && (
                    <Button
                      variant="secondary"
                      size="sm"
                      disabled={busy}
                      onClick={() => choose.mutate({ isUsingScreenshot: true })}
                    >
                      <Camera className="size-4" aria-hidden />
                      {T.screenshot}
                    </Button>
                  )}
                  {asset.thumbnailScreenshot && (
                    <Button
                      variant="ghost"
                      size="sm"
                      disabled={busy}
                      onClick={() => choose.mutate({ isUsingScreenshot: true, retakeScreenshot: true })}
                    >
                      {T.retake}
                    </Button>
                  )}
                </div>
              )}
            </section>
          )}
        </div>
      </Dialog>
      {editing && (
        <PictureEditorDialog
          file={editing}
          label="thumbnail"
          onCancel={() => setEditing(null)}
          onFinish={(cropped, crop) => {
            const picture = editing;
            setEditing(null);
            upload.mutate({ picture, cropped, crop });
          }}
        />
      )}
    </>
  );
}
