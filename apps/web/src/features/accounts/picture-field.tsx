import { MESSAGES } from '@folio/shared';
import { ImagePlus } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { isAcceptedPicture, PICTURE_ACCEPT, PICTURE_MAX_BYTES } from '../../lib/picture-files.ts';
import { Avatar } from '../../ui/avatar.tsx';
import { PictureEditorDialog } from '../picture-editor/index.tsx';

type PictureFieldProps = {
  name: string;
  current: string | null;
  onChange: (file: File | undefined) => void;
  error?: string;
};

/** An optional square picture: jpg, jpeg, png or bmp, cut to a square in the picture editor before upload. */
export function PictureField({ name, current, onChange, error }: PictureFieldProps) {
  const id = useId();
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<string>();
  const [editing, setEditing] = useState<File | null>(null);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const choose = (file: File | undefined) => {
    setProblem(undefined);
    if (!file) return;
    if (!isAcceptedPicture(file)) return setProblem(MESSAGES.invalidImage);
    if (file.size > PICTURE_MAX_BYTES) return setProblem(MESSAGES.imageTooLarge);
    setEditing(file);
  };

  const finish = (edited: File) => {
    setEditing(null);
    setPreview(URL.createObjectURL(edited));
    onChange(edited);
  };

  const shown = problem ?? error;
  return (
    <div className="flex items-center gap-4">
      <Avatar src={preview ?? current} name={name} className="size-16 text-lg" />
      <div className="flex flex-col gap-1">
        <label
          htmlFor={id}
          className="inline-flex h-10 cursor-pointer items-center gap-2 self-start rounded-lg border border-mist px-4 text-sm font-semibold hover:bg-theme-lightest has-focus-visible:outline-2 has-focus-visible:outline-accent"
        >
          <ImagePlus className="size-4" aria-hidden />
          {preview || current ? 'Change picture' : 'Add a picture'}
          <input
            id={id}
            type="file"
            accept={PICTURE_ACCEPT}
            className="sr-only"
            aria-describedby={shown ? `${id}-error` : `${id}-hint`}
            onChange={(e) => {
              choose(e.target.files?.[0]);
              // The same file can be chosen again after the editor was cancelled.
              e.target.value = '';
            }}
          />
        </label>
        {shown ? (
          <p id={`${id}-error`} role="alert" className="text-sm text-danger">
            {shown}
          </p>
        ) : (
          <p id={`${id}-hint`} className="text-sm text-muted">
            Optional. JPG, PNG or BMP, cropped to a square.
          </p>
        )}
      </div>
      {editing && (
        <PictureEditorDialog
          file={editing}
          label="picture"
          squareOnly
          onFinish={finish}
          onCancel={() => setEditing(null)}
        />
      )}
    </div>
  );
}
