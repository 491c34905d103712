import type { PriceLine } from '@lintas/domain/price-lines';
import type { SeatsLocationState } from '../../../config/paths';
import { ApiError, errorMessage, type ApiErrorCode } from '../../../lib/api-client';

/**
 * What a refused checkout (reservasi) means for the payment page: seats lost to someone
 * else (back to the seat map, which releases them), a price that moved (confirm the new
 * total), or a message with where the person can fix it.
 */

export interface PriceChanged {
  message: string;
  total: number;
  lines: PriceLine[];
}

export interface PayError {
  message: string;
  action?: 'booker' | 'search' | 'voucher' | 'methods';
}

/** The server's refusals of a voucher: the quote drops the voucher and says why. */
const VOUCHER_REFUSALS: readonly ApiErrorCode[] = ['VOUCHER_NOT_FOUND', 'VOUCHER_INVALID'];

export const isVoucherRefusal = (error: unknown): error is ApiError =>
  error instanceof ApiError && VOUCHER_REFUSALS.includes(error.code);

/** Where the person can fix what reservasi refused; other codes show the message only. */
const payErrorActions: Partial<Record<ApiErrorCode, PayError['action']>> = {
  VOUCHER_NOT_FOUND: 'voucher',
  VOUCHER_INVALID: 'voucher',
  VALIDATION_ERROR: 'booker',
  SCHEDULE_NOT_FOUND: 'search',
  SCHEDULE_UNAVAILABLE: 'search',
  PAYMENT_METHOD_NOT_FOUND: 'methods',
};

function asStringList(value: unknown): string[] {
  return Array.isArray(value) ? value.map(String) : typeof value === 'string' ? [value] : [];
}

export type CheckoutRefusal =
  | { kind: 'seat-taken'; seatState: SeatsLocationState }
  | { kind: 'price-changed'; priceChanged: PriceChanged }
  | { kind: 'error'; payError: PayError };

/** Reads a checkout's error as what the page does next. */
export function checkoutRefusal(error: unknown): CheckoutRefusal {
  if (error instanceof ApiError && error.code === 'SEAT_TAKEN') {
    const details = (error.details ?? {}) as { kursi?: unknown; jadwal_kode?: unknown };
    // What the seats screen reads from location.state to release the lost seats.
    return {
      kind: 'seat-taken',
      seatState: {
        seatTakenMessage: error.message,
        kursi: asStringList(details.kursi),
        jadwal_kode: typeof details.jadwal_kode === 'string' ? details.jadwal_kode : null,
      },
    };
  }
  if (error instanceof ApiError && error.code === 'PRICE_CHANGED') {
    const details = (error.details ?? {}) as { total_bayar?: unknown; rincian?: unknown };
    return {
      kind: 'price-changed',
      priceChanged: {
        message: error.message,
        total: Number(details.total_bayar ?? 0),
        lines: Array.isArray(details.rincian) ? (details.rincian as PriceLine[]) : [],
      },
    };
  }
  const action = error instanceof ApiError ? payErrorActions[error.code] : undefined;
  return { kind: 'error', payError: { message: errorMessage(error), action } };
}
