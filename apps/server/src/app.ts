import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ApiInstance } from './http/api-instance.js';
import { authenticationPlugin } from './http/authentication.js';
import { registerCompression } from './http/compression.js';
import { validatorCompiler } from './http/request-validation.js';
import { registerSecurityHeaders } from './http/security-headers.js';
import {
  clientErrorHandler,
  frameworkErrorHandler,
  installErrorHandler,
  sendError,
} from './http/error-handler.js';
import { trackInFlightRequests } from './http/in-flight.js';
import { loggerOptions } from './http/logging.js';
import { sharedCachingPlugin } from './http/shared-caching.js';
import { registerHealthRoutes } from './modules/health/health.routes.js';
import { registerIdentityRoutes } from './modules/identity/identity.routes.js';
import { registerReservationRoutes } from './modules/reservations/reservations.routes.js';
import { registerSeatRoutes } from './modules/seats/seats.routes.js';
import { registerPaymentMethodRoutes } from './modules/payment-methods/payment-method.routes.js';
import { registerPricingRoutes } from './modules/pricing/pricing.routes.js';
import { registerVoucherRoutes } from './modules/vouchers/voucher.routes.js';
import { registerPaymentRoutes } from './modules/payments/payments.routes.js';
import { type AppDependencies, createServices } from './services.js';
import { registerWebApp } from './web/web-app.js';
import { initialDataMarkup } from './web/initial-data.js';
import { tileOrigin } from './config.js';
import { registerCatalogRoutes } from './modules/catalog/catalog.routes.js';
import { registerScheduleRoutes } from './modules/schedules/schedules.routes.js';
import { registerCustomerRoutes } from './modules/customers/customers.routes.js';
import { registerCustomerPointRoutes } from './modules/customers/customer-points.routes.js';
import { registerDevOutboxRoute } from './modules/notifications/notifications.routes.js';
import {
  registerFeedbackRoutes,
  registerStaffFeedbackRoutes,
} from './modules/feedback/feedback.routes.js';
import { registerReviewRoutes } from './modules/reviews/reviews.routes.js';
import { registerSeatAlertRoutes } from './modules/seat-alerts/seat-alerts.routes.js';
import { registerStaffRoutes } from './modules/staff/staff.routes.js';
import { installMetrics, registerMetricsRoute } from './modules/health/metrics.js';
import { registerStaffOfficeRoutes } from './modules/staff/staff-office.routes.js';
import { registerStaffTimetableRoutes } from './modules/staff/staff-timetable.routes.js';
import {
  registerContentRoutes,
  registerStaffContentRoutes,
} from './modules/content/content.routes.js';
import {
  registerFlashSaleRoutes,
  registerStaffFlashSaleRoutes,
} from './modules/flashsale/flashsale.routes.js';
import {
  registerSouvenirRoutes,
  registerStaffSouvenirRoutes,
} from './modules/souvenirs/souvenirs.routes.js';

// Validation messages in Indonesian (zod ships the locale); a required field that is
// missing (or sent empty, which http/request-validation.ts makes the same) answers spec §5's
// "required" message unless its schema names its own.
z.config(z.locales.id());
z.config({
  customError: (issue) =>
    issue.code === 'invalid_type' && issue.input === undefined ? 'Harap isi' : undefined,
});

const RANDOM_USER_ID_HEADER = 'random-user-id';

export interface BuildAppOptions {
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: NodeJS.WritableStream;
}

/**
 * Builds the whole application: plugins first, then the API modules under /api, then
 * the web app. `main.ts` listens with it; tests drive it with `app.inject`.
 */
export async function buildApp(deps: AppDependencies, options: BuildAppOptions = {}) {
  const { config } = deps;
  const app = Fastify({
    // Request URLs are logged masked, credential headers redacted (http/logging.ts).
    logger: loggerOptions(config.logLevel, options.logStream),
    bodyLimit: config.bodyLimitBytes,
    // Believe X-Forwarded-For only from the configured number of proxy hops.
    trustProxy: (_address: string, hop: number) => hop < config.trustProxyHops,
    // Every request gets an id; the client's persisted random-user-id is logged beside
    // it so one person's calls can be traced across requests.
    requestIdHeader: 'x-request-id',
    // What the router and Node's HTTP parser refuse is answered in the envelope too.
    frameworkErrors: frameworkErrorHandler,
    clientErrorHandler,
    // Requests arriving while the server closes get our envelope (see the hook below).
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>();

  const inFlight = trackInFlightRequests(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);

  // A graceful stop closes idle connections, but a keep-alive connection busy with a
  // request stays open, and the client's next request on it still arrives; so does a
  // request on a connection accepted just before listening ended (a rolling restart,
  // decision 0045). It reached us and the database is still open until the requests in
  // flight are done: it is answered, with `Connection: close`, so the client's next
  // request opens a connection to a process that stays. Registered after the in-flight
  // counter, so the count it ends was started.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async (request, reply) => {
    if (!closing) return;
    request.log.info('answered while shutting down: connection closed after it');
    reply.header('connection', 'close');
  });

  app.addHook('onRequest', async (request) => {
    const randomUserId = request.headers[RANDOM_USER_ID_HEADER];
    if (typeof randomUserId === 'string' && randomUserId.length > 0) {
      request.log = request.log.child({ randomUserId: randomUserId.slice(0, 160) });
    }
  });

  // Every answer names its request: the id a proxy sent in X-Request-ID, or ours, as in
  // every log line of that request (Fastify's reqId).
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  const metrics = installMetrics(app, { database: deps.database, clock: deps.clock });
  registerMetricsRoute(app, metrics, config.metrics);

  const services = createServices({ ...deps, logger: app.log });

  // Before every route: ETags on the catalogue's serialised answers, then brotli/gzip
  // (the compression plugin hooks each route as it is added).
  await app.register(sharedCachingPlugin);
  await registerCompression(app);
  registerSecurityHeaders(app, {
    // The web app is served from this origin only; the Vite build has no inline scripts.
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // ...and the pickup map's tiles from the configured tile server (decision 0018).
        imgSrc: [
          "'self'",
          'data:',
          'blob:',
          ...(config.mapTiles.url ? [tileOrigin(config.mapTiles.url) ?? "'self'"] : []),
        ],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        frameAncestors: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(cookie);
  await app.register(formbody);
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Lintas API',
        version: '1.0.0',
        description: 'API pemesanan tiket bus dan shuttle',
      },
      components: {
        securitySchemes: {
          client: { type: 'http', scheme: 'basic' },
          customer: { type: 'http', scheme: 'bearer' },
          staff: { type: 'http', scheme: 'bearer' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  // The document is always built (app.swagger() in process); its pages are served only
  // when API_DOCS allows (off by default in production: no map of the API for strangers).
  if (config.apiDocs) {
    // Where served, the documentation is public: mark its routes before the UI adds them.
    app.addHook('onRoute', (route) => {
      if (route.url.startsWith('/api/docs')) route.config = { ...route.config, access: 'none' };
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs' });
  }
  await app.register(authenticationPlugin, {
    clients: config.clients,
    sessions: services.customerSessions,
    staffSessions: services.staff.sessions,
  });

  await app.register(
    async (api: ApiInstance) => {
      registerHealthRoutes(api, deps.database);
      registerCustomerRoutes(api, {
        login: services.customerLogin,
        profiles: services.customerProfiles,
        sessions: services.customerSessions,
        referrals: services.customerReferrals,
      });
      registerCustomerPointRoutes(api, services.customerPoints);
      registerFeedbackRoutes(api, services.feedback);
      registerStaffFeedbackRoutes(api, services.feedback);
      registerStaffRoutes(api, services.staff);
      if (services.staff.office) registerStaffOfficeRoutes(api, services.staff.office);
      if (services.staff.office) registerStaffTimetableRoutes(api, services.staff.office);
      registerContentRoutes(api, services.content.content);
      registerStaffContentRoutes(api, services.content.admin);
      registerFlashSaleRoutes(api, services.flashSale);
      registerStaffFlashSaleRoutes(api, services.flashSale);
      registerSouvenirRoutes(api, services.souvenirs.souvenirs);
      registerStaffSouvenirRoutes(api, services.souvenirs.admin);
      registerReviewRoutes(api, services.reviews);
      registerSeatAlertRoutes(api, services.seatAlerts);
      if (config.devRoutes) registerDevOutboxRoute(api, services.notifications.outbox);
      // Tests check every schedules answer against its zod schema (decision 0015).
      registerScheduleRoutes(api, services.schedules, { checkResponses: config.env === 'test' });
      registerCatalogRoutes(api, services.catalog);
      registerPaymentMethodRoutes(api, services.paymentMethods);
      registerVoucherRoutes(api, services.vouchers);
      registerPricingRoutes(api, services.priceCheck);
      registerSeatRoutes(api, services.reservations.seatMap);
      registerReservationRoutes(
        api,
        services.reservations.checkout,
        services.reservations.reservations,
        services.reservations.accessLinks,
        services.reservations.ticketFiles,
        services.reservations.reschedule,
      );
    },
    { prefix: '/api' },
  );
  await registerPaymentRoutes(app, { services: services.payments, config });
  // The local identity provider (development and tests only; nothing in production).
  registerIdentityRoutes(app, { services: services.identity, publicBaseUrl: config.publicBaseUrl });

  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/') || request.url === '/api') {
      return sendError(reply, 'ROUTE_NOT_FOUND');
    }
    return sendError(reply, 'NOT_FOUND');
  });

  if (config.webDistDir)
    await registerWebApp(
      app,
      config.webDistDir,
      config.mapTiles,
      initialDataMarkup({
        schedules: services.schedules,
        seatMap: services.reservations.seatMap,
        clock: deps.clock,
      }),
    );

  // Expired holds are ignored by every read; the sweeper only tidies up behind them.
  services.reservations.sweeper.start();
  app.addHook('onClose', async () => services.reservations.sweeper.stop());
  // Departure reminders, 24 and 3 hours before (decision 0038); off in tests, which move a
  // manual clock and run the pass themselves.
  const reminders = services.reservations.reminders;
  if (reminders && config.departureReminders) {
    reminders.start();
    app.addHook('onClose', async () => reminders.stop());
  }
  // Queued e-mail and SMS leave after their transaction commits; the interval catches
  // retries and what another process queued.
  services.notifications.dispatcher.start();
  app.addHook('onClose', async () => services.notifications.dispatcher.stop());
  // Seat alerts: a freeing is announced after its commit; the interval catches the rest.
  services.seatAlerts.start();
  app.addHook('onClose', async () => services.seatAlerts.stop());
  // Unpaid flash-sale holds go back to stock (reads never count them anyway).
  services.flashSale.start();
  app.addHook('onClose', async () => services.flashSale.stop());
  // Ended staff sessions are deleted (sign-in never reads them anyway).
  services.staff.start();
  app.addHook('onClose', async () => services.staff.stop());

  return Object.assign(app, { inFlight });
}

export type App = Awaited<ReturnType<typeof buildApp>>;
