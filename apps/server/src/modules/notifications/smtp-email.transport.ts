import nodemailer, { type Transporter } from 'nodemailer';
import type { MessageTransport, OutgoingMessage } from './message-transport.js';

export interface SmtpSettings {
  /** smtp://user:pass@host:port or smtps://... */
  url: string;
  /** The From header: 'Lintas <no-reply@example.com>'. */
  from: string;
}

/**
 * E-mail through an SMTP server (nodemailer). Time limits keep one dead server from
 * holding a dispatcher pass; the dispatcher retries a message that was refused.
 */
export class SmtpEmailTransport implements MessageTransport {
  private readonly transporter: Transporter;

  constructor(private readonly settings: SmtpSettings) {
    this.transporter = nodemailer.createTransport({
      url: settings.url,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    });
  }

  async send(message: OutgoingMessage): Promise<void> {
    await this.transporter.sendMail({
      from: this.settings.from,
      to: message.recipient,
      subject: message.subject ?? '',
      text: message.text,
      ...(message.html ? { html: message.html } : {}),
      // Gmail and Outlook show no data: images; nodemailer turns each into an inline
      // attachment referenced by cid: (the e-ticket's QR), which they do show.
      attachDataUrls: true,
    });
  }

  close(): void {
    this.transporter.close();
  }
}
