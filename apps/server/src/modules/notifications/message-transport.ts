import type { ServiceLogger } from '../../lib/logger.js';
import type { MessageChannel } from './outbound-message.repository.js';

/** One message as a transport sends it. */
export interface OutgoingMessage {
  id: number;
  channel: MessageChannel;
  recipient: string;
  subject: string | null;
  text: string;
  html: string | null;
}

/** Sends one message; throws when it was not accepted (the dispatcher retries). */
export interface MessageTransport {
  send(message: OutgoingMessage): Promise<void>;
  close?(): void;
}

/**
 * The DEVELOPMENT OUTBOX: nothing leaves the machine. The message counts as delivered, is
 * written to the server log and listed at GET /api/dev/outbox, so a person or a test can
 * read a sign-in code. Refused in production by the configuration.
 */
export class DevOutboxTransport implements MessageTransport {
  constructor(private readonly logger: ServiceLogger) {}

  async send(message: OutgoingMessage): Promise<void> {
    const details = {
      outbox: message.channel,
      recipient: message.recipient,
      subject: message.subject,
      text: message.text,
    };
    // Info is what a person running the server reads; a logger without it gets a warning.
    if (this.logger.info) this.logger.info(details, 'outbox pengembangan: pesan terkirim');
    else this.logger.warn(details, 'outbox pengembangan: pesan terkirim');
  }
}
