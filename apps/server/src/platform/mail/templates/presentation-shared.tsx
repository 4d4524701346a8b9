import { AuthorEmail } from './author-email.tsx';
import { AuthorMessage, type ShareAuthor } from './share-author.tsx';

export type PresentationSharedProps = {
  author: ShareAuthor;
  /** The subject the author typed: the e-mail's subject and heading. */
  subject: string;
  message: string;
  /** The recipient's own tracked link. */
  url: string;
  /** The presentation's cover picture, through the recipient's link; null when it has none or is gated. */
  cover: string | null;
  /** The page that stops this link's reminders and follow-ups; absent in the author's preview. */
  stopUrl?: string;
};

/** Body shared by the presentation and document e-mails; only the button differs. */
function SharedEmail({
  author,
  subject,
  message,
  url,
  cover,
  stopUrl,
  button,
}: PresentationSharedProps & { button: string }) {
  return (
    <AuthorEmail
      author={author}
      preview={subject}
      heading={subject}
      button={button}
      url={url}
      cover={cover}
      stopUrl={stopUrl}
    >
      <AuthorMessage message={message} />
    </AuthorEmail>
  );
}

export function PresentationSharedEmail(props: PresentationSharedProps) {
  return <SharedEmail {...props} button="View Presentation" />;
}

export type DocumentSharedProps = PresentationSharedProps & {
  /** 'PDF', 'presentation'…; null when the file's kind is unknown. */
  fileType: string | null;
};

const capitalized = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export function DocumentSharedEmail({ fileType, ...props }: DocumentSharedProps) {
  return <SharedEmail {...props} button={`View ${fileType ? capitalized(fileType) : 'File'}`} />;
}
