import { Heading, Text } from '@react-email/components';
import { EmailButton } from './email-button.tsx';
import { EmailLayout, type MailBrand } from './layout.tsx';
import { PasteLink } from './share-author.tsx';
import { oneLine } from './when.ts';

export type PresentationReminderProps = {
  recipientName: string;
  /** The sender as recipients know them: the link's author, else the presentation's owner. */
  author: string;
  /** The subject of the original e-mail. */
  subject: string;
  title: string;
  kind: 'presentation' | 'document';
  url: string;
  /** The page that stops this link's reminders. */
  stopUrl: string;
  /** The brand of the agent the presentation is from. */
  brand: MailBrand;
};

export const presentationReminderSubject = ({ subject }: PresentationReminderProps) =>
  oneLine(`Reminder: ${subject}`);

/** To a recipient who has not opened an e-mailed link yet (automatic reminders). */
export function PresentationReminderEmail(props: PresentationReminderProps) {
  const { recipientName, author, title, kind, url } = props;
  return (
    <EmailLayout
      brand={props.brand}
      stopUrl={props.stopUrl}
      preview={presentationReminderSubject(props)}
      footer={`You received this e-mail because ${author} shared a ${kind} with you on Folio.`}
    >
      <Heading as="h1" style={{ fontSize: 22, margin: '0 0 16px' }}>
        {title}
      </Heading>
      <Text>Hi {recipientName || 'there'},</Text>
      <Text>
        A friendly reminder: {author} shared the {kind} '{title}' with you and it is waiting for you.
      </Text>
      <EmailButton href={url} color={props.brand?.color}>
        Open the {kind}
      </EmailButton>
      <PasteLink url={url} />
    </EmailLayout>
  );
}
