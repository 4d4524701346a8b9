import { AuthorEmail } from './author-email.tsx';
import { AuthorMessage, type ShareAuthor } from './share-author.tsx';

export type FollowUpProps = {
  author: ShareAuthor;
  /** As the owner wrote (or kept) it in the draft. */
  subject: string;
  title: string;
  message: string;
  url: string;
  /** The page that stops this link's follow-ups. */
  stopUrl: string;
};

/** The owner's follow-up to one engaged viewer (issue 18), with the viewer's own link. */
export function FollowUpEmail(props: FollowUpProps) {
  const { author, subject, title, message, url, stopUrl } = props;
  return (
    <AuthorEmail
      author={author}
      preview={subject}
      heading={title}
      button="View Presentation"
      url={url}
      stopUrl={stopUrl}
    >
      <AuthorMessage message={message} />
    </AuthorEmail>
  );
}
