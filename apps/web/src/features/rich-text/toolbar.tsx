import { type Editor, useEditorState } from '@tiptap/react';
import {
  AlignCenter,
  AlignLeft,
  AlignRight,
  Bold,
  Italic,
  Link,
  List,
  Palette,
  Smile,
  Underline,
} from 'lucide-react';
import { useState } from 'react';
import { ColorPanel } from './color-panel.tsx';
import { EmojiPanel } from './emoji-panel.tsx';
import { ALIGNMENTS } from './extensions.ts';
import { FontControls } from './font-controls.tsx';
import { LinkPanel } from './link-panel.tsx';
import { ToolbarButton } from './toolbar-button.tsx';
import { ToolbarPopover } from './toolbar-popover.tsx';

const ALIGN_ICONS = { left: AlignLeft, center: AlignCenter, right: AlignRight };
const ALIGN_LABELS = { left: 'Align left', center: 'Align centre', right: 'Align right' };

type Panel = 'link' | 'color' | 'emoji' | null;

/** Bold, italic, underline, bulleted list, link, alignment, emoji, colour, font and size (spec §2, §9). */
export function Toolbar({ editor, label }: { editor: Editor; label: string }) {
  const [panel, setPanel] = useState<Panel>(null);
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      bulletList: e.isActive('bulletList'),
      link: e.isActive('link'),
      align: ALIGNMENTS.find((a) => e.isActive({ textAlign: a })) ?? 'left',
      color: (e.getAttributes('textStyle').color as string | undefined) ?? null,
    }),
  });
  const chain = () => editor.chain().focus();
  const toggle = (name: Exclude<Panel, null>) => (open: boolean) => setPanel(open ? name : null);
  const close = () => setPanel(null);

  return (
    <div
      role="toolbar"
      aria-label={`${label} formatting`}
      className="flex flex-wrap items-center gap-1 border-b border-mist px-2 py-1.5"
    >
      <ToolbarButton
        label="Bold"
        icon={Bold}
        active={state.bold}
        onClick={() => chain().toggleBold().run()}
      />
      <ToolbarButton
        label="Italic"
        icon={Italic}
        active={state.italic}
        onClick={() => chain().toggleItalic().run()}
      />
      <ToolbarButton
        label="Underline"
        icon={Underline}
        active={state.underline}
        onClick={() => chain().toggleUnderline().run()}
      />
      <ToolbarButton
        label="Bulleted list"
        icon={List}
        active={state.bulletList}
        onClick={() => chain().toggleBulletList().run()}
      />
      <ToolbarPopover
        label="Link"
        icon={Link}
        active={state.link}
        open={panel === 'link'}
        onOpenChange={toggle('link')}
      >
        <LinkPanel editor={editor} onDone={close} />
      </ToolbarPopover>
      <span aria-hidden className="mx-1 h-6 w-px bg-mist" />
      {ALIGNMENTS.map((align) => (
        <ToolbarButton
          key={align}
          label={ALIGN_LABELS[align]}
          icon={ALIGN_ICONS[align]}
          active={state.align === align}
          onClick={() => chain().setTextAlign(align).run()}
        />
      ))}
      <span aria-hidden className="mx-1 h-6 w-px bg-mist" />
      <ToolbarPopover label="Emoji" icon={Smile} open={panel === 'emoji'} onOpenChange={toggle('emoji')}>
        <EmojiPanel editor={editor} onDone={close} />
      </ToolbarPopover>
      <ToolbarPopover
        label="Text colour"
        icon={Palette}
        active={state.color !== null}
        open={panel === 'color'}
        onOpenChange={toggle('color')}
      >
        <ColorPanel editor={editor} current={state.color} onDone={close} />
      </ToolbarPopover>
      <FontControls editor={editor} />
    </div>
  );
}
