import { RichTextField } from '../rich-text-field.tsx';
import { SectionCard } from '../section-card.tsx';
import type { EditorPresentation } from '../types.ts';
import type { CoverOps } from '../use-cover.ts';
import { CoverLookFields } from './cover-look-fields.tsx';
import { HeaderField } from './header-field.tsx';
import { LogoField } from './logo-field.tsx';
import { SenderFields } from './sender-fields.tsx';
import { TitleField } from './title-field.tsx';
import { VideoHeaderField } from './video-header-field.tsx';

type Props = { presentation: EditorPresentation; cover: CoverOps };

/** The cover card: title, logo, header image or colour, header video, layout, category, picture and sender line. */
export function CoverSection({ presentation, cover }: Props) {
  return (
    <SectionCard title="Cover">
      <TitleField presentation={presentation} cover={cover} />
      <LogoField presentation={presentation} cover={cover} />
      <HeaderField presentation={presentation} cover={cover} />
      <VideoHeaderField presentation={presentation} cover={cover} />
      <CoverLookFields presentation={presentation} cover={cover} />
      <SenderFields presentation={presentation} cover={cover} />
    </SectionCard>
  );
}

/** The opening or closing message, in rich text. */
export function MessageSection({
  presentation,
  cover,
  field,
}: Props & { field: 'openingMsg' | 'closingMsg' }) {
  const label = field === 'openingMsg' ? 'Opening message' : 'Closing message';
  return (
    <SectionCard title={label}>
      <RichTextField
        label={label}
        value={presentation[field]}
        placeholder={
          field === 'openingMsg' ? 'Say hello and set the scene…' : 'Thank them and say what comes next…'
        }
        onChange={(html) => cover.set({ [field]: html })}
        enhance={{
          presentationId: presentation.id,
          name: field === 'openingMsg' ? 'opening_msg' : 'closing_msg',
        }}
      />
    </SectionCard>
  );
}
