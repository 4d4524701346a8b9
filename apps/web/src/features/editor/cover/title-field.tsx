import { TITLE_MAX } from '@folio/shared';
import { useState } from 'react';
import { TextField } from '../../../ui/field.tsx';
import { EnhancePanel } from '../../rich-text/enhance-panel.tsx';
import { ToggleField } from '../toggle-field.tsx';
import type { EditorPresentation } from '../types.ts';
import type { CoverOps } from '../use-cover.ts';

/** The title (at most 100 characters: longer input is cut) and its 'hide title' switch. */
export function TitleField({ presentation, cover }: { presentation: EditorPresentation; cover: CoverOps }) {
  const [title, setTitle] = useState(presentation.title);
  const change = (value: string) => {
    setTitle(value);
    cover.set({ title: value });
  };
  return (
    <div className="flex flex-col gap-3">
      <TextField
        label="Title"
        value={title}
        maxLength={TITLE_MAX}
        placeholder="Name your presentation"
        hint={`${title.length} / ${TITLE_MAX}`}
        onChange={(event) => change(event.target.value.slice(0, TITLE_MAX))}
      />
      {title.trim() && (
        <EnhancePanel
          target={{ presentationId: presentation.id, name: 'title' }}
          label="Title"
          text={() => title}
          onAccept={change}
        />
      )}
      <ToggleField
        label="Hide title"
        checked={presentation.titleIsHidden}
        onCheckedChange={(titleIsHidden) => cover.commit({ titleIsHidden })}
      />
    </div>
  );
}
