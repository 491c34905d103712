import type { RawBuilder } from 'kysely';
import { AppError } from '../../http/app-error.js';
import type { Executor } from '../../db/executor.js';
import type { SeatHoldLeg } from '../seats/seat-inventory.service.js';
import type { ReservationRepository } from './reservation.repository.js';
import { nationalPhone } from './reservation-view.js';

export interface HoldLimitOptions {
  /** Unpaid, unexpired reservations one booker e-mail or phone may hold at once. */
  perContact: number;
  /** Unpaid, unexpired reservations one client address may hold at once. */
  perAddress: number;
  /** Seats one reservation may hold on each leg. */
  maxSeats: number;
}

/** The booker's contact as hold limits count it: e-mail lower-cased, phone as 0812... */
export function contactKeys(email: string, phone: string) {
  return { emailKey: email.trim().toLowerCase(), phoneKey: nationalPhone(phone) };
}

/**
 * Limits on unpaid holds (issue 7 item 3), so nobody can empty a fleet for free: a hold
 * costs nothing until it is paid, and every seat it takes is off sale for the hold time.
 * Counted in the database inside the checkout's transaction, under a lock per key, so
 * the limits hold across server processes and concurrent requests.
 */
export class HoldLimits {
  constructor(
    private readonly repository: ReservationRepository,
    private readonly options: HoldLimitOptions,
  ) {}

  /** TOO_MANY_SEATS when a leg asks for more seats than one reservation may hold. */
  assertSeatCap(legs: SeatHoldLeg[]): void {
    const largest = Math.max(0, ...legs.map((leg) => leg.seatNos.length));
    if (largest > this.options.maxSeats) {
      throw new AppError(
        'TOO_MANY_SEATS',
        `Satu pemesanan paling banyak ${this.options.maxSeats} kursi. Kurangi jumlah kursi, atau pesan sisanya terpisah.`,
        { maksimal_kursi: this.options.maxSeats },
      );
    }
  }

  /**
   * RATE_LIMITED (429, Retry-After) when the booker's contact or the client address
   * already holds as many unpaid reservations as allowed. Inside the checkout transaction.
   */
  async assertWithinLimits(
    trx: Executor,
    booker: { email: string; phone: string },
    clientAddress: string,
    now: Date,
  ): Promise<void> {
    const contact = contactKeys(booker.email, booker.phone);
    // The keys locked, then both limits counted after the locks: it sees every hold
    // committed before them. One round trip.
    const { byContact, byAddress } = await this.repository.lockAndCountHolds(
      [
        `hold:email:${contact.emailKey}`,
        `hold:phone:${contact.phoneKey}`,
        `hold:ip:${clientAddress}`,
      ],
      contact,
      clientAddress,
      now,
      trx,
    );
    if (byContact.count >= this.options.perContact) {
      throw new AppError(
        'RATE_LIMITED',
        `Anda masih memiliki ${byContact.count} pesanan yang belum dibayar. Selesaikan pembayaran atau batalkan salah satunya, lalu coba lagi.`,
        { retry_after_detik: secondsUntil(byContact.firstExpiry, now), batas: 'kontak' },
      );
    }
    if (byAddress.count >= this.options.perAddress) {
      throw new AppError(
        'RATE_LIMITED',
        'Terlalu banyak pesanan belum dibayar dari jaringan Anda. Selesaikan pembayaran atau tunggu beberapa saat, lalu coba lagi.',
        { retry_after_detik: secondsUntil(byAddress.firstExpiry, now), batas: 'alamat' },
      );
    }
  }

  /**
   * Whether both limits allow one more hold, as one SQL expression for a booking written
   * in one statement (decision 0032), under the same locks as assertWithinLimits. It only
   * answers yes or no: on no, the checkout takes its transaction, whose
   * assertWithinLimits names the limit and when to try again.
   */
  withinLimits(
    booker: { email: string; phone: string },
    clientAddress: string,
    now: Date,
  ): RawBuilder<boolean> {
    const contact = contactKeys(booker.email, booker.phone);
    return this.repository.holdsWithinLimits(
      lockKeys(contact, clientAddress),
      contact,
      clientAddress,
      now,
      this.options,
    );
  }
}

/** The advisory-lock keys of one checkout's limits. */
function lockKeys(contact: { emailKey: string; phoneKey: string }, clientAddress: string) {
  return [
    `hold:email:${contact.emailKey}`,
    `hold:phone:${contact.phoneKey}`,
    `hold:ip:${clientAddress}`,
  ];
}

function secondsUntil(instant: Date | null, now: Date): number {
  if (!instant) return 60;
  return Math.max(1, Math.ceil((instant.getTime() - now.getTime()) / 1000));
}
