import { Heading, Text } from '@react-email/components';
import { EmailButton } from './email-button.tsx';
import { EmailLayout } from './layout.tsx';

export type WebhookDisabledProps = {
  /** The endpoint's URL. */
  url: string;
  /** Failed deliveries in a row that turned it off. */
  failures: number;
  /** Settings → Integrations, where it is turned on again. */
  settingsUrl: string;
};

export const webhookDisabledSubject = () => 'Your Folio webhook endpoint was disabled';

export function WebhookDisabledEmail({ url, failures, settingsUrl }: WebhookDisabledProps) {
  return (
    <EmailLayout
      preview={webhookDisabledSubject()}
      footer="You received this e-mail because you registered this webhook endpoint in Folio."
    >
      <Heading as="h1" style={{ fontSize: 22, margin: '0 0 16px' }}>
        Webhook endpoint disabled
      </Heading>
      <Text>
        We stopped sending events to {url}: its last {failures} deliveries failed, each retried for 24 hours.
      </Text>
      <Text>
        Check that the endpoint answers with a 2xx status, then turn it on again in Settings → Integrations.
        Events that happened while it was off are not sent.
      </Text>
      <EmailButton href={settingsUrl}>Open webhook settings</EmailButton>
    </EmailLayout>
  );
}
