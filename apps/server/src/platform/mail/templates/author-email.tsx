import { Heading } from '@react-email/components';
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
  children: ReactNode;
};

/** An e-mail sent in an author's name: who it is from, a heading, the body, and the recipient's own link. */
export function AuthorEmail({ author, preview, heading, button, url, children }: AuthorEmailProps) {
  return (
    <EmailLayout preview={preview} footer={RECIPIENT_FOOTER}>
      <AuthorLine author={author} />
      <Heading as="h1" style={{ fontSize: 22, margin: '0 0 8px' }}>
        {heading}
      </Heading>
      {children}
      <EmailButton href={url}>{button}</EmailButton>
      <PasteLink url={url} />
    </EmailLayout>
  );
}
