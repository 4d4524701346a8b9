import { type ChangeEvent, useRef } from 'react';
import { Button } from '../../ui/button.tsx';

const LOGO_TYPES = 'image/png,image/jpeg,image/bmp,image/webp';

type Props = {
  /** The heading's id and text. */
  id: string;
  title: string;
  logo: string | null;
  alt: string;
  pending: boolean;
  onFile: (file: File) => void;
  onRemove: () => void;
};

/** A logo with Upload/Change and Remove (png, jpeg, bmp, webp; the server checks the bytes). */
export function LogoPicker({ id, title, logo, alt, pending, onFile, onRemove }: Props) {
  const file = useRef<HTMLInputElement>(null);
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    if (chosen) onFile(chosen);
  };
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h3 id={id} className="text-sm font-medium text-ink">
        {title}
      </h3>
      <div className="flex flex-wrap items-center gap-4">
        <div className="grid h-16 w-40 place-items-center rounded-xl border border-dashed border-mist bg-paper p-2">
          {logo ? (
            <img src={logo} alt={alt} className="max-h-full max-w-full object-contain" />
          ) : (
            <span className="text-sm text-muted">No logo yet</span>
          )}
        </div>
        <div className="flex gap-2">
          <Button
            type="button"
            variant="secondary"
            size="sm"
            loading={pending}
            onClick={() => file.current?.click()}
          >
            {logo ? 'Change logo' : 'Upload logo'}
          </Button>
          {logo && (
            <Button type="button" variant="ghost" size="sm" disabled={pending} onClick={onRemove}>
              Remove
            </Button>
          )}
        </div>
        <input
          ref={file}
          type="file"
          accept={LOGO_TYPES}
          className="sr-only"
          tabIndex={-1}
          aria-label={`${title} file`}
          onChange={onChange}
        />
      </div>
    </section>
  );
}
