import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  envelopeTo: string[];
  raw: Buffer;
}

/** A running catcher: `url` is the app's SMTP_URL. */
export interface SmtpCatcher {
  url: string;
  close(): Promise<void>;
}

/**
 * An SMTP server on loopback (no TLS, no sign-in) that pushes every mail it is sent into
 * `received`, for the tests of real e-mail delivery.
 */
export async function startSmtpCatcher(received: CaughtMail[]): Promise<SmtpCatcher> {
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          envelopeTo: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}
