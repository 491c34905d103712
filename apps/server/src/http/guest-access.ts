import { GUEST_TOKEN_HEADER } from '@lintas/domain/reservation-schemas';
import type { FastifyRequest } from 'fastify';
import { guestTokenOpens } from '../lib/guest-secret.js';

/**
 * Who is asking about a reservation: the bearer's customer, and/or the guest secret the
 * booking browser kept (decision 0004) or the token a look-up gave another device
 * (decision 0010). The reservations module decides what it opens.
 */
export interface ReservationAccess {
  customerId: number | null;
  guestToken: string | null;
}

/** The OpenAPI note every owner-only reservation call carries. */
export const GUEST_ACCESS_NOTE =
  'Akses: token Bearer pelanggan pemilik, atau guest_token dari respons reservasi atau web-detail-reservasi ' +
  `(header ${GUEST_TOKEN_HEADER.replace(/\b\w/g, (c) => c.toUpperCase())}, atau field guest_token). ` +
  'Selain pemilik mendapat 404 RESERVATION_NOT_FOUND.';

/**
 * The caller's proof of ownership. The guest secret comes from the header (preferred: it
 * stays out of URLs and logs) or from the request's own `guest_token` field.
 */
export function reservationAccessOf(
  request: FastifyRequest,
  fieldToken: string | null | undefined,
): ReservationAccess {
  const header = request.headers[GUEST_TOKEN_HEADER];
  const headerToken = typeof header === 'string' && header.length <= 200 ? header.trim() : '';
  return { customerId: request.customerId, guestToken: headerToken || fieldToken || null };
}

/**
 * True when `access` opens this reservation: the customer who booked it, or the guest
 * token of the booking browser or of a look-up. The one rule every owner-only call applies.
 */
export function accessOpens(
  reservation: { code: string; customer_id: number | null; guest_secret_hash: string },
  access: ReservationAccess,
): boolean {
  if (access.customerId !== null && reservation.customer_id === access.customerId) return true;
  return guestTokenOpens(reservation, access.guestToken);
}
