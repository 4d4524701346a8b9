import { Heading, Img, Link } from '@react-email/components';
import type { ReactNode } from 'react';
import { EmailButton } from './email-button.tsx';
import { EmailLayout } from './layout.tsx';
import { AuthorLine, PasteLink, RECIPIENT_FOOTER, type ShareAuthor } from './share-author.tsx';

type AuthorEmailProps = {
  author: ShareAuthor;
  preview: string;
  heading: ReactNode;
  /** The button's words; it opens the recipient's own tracked link. */
  button: string;
  url: string;
  /** The presentation's cover picture (a link-bound file URL), opening the link; null for none. */
  cover?: string | null;
  /** The recipient's page to stop follow-ups of their link. */
  stopUrl?: string;
  children: ReactNode;
};

/** An e-mail sent in an author's name: who it is from, a heading, the body, and the recipient's own link. */
export function AuthorEmail(props: AuthorEmailProps) {
  const { author, preview, heading, button, url, cover, stopUrl, children } = props;
  return (
    <EmailLayout preview={preview} footer={RECIPIENT_FOOTER} brand={author.brand} stopUrl={stopUrl}>
      <AuthorLine author={author} />
      {cover && (
        <Link href={url}>
          <Img
            src={cover}
            alt=""
            width="100%"
            style={{ maxWidth: 456, height: 'auto', borderRadius: 8, margin: '0 0 16px' }}
          />
        </Link>
      )}
      <Heading as="h1" style={{ fontSize: 22, margin: '0 0 8px' }}>
        {heading}
      </Heading>
      {children}
      <EmailButton href={url} color={author.brand?.color}>
        {button}
      </EmailButton>
      <PasteLink url={url} />
    </EmailLayout>
  );
}
