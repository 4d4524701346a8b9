import { Heading, Text } from '@react-email/components';
import { EmailLayout, type MailBrand } from './layout.tsx';

export type LinkVerificationCodeProps = {
  code: string;
  /** The presentation's title, and who shared it. */
  title: string;
  sender: string;
  minutes: number;
  brand: MailBrand;
};

export const linkVerificationCodeSubject = ({ code }: LinkVerificationCodeProps) =>
  `${code} is your code to view the presentation`;

/** The code a recipient typed their address for at a link's verified e-mail gate (issue 18). */
export function LinkVerificationCodeEmail(props: LinkVerificationCodeProps) {
  const { code, title, sender, minutes } = props;
  return (
    <EmailLayout
      brand={props.brand}
      preview={linkVerificationCodeSubject(props)}
      footer="You received this e-mail because this address was entered to view a presentation shared on Folio."
    >
      <Heading as="h1" style={{ fontSize: 22, margin: '0 0 16px' }}>
        Your code to view '{title}'
      </Heading>
      <Text>
        {sender} asks viewers to confirm their e-mail address. Enter this code on the presentation's page:
      </Text>
      <Text style={{ fontSize: 28, fontWeight: 700, letterSpacing: 6, margin: '8px 0 16px' }}>{code}</Text>
      <Text style={{ fontSize: 13, color: '#5b6b7a' }}>
        The code works once and expires in {minutes} minutes. If you did not ask for it, ignore this e-mail.
      </Text>
    </EmailLayout>
  );
}
