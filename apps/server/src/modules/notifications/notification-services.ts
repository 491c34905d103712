import type { Config } from '../../config.js';
import type { Executor } from '../../db/executor.js';
import type { Clock } from '../../lib/clock.js';
import type { ServiceLogger } from '../../lib/logger.js';
import { HttpSmsTransport } from './http-sms.transport.js';
import { DevOutboxTransport, type MessageTransport } from './message-transport.js';
import { OutboundMessageRepository } from './outbound-message.repository.js';
import { OutboxDispatcher } from './outbox-dispatcher.js';
import { OutboxService } from './outbox.service.js';
import { SmtpEmailTransport } from './smtp-email.transport.js';

export interface NotificationModuleDependencies {
  db: Executor;
  config: Pick<Config, 'delivery' | 'devRoutes'>;
  clock: Clock;
  logger: ServiceLogger;
}

/** The notifications module, wired once by the composition root. */
export function createNotificationServices(deps: NotificationModuleDependencies) {
  const { db, config, clock, logger } = deps;
  const outbox = new DevOutboxTransport(logger);
  const email: MessageTransport =
    config.delivery.email.kind === 'smtp' ? new SmtpEmailTransport(config.delivery.email) : outbox;
  const sms: MessageTransport =
    config.delivery.sms.kind === 'http' ? new HttpSmsTransport(config.delivery.sms) : outbox;
  const repository = new OutboundMessageRepository(db);
  const dispatcher = new OutboxDispatcher(repository, { email, sms }, clock, logger, {
    intervalMs: config.delivery.pollIntervalMs,
    redactSensitive: !config.devRoutes,
  });
  return { outbox: new OutboxService(repository, dispatcher, clock), dispatcher };
}
