import { Heading, Link, Text } from '@react-email/components';
import { EmailButton } from './email-button.tsx';
import { EmailLayout } from './layout.tsx';

export type EmailVerificationProps = { firstName: string; verifyUrl: string; code: string; hours: number };

export const emailVerificationSubject = ({ code }: EmailVerificationProps) =>
  `${code} is your Folio verification code`;

export function EmailVerificationEmail({ firstName, verifyUrl, code, hours }: EmailVerificationProps) {
  return (
    <EmailLayout preview={`Your verification code is ${code}`}>
      <Heading as="h1" style={{ fontSize: 22, margin: '0 0 16px' }}>
        Verify your e-mail address
      </Heading>
      <Text>Hi {firstName || 'there'},</Text>
      <Text>Confirm that this address is yours with the button below, or enter this code in Folio:</Text>
      <Text style={{ fontSize: 28, fontWeight: 700, letterSpacing: 6, margin: '8px 0 16px' }}>{code}</Text>
      <EmailButton href={verifyUrl}>Verify my e-mail address</EmailButton>
      <Text style={{ fontSize: 13, color: '#5b6b7a' }}>
        Or paste this link into your browser: <Link href={verifyUrl}>{verifyUrl}</Link>
      </Text>
      <Text style={{ fontSize: 13, color: '#5b6b7a' }}>
        The link and the code work once and expire in {hours} hours. If you didn't create a Folio account or
        change its address, ignore this e-mail.
      </Text>
    </EmailLayout>
  );
}
