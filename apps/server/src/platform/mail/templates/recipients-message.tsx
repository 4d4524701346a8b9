import { AuthorEmail } from './author-email.tsx';
import { AuthorMessage, type ShareAuthor } from './share-author.tsx';

export type RecipientsMessageProps = {
  author: ShareAuthor;
  title: string;
  message: string;
  url: string;
  /** The page that stops this link's follow-ups. */
  stopUrl: string;
};

export const recipientsMessageSubject = ({ author, title }: RecipientsMessageProps) =>
  `A message from ${author.name} about ${title}`;

/** A note from the author to the recipients of a presentation, with each one's own link. */
export function RecipientsMessageEmail(props: RecipientsMessageProps) {
  const { author, title, message, url, stopUrl } = props;
  return (
    <AuthorEmail
      author={author}
      preview={recipientsMessageSubject(props)}
      heading={title}
      button="View Presentation"
      url={url}
      stopUrl={stopUrl}
    >
      <AuthorMessage message={message} />
    </AuthorEmail>
  );
}
