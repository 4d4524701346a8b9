import type { Editor } from '@tiptap/react';
import { EMOJI } from './emoji.ts';

/** A small grid of common emoji; a click inserts one at the cursor. */
export function EmojiPanel({ editor, onDone }: { editor: Editor; onDone: () => void }) {
  return (
    <div className="grid grid-cols-8 gap-1">
      {EMOJI.map((emoji) => (
        <button
          key={emoji.char}
          type="button"
          aria-label={emoji.name}
          title={emoji.name}
          onClick={() => {
            editor.chain().focus().insertContent(emoji.char).run();
            onDone();
          }}
          className="grid size-8 place-items-center rounded-md text-xl hover:bg-theme-lightest"
        >
          {emoji.char}
        </button>
      ))}
    </div>
  );
}
