import type { BackgroundMeta } from '@folio/shared';
import { Upload } from 'lucide-react';
import { useState } from 'react';
import { notify } from '../../../lib/notify.ts';
import { Button } from '../../../ui/button.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { ImagePickerDialog } from '../../image-picker/index.tsx';
import { PictureEditorDialog } from '../../picture-editor/index.tsx';
import type { PhotoCredit } from '../api.ts';
import { imageFileProblem } from './image-file.ts';

/**
 * Chooses one image in the image picker (device, cloud drives, Unsplash, default logo), checks it,
 * lets the picture editor crop it and hands the result on.
 */
export function ImageUploadButton({
  label,
  editorLabel,
  onFile,
  refuseBlank = false,
}: {
  label: string;
  /** What the picture editor calls the image: 'Edit {editorLabel}'. */
  editorLabel: string;
  /** The edited picture, the photo's credit, and the chosen original with the crop made of it. */
  onFile: (
    file: File,
    credit: PhotoCredit,
    crop: { original: File; meta: BackgroundMeta },
  ) => Promise<unknown>;
  /** Refuse a blank result (spec §5): a header image or a cover picture. */
  refuseBlank?: boolean;
}) {
  const [busy, setBusy] = useState(false);
  const [picking, setPicking] = useState(false);
  const [editing, setEditing] = useState<File | null>(null);
  const [credit, setCredit] = useState<PhotoCredit>({});

  async function finish(edited: File, original: File, meta: BackgroundMeta) {
    setEditing(null);
    setBusy(true);
    await onFile(edited, credit, { original, meta });
    setBusy(false);
  }

  return (
    <>
      <Button variant="secondary" size="sm" disabled={busy} onClick={() => setPicking(true)}>
        {busy ? <Spinner label="Uploading" /> : <Upload className="size-4" aria-hidden />}
        {label}
      </Button>
      <ImagePickerDialog
        open={picking}
        onOpenChange={setPicking}
        allowDefaultLogo={editorLabel === 'logo'}
        onPicked={({ file, unsplashAuthor, unsplashAuthorLink }) => {
          if (!file) return;
          const problem = imageFileProblem(file);
          if (problem) return notify.error(problem);
          setCredit({ unsplashAuthor, unsplashAuthorLink });
          setEditing(file);
        }}
      />
      {editing && (
        <PictureEditorDialog
          file={editing}
          label={editorLabel}
          refuseBlank={refuseBlank}
          onFinish={(edited, meta) => void finish(edited, editing, meta)}
          onCancel={() => setEditing(null)}
        />
      )}
    </>
  );
}
