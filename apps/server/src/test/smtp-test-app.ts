import { type SmtpPeer, startSmtpPeer } from './smtp.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/**
 * A test app that sends its e-mails to its own SMTP peer; closing the app closes the peer too.
 * The options' env is added to the mail settings.
 */
export async function createSmtpTestApp(
  options: Parameters<typeof createTestApp>[0] = {},
): Promise<{ t: TestApp; smtp: SmtpPeer }> {
  const smtp = await startSmtpPeer();
  const app = await createTestApp({
    ...options,
    env: { SMTP_URL: smtp.url, MAIL_FROM: 'Folio <hello@folio.test>', ...options.env },
  });
  const close = async () => {
    await app.close();
    await smtp.close();
  };
  return { t: { ...app, close }, smtp };
}
