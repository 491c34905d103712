import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.js';
import { safeEqual } from '../lib/random.js';
import { AppError } from './app-error.js';

export type ClientPlatform = 'WEB' | 'APP-ANDROID' | 'APP-IOS';

/**
 * Who may call a route (spec §6):
 * - 'client'   (default under /api) anonymous calls with the platform's HTTP Basic credentials,
 *              or a customer's bearer token;
 * - 'customer' a customer's bearer token only;
 * - 'staff'    a staff session's bearer token only (the operator console, decision 0014);
 *              no platform credentials, and a customer's token opens nothing here;
 * - 'none'     anybody (health, payment webhook; the default outside /api: the web
 *              app's files and the payment simulator's page).
 */
export type RouteAccess = 'client' | 'customer' | 'staff' | 'none';

/** The signed-in staff member of a 'staff' route (the staff module resolves the token). */
export interface StaffPrincipal {
  id: number;
  email: string;
  name: string;
  role: 'admin' | 'petugas';
  /** The petugas's operator; null for an admin (every operator). */
  operatorId: number | null;
  operatorCode: string | null;
  operatorName: string | null;
  /** SHA-256 of the session's token (sign-out revokes that session only). */
  sessionTokenHash: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyRequest {
    /** The platform whose credentials the call carried, or 'WEB' for bearer-only calls. */
    platform: ClientPlatform;
    /** The logged-in customer, when the call carried a valid bearer token. */
    customerId: number | null;
    /** The staff member of a 'staff' route (null on every other route). */
    staff: StaffPrincipal | null;
  }
}

/** Resolves a bearer token to its customer (the customers module's session service). */
export interface BearerTokenResolver {
  customerIdForToken(token: string): Promise<number | null>;
}

/** Resolves a staff bearer token to its staff member (the staff module's session service). */
export interface StaffTokenResolver {
  staffForToken(token: string): Promise<StaffPrincipal | null>;
}

interface AuthenticationOptions {
  clients: Config['clients'];
  sessions: BearerTokenResolver;
  staffSessions: StaffTokenResolver;
}

export const authenticationPlugin = fp<AuthenticationOptions>(
  async (app: FastifyInstance, options) => {
    const credentialTable: Array<{ id: string; secret: string; platform: ClientPlatform }> = [
      { ...options.clients.web, platform: 'WEB' },
      { ...options.clients.android, platform: 'APP-ANDROID' },
      { ...options.clients.ios, platform: 'APP-IOS' },
    ];

    app.decorateRequest('platform', 'WEB');
    app.decorateRequest('customerId', null);
    app.decorateRequest('staff', null);

    // onRequest, before the body is parsed or validated: a caller without credentials
    // learns nothing about what the route would accept.
    app.addHook('onRequest', async (request) => {
      // API routes need credentials unless they say otherwise; everything outside /api
      // (the web app's files and pages, the payment simulator) is public by default.
      const isApi = request.url === '/api' || request.url.startsWith('/api/');
      const access: RouteAccess = request.routeOptions.config.access ?? (isApi ? 'client' : 'none');
      if (access === 'none') return;
      const header = request.headers.authorization ?? '';

      if (access === 'staff') {
        const staffBearer = /^Bearer\s+(\S+)$/i.exec(header);
        const staff = staffBearer?.[1]
          ? await options.staffSessions.staffForToken(staffBearer[1])
          : null;
        if (!staff) throw new AppError('STAFF_SESSION_EXPIRED');
        request.staff = staff;
        return;
      }

      const bearer = /^Bearer\s+(\S+)$/i.exec(header);
      if (bearer?.[1]) {
        const customerId = await options.sessions.customerIdForToken(bearer[1]);
        if (customerId === null) throw new AppError('SESSION_EXPIRED');
        request.customerId = customerId;
        request.platform = platformHint(request);
        return;
      }
      if (access === 'customer') throw new AppError('SESSION_EXPIRED');

      const basic = /^Basic\s+(\S+)$/i.exec(header);
      if (basic?.[1]) {
        const decoded = Buffer.from(basic[1], 'base64').toString('utf8');
        const separator = decoded.indexOf(':');
        if (separator > 0) {
          const id = decoded.slice(0, separator);
          const secret = decoded.slice(separator + 1);
          const match = credentialTable.find(
            (entry) => safeEqual(entry.id, id) && safeEqual(entry.secret, secret),
          );
          if (match) {
            request.platform = match.platform;
            return;
          }
        }
      }
      throw new AppError('UNAUTHORIZED');
    });
  },
  { name: 'authentication' },
);

function platformHint(request: FastifyRequest): ClientPlatform {
  const hint = String(request.headers['x-platform'] ?? '').toUpperCase();
  return hint === 'APP-ANDROID' || hint === 'APP-IOS' ? hint : 'WEB';
}
