import { Column, Img, Link, Row, Text } from '@react-email/components';
import { Fragment } from 'react';
import { type MailBrand, THEME } from './layout.tsx';

/**
 * Who a shared presentation is from, as the share e-mails show it: picture, name and job line, and the
 * brand the e-mail wears.
 */
export type ShareAuthor = {
  name: string;
  picture: string | null;
  jobTitle?: string | null;
  brand: MailBrand;
};

export function AuthorLine({ author }: { author: ShareAuthor }) {
  return (
    <Row style={{ margin: '0 0 16px' }}>
      {author.picture && (
        <Column style={{ width: 56, verticalAlign: 'middle' }}>
          <Img
            src={author.picture}
            alt={author.name}
            width={44}
            height={44}
            style={{ borderRadius: 22, objectFit: 'cover' }}
          />
        </Column>
      )}
      <Column style={{ verticalAlign: 'middle' }}>
        <Text style={{ margin: 0, fontSize: 12, color: '#7a8794' }}>Created by</Text>
        <Text style={{ margin: 0, fontSize: 15, fontWeight: 600, color: THEME.text }}>{author.name}</Text>
        {author.jobTitle && (
          <Text style={{ margin: 0, fontSize: 13, color: '#5b6b7a' }}>{author.jobTitle}</Text>
        )}
      </Column>
    </Row>
  );
}

/**
 * A message typed by the author: each line break a <br> (kept in the plain-text part too, where CSS
 * white-space is lost), its text escaped like any React text.
 */
export function AuthorMessage({ message }: { message: string }) {
  // Each line keyed by where it starts in the message.
  let offset = 0;
  const lines = message.split('\n').map((text) => {
    const line = { text: text.replace(/\r$/, ''), start: offset };
    offset += text.length + 1;
    return line;
  });
  return (
    <Text style={{ fontSize: 15, lineHeight: '22px' }}>
      {lines.map(({ text, start }) => (
        <Fragment key={start}>
          {start > 0 && <br />}
          {text}
        </Fragment>
      ))}
    </Text>
  );
}

export const RECIPIENT_FOOTER =
  'You received this e-mail because someone shared their work with you on Folio.';

/** The tracked link in words, for mail clients that hide buttons; long links break so phones need no scroll. */
export function PasteLink({ url }: { url: string }) {
  return (
    <Text style={{ fontSize: 13, color: '#5b6b7a', wordBreak: 'break-all' }}>
      Or paste this link into your browser: <Link href={url}>{url}</Link>
    </Text>
  );
}
