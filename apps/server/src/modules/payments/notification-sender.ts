import type { PaymentNotification } from '@lintas/domain/payment-schemas';
import type { FastifyInstance } from 'fastify';

/** Our webhook's path, where a gateway POSTs its notifications. */
const NOTIFICATION_PATH = '/api/payments/notification';

export interface NotificationDelivery {
  statusCode: number;
  body: unknown;
}

/** Delivers a gateway notification to our webhook, the way the gateway would. */
export interface NotificationSender {
  send(notification: PaymentNotification): Promise<NotificationDelivery>;
}

/** Over HTTP, to the webhook's public address: what a real gateway does. */
class HttpNotificationSender implements NotificationSender {
  constructor(
    private readonly webhookUrl: string,
    private readonly timeoutMs = 10_000,
  ) {}

  async send(notification: PaymentNotification): Promise<NotificationDelivery> {
    const response = await fetch(this.webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(notification),
      signal: AbortSignal.timeout(this.timeoutMs),
    });
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON: keep the text
    }
    return { statusCode: response.status, body };
  }
}

/** Through Fastify's request injection: the same webhook route, with no socket. */
class InjectNotificationSender implements NotificationSender {
  constructor(private readonly app: FastifyInstance) {}

  async send(notification: PaymentNotification): Promise<NotificationDelivery> {
    const response = await this.app.inject({
      method: 'POST',
      url: NOTIFICATION_PATH,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(notification),
    });
    let body: unknown = response.body;
    try {
      body = response.json();
    } catch {
      // not JSON: keep the text
    }
    return { statusCode: response.statusCode, body };
  }
}

/**
 * The simulator's sender: over HTTP to config.publicBaseUrl while the server listens
 * (so the notification travels like a real one), by injection when it does not (tests
 * driving the app with `app.inject`).
 */
export function selfNotificationSender(
  app: FastifyInstance,
  publicBaseUrl: string,
): NotificationSender {
  const http = new HttpNotificationSender(`${publicBaseUrl}${NOTIFICATION_PATH}`);
  const inject = new InjectNotificationSender(app);
  return {
    send: (notification) => (app.server.listening ? http : inject).send(notification),
  };
}
