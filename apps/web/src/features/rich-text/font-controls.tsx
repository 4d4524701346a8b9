import { type Editor, useEditorState } from '@tiptap/react';
import { FONT_FAMILIES, FONT_SIZES, fontOf } from './fonts.ts';

const selectClass =
  'h-9 rounded-md border border-mist bg-white px-2 text-sm text-ink hover:border-theme-light';

/** The font and size pickers (spec §9); the first option goes back to the default. */
export function FontControls({ editor }: { editor: Editor }) {
  const { family, size } = useEditorState({
    editor,
    selector: ({ editor: e }) => {
      const style = e.getAttributes('textStyle');
      return {
        family: fontOf(style.fontFamily as string | undefined)?.value ?? '',
        size: ((style.fontSize as string | undefined) ?? '').replace(/px$/, ''),
      };
    },
  });
  return (
    <>
      <select
        aria-label="Font"
        value={family}
        onChange={(event) => {
          const chain = editor.chain().focus();
          (event.target.value ? chain.setFontFamily(event.target.value) : chain.unsetFontFamily()).run();
        }}
        className={`${selectClass} w-36`}
      >
        <option value="">Font</option>
        {FONT_FAMILIES.map((font) => (
          <option key={font.label} value={font.value} style={{ fontFamily: font.value }}>
            {font.label}
          </option>
        ))}
      </select>
      <select
        aria-label="Font size"
        value={size}
        onChange={(event) => {
          const chain = editor.chain().focus();
          (event.target.value ? chain.setFontSize(`${event.target.value}px`) : chain.unsetFontSize()).run();
        }}
        className={`${selectClass} w-20`}
      >
        <option value="">Size</option>
        {FONT_SIZES.map((px) => (
          <option key={px} value={px}>
            {px}
          </option>
        ))}
      </select>
    </>
  );
}
