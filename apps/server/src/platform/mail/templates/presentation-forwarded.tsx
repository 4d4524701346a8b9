import { Heading, Text } from '@react-email/components';
import { EmailButton } from './email-button.tsx';
import { EmailLayout, type MailBrand } from './layout.tsx';
import { PasteLink } from './share-author.tsx';

export type PresentationForwardedProps = {
  /** Who forwarded: the viewer as they identified themselves, else the link's name or 'Someone'. */
  forwarder: string;
  title: string;
  /** The forwarder's note, plain text ('' for none). */
  message: string;
  /** The link the new recipient opens: a tracked link of their own, or the forwarder's. */
  url: string /** The brand of the agent the presentation is from. */;
  brand: MailBrand;
};

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

export const presentationForwardedSubject = ({ forwarder, title }: PresentationForwardedProps) =>
  oneLine(`${forwarder} forwarded you '${title}'`);

/** To the new recipient of a forwarded link; every value is text, never markup. */
export function PresentationForwardedEmail(props: PresentationForwardedProps) {
  const { message, url } = props;
  return (
    <EmailLayout
      brand={props.brand}
      preview={presentationForwardedSubject(props)}
      footer="You received this e-mail because someone forwarded a Folio presentation to you."
    >
      <Heading as="h1" style={{ fontSize: 22, margin: '0 0 16px' }}>
        {presentationForwardedSubject(props)}
      </Heading>
      {message && <Text style={{ whiteSpace: 'pre-line' }}>{message}</Text>}
      <EmailButton href={url} color={props.brand?.color}>
        View Presentation
      </EmailButton>
      <PasteLink url={url} />
    </EmailLayout>
  );
}
