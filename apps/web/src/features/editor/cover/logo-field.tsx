import { ImageOff, Trash2 } from 'lucide-react';
import { Button } from '../../../ui/button.tsx';
import type { EditorPresentation } from '../types.ts';
import type { CoverOps } from '../use-cover.ts';
import { ImageUploadButton } from './image-upload-button.tsx';

/** The logo shown on the cover: upload (PATCH multipart `logo`) or remove (`logo: null`). */
export function LogoField({ presentation, cover }: { presentation: EditorPresentation; cover: CoverOps }) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-medium text-ink">Logo</legend>
      <div className="flex flex-wrap items-center gap-3">
        <div className="grid h-16 w-28 place-items-center overflow-hidden rounded-lg border border-mist bg-paper">
          {presentation.logo ? (
            <img
              src={presentation.logo}
              alt="Current logo"
              className="max-h-full max-w-full object-contain p-1"
            />
          ) : (
            <ImageOff className="size-6 text-muted" aria-label="No logo" />
          )}
        </div>
        <ImageUploadButton
          label={presentation.logo ? 'Replace logo' : 'Upload logo'}
          editorLabel="logo"
          onFile={(file) => cover.upload('logo', file)}
        />
        {presentation.logo && (
          <Button variant="ghost" size="sm" onClick={() => cover.commit({ logo: null })}>
            <Trash2 className="size-4" aria-hidden />
            Remove
          </Button>
        )}
      </div>
      <p className="text-sm text-muted">JPG, PNG, BMP or WebP, up to 10 MB.</p>
    </fieldset>
  );
}
