import { Heading, Text } from '@react-email/components';
import { EmailButton } from './email-button.tsx';
import { EmailLayout } from './layout.tsx';
import { oneLine } from './when.ts';

export type HotLeadProps = {
  /** Who: the name given, else their e-mail, phone, the link's name or 'Someone'. */
  viewer: string;
  title: string;
  /** They came back (an earlier visit of theirs exists), else they stayed `minutes` or more. */
  returned: boolean;
  minutes: number;
  insightsUrl: string;
};

export const hotLeadSubject = ({ viewer, title, returned, minutes }: HotLeadProps) =>
  oneLine(
    returned
      ? `Hot lead: ${viewer} came back to '${title}'`
      : `Hot lead: ${viewer} has spent ${minutes} min on '${title}'`,
  );

/** To the owner: a viewer came back, or stayed longer than the owner's hot lead minutes. */
export function HotLeadEmail(props: HotLeadProps) {
  const { viewer, title, returned, minutes, insightsUrl } = props;
  return (
    <EmailLayout preview={hotLeadSubject(props)}>
      <Heading as="h1" style={{ fontSize: 22, margin: '0 0 16px' }}>
        {hotLeadSubject(props)}
      </Heading>
      <Text>
        {returned
          ? `${viewer} opened '${title}' again: a good moment to get in touch.`
          : `${viewer} has been looking at '${title}' for ${minutes} minutes or more: a good moment to get in touch.`}
      </Text>
      <EmailButton href={insightsUrl}>View insights</EmailButton>
    </EmailLayout>
  );
}
