import { Text } from '@react-email/components';
import { AuthorEmail } from './author-email.tsx';
import type { ShareAuthor } from './share-author.tsx';

export type PresentationUpdatedProps = {
  author: ShareAuthor;
  title: string;
  url: string;
  /** The page that stops this link's follow-ups. */
  stopUrl: string;
};

export const presentationUpdatedSubject = ({ author, title }: PresentationUpdatedProps) =>
  `${author.name} updated ${title}`;

/** Tells a recipient that a presentation shared with them changed, with their own link. */
export function PresentationUpdatedEmail(props: PresentationUpdatedProps) {
  const { author, title, url, stopUrl } = props;
  return (
    <AuthorEmail
      author={author}
      preview={presentationUpdatedSubject(props)}
      heading={<>{title} was updated</>}
      button="View Presentation"
      url={url}
      stopUrl={stopUrl}
    >
      <Text>{author.name} made changes to what they shared with you. Have a look at the latest version.</Text>
    </AuthorEmail>
  );
}
