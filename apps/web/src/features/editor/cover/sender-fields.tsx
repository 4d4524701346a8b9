import { useState } from 'react';
import { TextField } from '../../../ui/field.tsx';
import { ColorField } from '../color-field.tsx';
import { ToggleField } from '../toggle-field.tsx';
import type { EditorPresentation } from '../types.ts';
import type { CoverOps } from '../use-cover.ts';

const CREATED_BY_MAX = 200;

/** The sender line of the cover: the user's name (or hidden), the created-by text and its colour. */
export function SenderFields({ presentation, cover }: { presentation: EditorPresentation; cover: CoverOps }) {
  const [text, setText] = useState(presentation.createdByText);
  const [color, setColor] = useState(presentation.createdByTextColor);
  const pickColor = (value: string | null) => {
    setColor(value);
    cover.set({ createdByTextColor: value });
  };
  return (
    <div className="flex flex-col gap-4">
      <ToggleField
        label={`Hide your name${presentation.userName ? ` (${presentation.userName})` : ''}`}
        checked={presentation.userNameIsHidden}
        onCheckedChange={(userNameIsHidden) => cover.commit({ userNameIsHidden })}
      />
      <TextField
        label="Created-by text"
        value={text}
        maxLength={CREATED_BY_MAX}
        placeholder="Presented by Harbour Realty"
        onChange={(event) => {
          const value = event.target.value.slice(0, CREATED_BY_MAX);
          setText(value);
          cover.set({ createdByText: value });
        }}
      />
      <ColorField
        label="Created-by text colour"
        value={color}
        fallback="#ffffff"
        onChange={pickColor}
        onClear={() => pickColor(null)}
      />
    </div>
  );
}
