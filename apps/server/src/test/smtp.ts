import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** Sign-up's verification e-mail: every new user gets one, so the peer keeps them apart. */
const isVerification = (mail: ParsedMail) => /is your Folio verification code$/.test(mail.subject ?? '');
const isTo = (mail: ParsedMail, to: string) => JSON.stringify(mail.to).includes(to);

/**
 * A real SMTP peer on a free local port; it keeps every message it receives: verification e-mails in
 * `verifications`, the others in `messages`.
 */
export async function startSmtpPeer() {
  const messages: ParsedMail[] = [];
  const verifications: ParsedMail[] = [];
  const waiters: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          (isVerification(mail) ? verifications : messages).push(mail);
          for (const wake of waiters.splice(0)) wake();
          callback();
        })
        .catch(callback);
    },
  });
  // A client killed mid-session (the crash tests' SIGKILL) resets its connection: a real server drops
  // that session and goes on, as the e-mail is sent again after the restart.
  server.on('error', () => {});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    verifications,
    /** Waits until a message to `to` arrives (a verification e-mail with `verification`). */
    async waitFor(to: string, timeoutMs = 40_000, { verification = false } = {}): Promise<ParsedMail> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = (verification ? verifications : messages).find((m) => isTo(m, to));
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`No e-mail to ${to} within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 200);
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SmtpPeer = Awaited<ReturnType<typeof startSmtpPeer>>;
