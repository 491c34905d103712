import {
  checkPembayaranQuerySchema,
  checkPembayaranResultSchema,
  devSettleResultSchema,
  type NotificationOutcome,
  notificationOutcomeSchema,
  notificationResultSchema,
  orderIdParamsSchema,
  paymentNotificationSchema,
  reservationCodeParamsSchema,
} from '@lintas/domain/payment-schemas';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.js';
import type { ApiInstance } from '../../http/api-instance.js';
import { AppError, isAppError } from '../../http/app-error.js';
import { reservationAccessOf } from '../../http/guest-access.js';
import { ok, okSchema } from '../../http/envelope.js';
import { SIMULATOR_PAGE_PATH } from './gateways/simulator-gateway.js';
import { type NotificationSender, selfNotificationSender } from './notification-sender.js';
import type { NotificationResult } from './payment-notification.service.js';
import type { PaymentServices } from './payment-services.js';
import { renderSimulatorPage, renderSimulatorResult } from './payment-simulator.page.js';
import type { SimulatedStatus } from './payment-simulator.service.js';

export interface PaymentRoutesOptions {
  services: PaymentServices;
  config: Pick<Config, 'devRoutes' | 'isProduction' | 'publicBaseUrl' | 'payment'>;
  /** How the simulator reaches our webhook; by default HTTP when listening, else injection. */
  sender?: NotificationSender;
}

/**
 * Every route of the payments module: the gateway's webhook and check-pembayaran under
 * /api; in development the settle route; with the simulator gateway its page.
 */
export async function registerPaymentRoutes(app: ApiInstance, options: PaymentRoutesOptions) {
  const { services, config } = options;
  const sender = options.sender ?? selfNotificationSender(app, config.publicBaseUrl);
  await app.register(
    async (api: ApiInstance) => {
      registerWebhook(api, services);
      registerCheckPembayaran(api, services);
      if (config.devRoutes) registerDevSettle(api, services, sender);
    },
    { prefix: '/api' },
  );
  if (config.payment.gateway === 'simulator' && !config.isProduction) {
    registerSimulatorPages(app, services, sender);
  }
}

function registerWebhook(api: ApiInstance, services: PaymentServices) {
  api.post(
    '/payments/notification',
    {
      config: { access: 'none' },
      schema: {
        tags: ['payments'],
        summary: 'Payment gateway notification (Midtrans-style, signed with the server key)',
        description:
          'Bad signature, or a transaction_status sent with a status_code the gateway never ' +
          'pairs with it: 401 INVALID_SIGNATURE. A paying status the gateway status API does ' +
          'not confirm: 409 PAYMENT_UNCONFIRMED. Too many refused notifications from one ' +
          'address: 429 RATE_LIMITED with Retry-After. Gateway unreachable: 502 PAYMENT_FAILED.',
        body: paymentNotificationSchema,
        response: { 200: okSchema(notificationResultSchema) },
      },
    },
    async (request, reply) => {
      const result = await services.notifications
        .receive(request.body, request.ip)
        .catch((error: unknown) => {
          const wait = (error as AppError).details as { retry_after_detik?: number } | undefined;
          if (isAppError(error) && error.code === 'RATE_LIMITED' && wait?.retry_after_detik) {
            reply.header('retry-after', String(wait.retry_after_detik));
          }
          throw error;
        });
      logOutcome(request.log, result);
      switch (result.outcome) {
        case 'invalid_signature':
          throw new AppError('INVALID_SIGNATURE');
        case 'unconfirmed':
          throw new AppError('PAYMENT_UNCONFIRMED');
        case 'unknown_order':
          throw new AppError('PAYMENT_NOT_FOUND');
        case 'amount_mismatch':
          throw new AppError('PAYMENT_AMOUNT_MISMATCH');
        default:
          return ok({ order_id: result.orderId, outcome: result.outcome });
      }
    },
  );
}

function logOutcome(log: FastifyBaseLogger, { orderId, outcome }: NotificationResult) {
  switch (outcome) {
    case 'late':
      log.warn(
        { orderId },
        'payment arrived after the hold ran out: reservation not paid, refund owed',
      );
      break;
    case 'double_payment':
      log.warn({ orderId }, 'payment for a reservation another charge already paid: refund owed');
      break;
    case 'amount_mismatch':
      log.error({ orderId }, 'payment notification amount differs from the charge');
      break;
    case 'invalid_signature':
    case 'unconfirmed':
    case 'unknown_order':
      log.warn({ orderId, outcome }, 'payment notification rejected');
      break;
    default:
      log.info({ orderId, outcome }, 'payment notification');
  }
}

function registerCheckPembayaran(api: ApiInstance, services: PaymentServices) {
  api.get(
    '/travel/check-pembayaran',
    {
      schema: {
        tags: ['reservations'],
        summary: 'Payment status of a reservation (owner customer or guest token)',
        querystring: checkPembayaranQuerySchema,
        response: { 200: okSchema(checkPembayaranResultSchema) },
      },
    },
    async (request) => {
      const result = await services.status.check(
        request.query.reservasi_kode,
        request.query.payment_kode,
        reservationAccessOf(request, request.query.guest_token),
      );
      return ok(result);
    },
  );
}

function registerDevSettle(
  api: ApiInstance,
  services: PaymentServices,
  sender: NotificationSender,
) {
  api.post(
    '/dev/payments/:reservasi_kode/settle',
    {
      config: { access: 'none' },
      schema: {
        tags: ['development'],
        summary: 'Development only: the payment simulator pays the newest pending charge',
        params: reservationCodeParamsSchema,
        response: { 200: okSchema(devSettleResultSchema) },
      },
    },
    async (request) => {
      const code = request.params.reservasi_kode;
      const notification = await services.simulator.notificationForReservation(code, 'settlement');
      const delivery = await sender.send(notification);
      return ok({
        reservasi_kode: code,
        payment_kode: notification.order_id,
        webhook_status: delivery.statusCode,
        outcome: outcomeOf(delivery.body),
      });
    },
  );
}

function outcomeOf(body: unknown): NotificationOutcome | null {
  const outcome = (body as { results?: { outcome?: unknown } } | null)?.results?.outcome;
  const parsed = notificationOutcomeSchema.safeParse(outcome);
  return parsed.success ? parsed.data : null;
}

/** The LOCAL PAYMENT SIMULATOR's page, standing where a gateway's payment page would. */
function registerSimulatorPages(
  app: ApiInstance,
  services: PaymentServices,
  sender: NotificationSender,
) {
  app.get(
    `${SIMULATOR_PAGE_PATH}/:order_id`,
    { config: { access: 'none' }, schema: { hide: true, params: orderIdParamsSchema } },
    async (request, reply) => {
      const page = await services.simulator.page(request.params.order_id);
      if (!page) {
        return reply
          .status(404)
          .type('text/html; charset=utf-8')
          .send(
            renderSimulatorResult({
              title: 'Pembayaran tidak ditemukan',
              message: 'Kode pembayaran ini tidak dikenal simulator.',
            }),
          );
      }
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(renderSimulatorPage(page));
    },
  );

  const actions: Array<[string, SimulatedStatus]> = [
    ['bayar', 'settlement'],
    ['batalkan', 'cancel'],
  ];
  for (const [action, status] of actions) {
    app.post(
      `${SIMULATOR_PAGE_PATH}/:order_id/${action}`,
      { config: { access: 'none' }, schema: { hide: true, params: orderIdParamsSchema } },
      async (request, reply) => {
        const page = await services.simulator.page(request.params.order_id);
        const html = (title: string, message: string, statusCode: number) =>
          reply
            .status(statusCode)
            .type('text/html; charset=utf-8')
            .send(renderSimulatorResult({ title, message, returnPath: page?.returnPath }));
        if (!page)
          return html(
            'Pembayaran tidak ditemukan',
            'Kode pembayaran ini tidak dikenal simulator.',
            404,
          );
        if (page.payment.status !== 'pending') {
          return html(
            'Pembayaran tidak lagi menunggu',
            'Pembayaran ini sudah selesai atau dibatalkan.',
            409,
          );
        }
        // A charge past its expiry cannot be paid or cancelled any more: the gateway
        // expires it, and says so.
        const isPastExpiry = page.payment.expires_at.getTime() <= page.now.getTime();
        const notification = await services.simulator.notification(
          page.payment.order_id,
          isPastExpiry ? 'expire' : status,
        );
        const delivery = await sender.send(notification).catch((error: unknown) => {
          request.log.error({ err: error }, 'payment simulator could not reach the webhook');
          return null;
        });
        if (isPastExpiry && delivery?.statusCode === 200) {
          return html(
            'Pembayaran kedaluwarsa',
            'Batas waktu pembayaran sudah lewat, sehingga pembayaran tidak dapat dilakukan.',
            409,
          );
        }
        if (delivery && delivery.statusCode >= 200 && delivery.statusCode < 300) {
          // Back to the site, as a gateway's "finish" redirect does.
          return reply.redirect(page.returnPath, 303);
        }
        const detail = delivery
          ? `Webhook menjawab HTTP ${delivery.statusCode}.`
          : 'Webhook tidak dapat dihubungi.';
        return html(
          'Notifikasi gagal dikirim',
          `Simulator mengirim notifikasi "${notification.transaction_status}", tetapi situs tidak menerimanya. ${detail}`,
          502,
        );
      },
    );
  }
}
