import {
  AI_TEXTS,
  ASSET_BUILDER_FILES_MAX,
  ASSET_BUILDER_TEXTS,
  ASSET_BUILDER_URLS_MAX,
  type AssetBuilderProgressMessage,
  isWebsiteUrl,
  MESSAGES,
} from '@folio/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Paperclip, X } from 'lucide-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { firstMessage } from '../../../lib/errors.ts';
import { notify } from '../../../lib/notify.ts';
import { useSocketMessage } from '../../../lib/use-socket-message.ts';
import { Button } from '../../../ui/button.tsx';
import { Dialog } from '../../../ui/dialog.tsx';
import { FieldFrame, inputClass } from '../../../ui/field.tsx';
import { ProgressBar } from '../../../ui/progress-bar.tsx';
import { uploadFile } from '../../uploads/upload-file.ts';
import {
  type AssetBuilderDraft,
  assetBuilderCalls,
  assetBuilderKeys,
  draftQuery,
  reviewInput,
  showAdded,
} from './api.ts';
import { ProposalReview } from './proposal-review.tsx';

type PickedFile = { id: number; name: string; key: string | null; progress: number };
let lastFileId = 0;

const linesOf = (text: string) =>
  text
    .split(/\s*\n\s*/)
    .map((line) => line.trim())
    .filter(Boolean);

/**
 * The AI asset builder (spec §4 actions): listing addresses and files in, a generated proposal to review
 * (edit, remove, reorder, select a thumbnail), then added to the presentation in one go. Cancel stops a
 * generation under way.
 */
export function AssetBuilderDialog({
  presentationId,
  open,
  onOpenChange,
}: {
  presentationId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const queryClient = useQueryClient();
  const [draftId, setDraftId] = useState<number | null>(null);
  const [urlText, setUrlText] = useState('');
  const [files, setFiles] = useState<PickedFile[]>([]);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [percentage, setPercentage] = useState(0);
  const picker = useRef<HTMLInputElement>(null);
  const urlsId = useId();
  const { data: draft } = useQuery({ ...draftQuery(draftId ?? 0), enabled: draftId !== null });

  const remember = (next: AssetBuilderDraft) => {
    queryClient.setQueryData(assetBuilderKeys.draft(next.id), next);
    setDraftId(next.id);
    setPercentage(next.percentage);
  };
  useSocketMessage<AssetBuilderProgressMessage>('asset_builder.progress', (progress) => {
    if (progress.draftId !== draftId) return;
    setPercentage((current) => Math.max(current, progress.percentage));
    if (progress.status !== 'generating')
      void queryClient.invalidateQueries({ queryKey: assetBuilderKeys.draft(progress.draftId) });
  });

  function addFiles(picked: File[]) {
    const room = ASSET_BUILDER_FILES_MAX - files.length;
    if (picked.length > room) setError(ASSET_BUILDER_TEXTS.filesTooMany);
    for (const file of picked.slice(0, Math.max(room, 0))) {
      lastFileId += 1;
      const id = lastFileId;
      setFiles((list) => [...list, { id, name: file.name, key: null, progress: 0 }]);
      const change = (patch: Partial<PickedFile>) =>
        setFiles((list) => list.map((f) => (f.id === id ? { ...f, ...patch } : f)));
      uploadFile(file, { onProgress: (progress) => change({ progress }) }).then(
        ({ key }) => change({ key, progress: 100 }),
        (failure: unknown) => {
          setFiles((list) => list.filter((f) => f.id !== id));
          notify.error(failure instanceof Error ? failure.message : MESSAGES.toastError);
        },
      );
    }
  }

  async function generate(event: FormEvent) {
    event.preventDefault();
    const urls = linesOf(urlText);
    const invalid = urls.find((url) => !isWebsiteUrl(url));
    if (invalid) return setError(`${invalid}: ${ASSET_BUILDER_TEXTS.urlInvalid}`);
    if (urls.length > ASSET_BUILDER_URLS_MAX) return setError(ASSET_BUILDER_TEXTS.urlsTooMany);
    const filePaths = files.flatMap((f) => (f.key ? [f.key] : []));
    if (urls.length === 0 && filePaths.length === 0) return setError(ASSET_BUILDER_TEXTS.nothingToRead);
    setBusy(true);
    try {
      const saved = draftId
        ? await assetBuilderCalls.update(draftId, { urls, filePaths })
        : await assetBuilderCalls.create({ presentationId, urls, filePaths });
      remember(saved);
      remember(await assetBuilderCalls.generate(saved.id));
    } catch (failure) {
      setError(firstMessage(failure, ['urls', 'filePaths', 'nonFieldErrors']) ?? MESSAGES.toastError);
    } finally {
      setBusy(false);
    }
  }

  async function cancel() {
    if (!draftId) return;
    setBusy(true);
    try {
      remember(await assetBuilderCalls.cancel(draftId));
    } catch {
      notify.error();
    } finally {
      setBusy(false);
    }
  }

  async function add(items: NonNullable<AssetBuilderDraft['assets']>) {
    if (!draftId) return;
    setBusy(true);
    try {
      await assetBuilderCalls.update(draftId, { assets: items.map(reviewInput) });
      const { assets } = await assetBuilderCalls.add(draftId);
      showAdded(queryClient, presentationId, assets);
      notify.success(ASSET_BUILDER_TEXTS.added(assets.length));
      setDraftId(null);
      setUrlText('');
      setFiles([]);
      onOpenChange(false);
    } catch (failure) {
      notify.error(firstMessage(failure, ['assets', 'filePaths']) ?? MESSAGES.toastError);
    } finally {
      setBusy(false);
    }
  }

  const status = draft?.status ?? 'draft';
  const uploading = files.some((f) => !f.key);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={ASSET_BUILDER_TEXTS.menuItem}
      description="Paste listing addresses and add pictures or files: AI proposes the sections of your presentation for you to review."
    >
      {status === 'generating' ? (
        <div className="flex flex-col gap-4" aria-live="polite">
          <p className="text-sm text-ink">Reading the listing and writing your sections… {percentage}%</p>
          <ProgressBar value={percentage} label="Generating the proposed assets" />
          <div className="flex justify-end">
            <Button variant="secondary" onClick={cancel} loading={busy}>
              Cancel
            </Button>
          </div>
        </div>
      ) : status === 'ready' && draft?.assets ? (
        <ProposalReview
          key={draft.generatedAt}
          proposal={draft.assets}
          busy={busy}
          disclaimer={AI_TEXTS.disclaimer}
          onAdd={add}
          onBack={() =>
            queryClient.setQueryData(assetBuilderKeys.draft(draft.id), { ...draft, status: 'draft' })
          }
        />
      ) : (
        <form onSubmit={generate} noValidate className="flex flex-col gap-5">
          {status === 'failed' && draft?.error && (
            <p role="alert" className="rounded-lg bg-accent/10 px-3 py-2 text-sm text-ink">
              {draft.error}
            </p>
          )}
          <FieldFrame id={urlsId} label="Listing addresses (one per line)" error={error || undefined}>
            <textarea
              id={urlsId}
              rows={3}
              value={urlText}
              inputMode="url"
              placeholder="https://www.example.com/listing/12-harbour-lane"
              className={inputClass(Boolean(error), 'min-h-24 py-2')}
              onChange={(event) => {
                setUrlText(event.target.value);
                setError('');
              }}
            />
          </FieldFrame>
          <div className="flex flex-col gap-2">
            <Button variant="secondary" className="self-start" onClick={() => picker.current?.click()}>
              <Paperclip className="size-4" aria-hidden />
              Add pictures or files
            </Button>
            <input
              ref={picker}
              type="file"
              multiple
              hidden
              data-testid="asset-builder-file-input"
              onChange={(event) => {
                addFiles([...(event.currentTarget.files ?? [])]);
                event.currentTarget.value = '';
              }}
            />
            {files.length > 0 && (
              <ul className="flex flex-col gap-1 text-sm" aria-label="Files to place">
                {files.map((file) => (
                  <li
                    key={file.id}
                    className="flex items-center gap-2 rounded-lg bg-theme-lightest px-3 py-1.5"
                  >
                    <span className="min-w-0 flex-1 truncate">{file.name}</span>
                    {file.key ? null : <span className="text-muted">{Math.round(file.progress)}%</span>}
                    <button
                      type="button"
                      aria-label={`Remove ${file.name}`}
                      className="grid size-7 place-items-center rounded text-muted hover:text-ink"
                      onClick={() => setFiles((list) => list.filter((f) => f !== file))}
                    >
                      <X className="size-4" aria-hidden />
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </div>
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="ghost" onClick={() => onOpenChange(false)}>
              Close
            </Button>
            <Button type="submit" loading={busy} disabled={uploading}>
              {status === 'failed' ? 'Try again' : 'Generate'}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
