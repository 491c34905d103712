import { z } from 'zod';
import type { ApiInstance } from '../../http/api-instance.js';
import { ok, okSchema } from '../../http/envelope.js';
import type { OutboxService } from './outbox.service.js';

const devOutboxSchema = z.array(
  z.object({
    id: z.number().int(),
    channel: z.enum(['email', 'sms']),
    recipient: z.string(),
    subject: z.string().nullable(),
    text: z.string(),
    created_at: z.string(),
  }),
);

/**
 * Development only (registered when config.devRoutes): the messages sent, newest last, so
 * a person or a test can read a sign-in code. Public like the other development routes.
 */
export function registerDevOutboxRoute(api: ApiInstance, outbox: OutboxService): void {
  api.get(
    '/dev/outbox',
    {
      config: { access: 'none' },
      schema: {
        tags: ['development'],
        summary: 'Development only: e-mail and SMS sent (newest last), with their text',
        response: { 200: okSchema(devOutboxSchema) },
      },
    },
    async () => ok(await outbox.devOutbox()),
  );
}
