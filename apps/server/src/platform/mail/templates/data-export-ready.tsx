import { Heading, Link, Text } from '@react-email/components';
import { EmailButton } from './email-button.tsx';
import { EmailLayout } from './layout.tsx';
import { formatWhen } from './when.ts';

export type DataExportReadyProps = {
  firstName: string;
  /** Settings → Your data with the signed download: it works once the user is signed in. */
  downloadUrl: string;
  expiresAt: string;
  hours: number;
  timeZone?: string | null;
};

export const dataExportReadySubject = () => 'Your Folio data is ready to download';

export function DataExportReadyEmail({
  firstName,
  downloadUrl,
  expiresAt,
  hours,
  timeZone,
}: DataExportReadyProps) {
  return (
    <EmailLayout
      preview={dataExportReadySubject()}
      footer="You received this e-mail because you asked for a copy of your data in Folio."
    >
      <Heading as="h1" style={{ fontSize: 22, margin: '0 0 16px' }}>
        Your data is ready
      </Heading>
      <Text>Hi {firstName || 'there'},</Text>
      <Text>
        The copy of your Folio data you asked for is ready: a zip with your presentations, documents, files,
        insights and contacts. Sign in to download it. The link works for {hours} hours, until{' '}
        {formatWhen(expiresAt, timeZone)}, then the zip is deleted.
      </Text>
      <EmailButton href={downloadUrl}>Download your data</EmailButton>
      <Text style={{ fontSize: 13, color: '#5b6b7a' }}>
        Or paste this link into your browser: <Link href={downloadUrl}>{downloadUrl}</Link>
      </Text>
      <Text style={{ fontSize: 13, color: '#5b6b7a' }}>
        If you didn't ask for this, change your password: someone else may be signed in to your account.
      </Text>
    </EmailLayout>
  );
}
