import { CATEGORY_MAX, type CoverStyle, type PicturePosition } from '@folio/shared';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../ui/button.tsx';
import { TextField } from '../../../ui/field.tsx';
import type { EditorPresentation } from '../types.ts';
import type { CoverOps } from '../use-cover.ts';
import { ImageUploadButton } from './image-upload-button.tsx';
import { SegmentedChoice } from './segmented-choice.tsx';

const STYLES = [
  { value: 'classic', label: 'Classic' },
  { value: 'centered', label: 'Centered' },
] as const satisfies readonly { value: CoverStyle; label: string }[];
const POSITIONS = [
  { value: 'left', label: 'Left' },
  { value: 'center', label: 'Center' },
  { value: 'right', label: 'Right' },
] as const satisfies readonly { value: PicturePosition; label: string }[];

type Props = { presentation: EditorPresentation; cover: CoverOps };

/** How the cover reads: its layout, a category above the title, and a picture (a headshot, a home) placed on it. */
export function CoverLookFields({ presentation, cover }: Props) {
  const [category, setCategory] = useState(presentation.category);
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-2">
        <span className="text-sm font-medium text-ink">Layout</span>
        <SegmentedChoice
          label="Cover layout"
          options={STYLES}
          value={presentation.style}
          onChange={(style) => cover.commit({ style })}
        />
      </div>
      <TextField
        label="Category"
        value={category}
        maxLength={CATEGORY_MAX}
        placeholder="Waterfront homes"
        onChange={(event) => {
          const value = event.target.value.slice(0, CATEGORY_MAX);
          setCategory(value);
          cover.set({ category: value });
        }}
      />
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-medium text-ink">Picture</legend>
        <div className="flex flex-wrap items-center gap-3">
          {presentation.picture && (
            <img
              src={presentation.picture}
              alt="On the cover"
              className="size-14 rounded-full object-cover"
            />
          )}
          <ImageUploadButton
            label={presentation.picture ? 'Replace picture' : 'Upload picture'}
            editorLabel="picture"
            refuseBlank
            onFile={(edited) => cover.upload('picture', edited)}
          />
          {presentation.picture && (
            <Button variant="ghost" size="sm" onClick={() => cover.commit({ picture: null })}>
              <Trash2 className="size-4" aria-hidden />
              Remove picture
            </Button>
          )}
        </div>
        {presentation.picture && (
          <SegmentedChoice
            label="Picture position"
            options={POSITIONS}
            value={presentation.picturePosition}
            onChange={(picturePosition) => cover.commit({ picturePosition })}
          />
        )}
      </fieldset>
    </div>
  );
}
