import { Heading, Link, Text } from '@react-email/components';
import { EmailButton } from './email-button.tsx';
import { EmailLayout } from './layout.tsx';

export type PasswordResetProps = { firstName: string; resetUrl: string };

export function PasswordResetEmail({ firstName, resetUrl }: PasswordResetProps) {
  return (
    <EmailLayout preview="Reset your Folio password">
      <Heading as="h1" style={{ fontSize: 22, margin: '0 0 16px' }}>
        Reset your password
      </Heading>
      <Text>Hi {firstName || 'there'},</Text>
      <Text>
        We received a request to reset the password of your Folio account. Choose a new one with the button
        below. The link works once and expires in 24 hours.
      </Text>
      <EmailButton href={resetUrl}>Choose a new password</EmailButton>
      <Text style={{ fontSize: 13, color: '#5b6b7a' }}>
        Or paste this link into your browser: <Link href={resetUrl}>{resetUrl}</Link>
      </Text>
      <Text style={{ fontSize: 13, color: '#5b6b7a' }}>
        If you didn't ask for this, ignore this e-mail: your password stays the same.
      </Text>
    </EmailLayout>
  );
}
