import {
  FILE_MESSAGES,
  formatMegabytes,
  isVideoUrl,
  MEDIA_TEXTS,
  PREMIUM_MESSAGES,
  VIDEO_MAX_BYTES,
} from '@folio/shared';
import { Lock, Trash2, Upload } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { notify } from '../../../lib/notify.ts';
import { Button } from '../../../ui/button.tsx';
import { TextField } from '../../../ui/field.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { useUser } from '../../accounts/api.ts';
import { canUsePremium, openUpgradeDialog } from '../../presentations/premium.ts';
import type { EditorPresentation } from '../types.ts';
import type { CoverOps } from '../use-cover.ts';
import { posterFrame } from './poster-frame.ts';

export const VIDEO_ACCEPT = 'video/mp4,video/webm,video/quicktime,.mp4,.m4v,.webm,.mov';

type Props = { presentation: EditorPresentation; cover: CoverOps };

/**
 * The header video (premium): a video file (its first frame becomes the poster) or another site's video
 * by its https address. It plays muted and looping behind the title; phones on metered data see the poster.
 */
export function VideoHeaderField({ presentation, cover }: Props) {
  const premium = canUsePremium(useUser());
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [address, setAddress] = useState('');
  const [error, setError] = useState<string | undefined>();
  const video = presentation.backgroundVideoUrl;

  async function upload(file: File) {
    if (file.size > VIDEO_MAX_BYTES) return notify.error(FILE_MESSAGES.videoTooLarge);
    setBusy(`${file.name} · ${formatMegabytes(file.size)}`);
    const poster = await posterFrame(file);
    await cover.upload('backgroundVideoUrl', file, poster ? { backgroundVideoPoster: poster } : {});
    setBusy(null);
  }

  function submitAddress(event: FormEvent) {
    event.preventDefault();
    const value = address.trim();
    if (!isVideoUrl(value)) return setError(MEDIA_TEXTS.invalidVideoUrl);
    setError(undefined);
    setAddress('');
    cover.commit({ backgroundVideoUrl: value });
  }

  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 text-sm font-medium text-ink">Header video</legend>
      {video && (
        <div className="flex flex-wrap items-center gap-3">
          <video
            data-testid="header-video-preview"
            src={video}
            poster={presentation.backgroundVideoPoster ?? undefined}
            muted
            playsInline
            preload="metadata"
            className="h-20 w-36 rounded-lg bg-ink object-cover"
          />
          <Button variant="ghost" size="sm" onClick={() => cover.commit({ backgroundVideoUrl: null })}>
            <Trash2 className="size-4" aria-hidden />
            Remove video
          </Button>
        </div>
      )}
      {!premium && !video ? (
        <div className="flex flex-wrap items-center gap-3 text-sm text-muted">
          <Lock className="size-4" aria-hidden />
          <span>{PREMIUM_MESSAGES.videoHeaders}</span>
          <Button variant="secondary" size="sm" onClick={openUpgradeDialog}>
            Upgrade
          </Button>
        </div>
      ) : (
        <>
          <div className="flex flex-wrap items-center gap-2">
            <Button
              variant="secondary"
              size="sm"
              disabled={busy !== null}
              onClick={() => input.current?.click()}
            >
              {busy ? <Spinner label="Uploading" /> : <Upload className="size-4" aria-hidden />}
              {video ? 'Replace video' : 'Upload video'}
            </Button>
            {busy && <span className="text-sm text-muted">{busy}</span>}
            <input
              ref={input}
              type="file"
              accept={VIDEO_ACCEPT}
              className="sr-only"
              tabIndex={-1}
              aria-label="Header video file"
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                if (file) void upload(file);
              }}
            />
          </div>
          <form
            className="flex flex-col gap-2 wide:flex-row wide:items-end"
            onSubmit={submitAddress}
            noValidate
          >
            <div className="flex-1">
              <TextField
                label="Or a video address"
                type="url"
                value={address}
                error={error}
                placeholder="https://…/tour.mp4"
                onChange={(event) => setAddress(event.target.value)}
              />
            </div>
            <Button type="submit" variant="secondary" disabled={!address.trim()}>
              Use video
            </Button>
          </form>
          <p className="text-sm text-muted">
            MP4, WebM or MOV, up to 100 MB. It plays muted and looping; on phones with metered data the first
            frame shows with a play button.
          </p>
        </>
      )}
    </fieldset>
  );
}
