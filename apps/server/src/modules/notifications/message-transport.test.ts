import { describe, expect, it } from 'vitest';
import { DevOutboxTransport } from './message-transport.js';

describe('DevOutboxTransport', () => {
  it('delivers by writing the message to the server log', async () => {
    const lines: Array<{ details: object; message: string }> = [];
    const logger = {
      info: (details: object, message: string) => lines.push({ details, message }),
      warn: () => {},
      error: () => {},
    };
    await new DevOutboxTransport(logger).send({
      id: 1,
      channel: 'sms',
      recipient: '6281234567890',
      subject: null,
      text: 'Kode masuk Lintas Anda: 123456.',
      html: null,
    });
    expect(lines).toEqual([
      {
        message: 'outbox pengembangan: pesan terkirim',
        details: {
          outbox: 'sms',
          recipient: '6281234567890',
          subject: null,
          text: 'Kode masuk Lintas Anda: 123456.',
        },
      },
    ]);
  });
});
