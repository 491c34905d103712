import { formatDate, formatRupiah } from '@lintas/domain/format';
import type { StaffCancelDepartureResult } from '@lintas/domain/staff-operations-schemas';
import type { Kysely } from 'kysely';
import type { Executor } from '../../db/executor.js';
import type { DB } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import type { StaffPrincipal } from '../../http/authentication.js';
import type { Clock } from '../../lib/clock.js';
import type { ServiceLogger } from '../../lib/logger.js';
import type { Departure } from '../trips/trip.service.js';
import type { DepartureKey, DepartureService } from './departure.service.js';
import type { DepartureBookingRow, OfficeRepository } from './office.repository.js';
import type { StaffAccountRepository } from './staff-account.repository.js';

/** What the cancellation needs from the trips module: the cancelled-departure row. */
export interface TimetablePort {
  cancelDeparture(
    trx: Executor,
    scheduleId: number,
    tripDate: string,
    reason: string,
  ): Promise<boolean>;
  cancellationReason(scheduleId: number, tripDate: string, trx?: Executor): Promise<string | null>;
}

/** The reservations module's lifecycle: the only code that changes a booking. */
export interface BookingLifecyclePort {
  cancel(trx: Executor, reservationId: number, now: Date, reason: string): Promise<boolean>;
  flagRefund(trx: Executor, reservationIds: number[]): Promise<void>;
  refundSettled(trx: Executor, reservationId: number): Promise<void>;
}

/** The payments module: money owed back for a cancelled departure, and unpaid charges. */
export interface DepartureRefundsPort {
  oweForDeparture(
    trx: Executor,
    owed: {
      reservationId: number;
      scheduleId: number;
      tripDate: string;
      amount: number | null;
      note: string;
    },
  ): Promise<{ created: boolean; refund: { kode: string; jumlah: number; status: string } | null }>;
  /** HTTP to the gateway: after the commit only. */
  cancelPendingCharges(reservationId: number): Promise<void>;
}

/** The notifications module's outbox (queued in our transaction, sent after the commit). */
export interface OfficeOutboxPort {
  enqueue(
    trx: Kysely<DB>,
    message: { channel: 'email' | 'sms'; recipient: string; subject: string | null; text: string },
  ): Promise<void>;
  dispatchSoon(): void;
}

const HOLD_CANCEL_REASON = 'Keberangkatan dibatalkan operator';

/**
 * Cancelling one departure (issue 10): in one transaction the departure is marked
 * cancelled (the trips module; search drops it in its next request, decision 0015),
 * unpaid holds on it are cancelled through the reservations lifecycle (seats and points
 * freed once), every paid booking owes its money back (the payments module, once per
 * booking and departure) and is flagged for refund, its booker gets an e-mail and an SMS
 * through the outbox (sent after the commit), and the audit log records it. Repeating
 * it changes nothing and answers the same bookings.
 */
export class DepartureCancellationService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly departures: DepartureService,
    private readonly office: OfficeRepository,
    private readonly accounts: StaffAccountRepository,
    private readonly timetable: TimetablePort,
    private readonly lifecycle: BookingLifecyclePort,
    private readonly refunds: DepartureRefundsPort,
    private readonly outbox: OfficeOutboxPort,
    private readonly clock: Clock,
    private readonly logger: ServiceLogger,
    private readonly publicBaseUrl: string,
  ) {}

  async cancel(
    staff: StaffPrincipal,
    key: DepartureKey & { alasan: string },
  ): Promise<StaffCancelDepartureResult> {
    const departure = await this.departures.visibleDeparture(staff, key);
    if (departure.departed && !departure.cancelled) throw new AppError('DEPARTURE_ALREADY_LEFT');
    const { segment } = departure;
    const scheduleId = segment.schedule.id;
    const tripDate = segment.tripDate;
    const now = this.clock.now();

    const outcome = await this.db.transaction().execute(async (trx) => {
      // First, so a second cancellation at the same moment waits here (the primary key)
      // and then finds everything below done already.
      const created = await this.timetable.cancelDeparture(trx, scheduleId, tripDate, key.alasan);
      // A bus marked berangkat has its passengers aboard: not cancelled with all refunded.
      if (created)
        await this.departures.refuseIfMarkedLeft(
          segment,
          'Keberangkatan ini sudah ditandai berangkat dan tidak dapat dibatalkan.',
          trx,
        );
      const reason = created
        ? key.alasan
        : ((await this.timetable.cancellationReason(scheduleId, tripDate, trx)) ?? key.alasan);

      const bookings = await this.office.bookingsOn(scheduleId, tripDate, trx);
      const paid: DepartureBookingRow[] = [];
      let holdsCancelled = 0;
      for (const booking of bookings) {
        if (booking.status === 'paid') {
          paid.push(booking);
          continue;
        }
        if (await this.lifecycle.cancel(trx, booking.id, now, HOLD_CANCEL_REASON)) {
          holdsCancelled++;
          continue;
        }
        // Paid while we looked (its payment committed first): it is a paid booking too.
        if ((await this.office.statusOf(booking.id, trx)) === 'paid') paid.push(booking);
      }

      const answered: StaffCancelDepartureResult['pemesanan'] = [];
      const flagged: number[] = [];
      const cancelledHolds = bookings
        .filter((booking) => !paid.includes(booking))
        .map((booking) => booking.id);
      let notices = 0;
      for (const booking of paid) {
        const owed = await this.refunds.oweForDeparture(trx, {
          reservationId: booking.id,
          scheduleId,
          tripDate,
          // A booking travelling only on this departure gets all it paid back; one with
          // a return or a connection on another departure gets this departure's seats.
          amount: booking.otherLegs === 0 ? null : booking.legFare,
          note: `${segment.schedule.routeName} ${tripDate} ${segment.departureTime}: ${reason}`,
        });
        if (owed.created) {
          flagged.push(booking.id);
          for (const message of this.messages(departure, booking, reason, owed.refund?.jumlah)) {
            await this.outbox.enqueue(trx, message);
            notices++;
          }
        }
        answered.push({
          reservasi_kode: booking.code,
          pemesan_nama: booking.bookerName,
          pemesan_telp: booking.bookerPhone,
          pemesan_email: booking.bookerEmail,
          penumpang: booking.passengers.map(([kursi, nama]) => ({ kursi, nama })),
          refund: owed.refund,
        });
      }
      await this.lifecycle.flagRefund(trx, flagged);

      if (created || holdsCancelled > 0 || flagged.length > 0) {
        await this.accounts.insertAudit(
          {
            staffId: staff.id,
            action: 'keberangkatan.batal',
            entity: 'keberangkatan',
            entityKey: `${segment.operator.code}/${segment.schedule.code}/${tripDate}`,
            before: { status: created ? 'terjadwal' : 'dibatalkan' },
            after: {
              status: 'dibatalkan',
              alasan: reason,
              pemesanan_refund: flagged.length,
              total_refund: answered.reduce((sum, item) => sum + (item.refund?.jumlah ?? 0), 0),
              ditahan_dibatalkan: holdsCancelled,
            },
            at: now,
          },
          trx,
        );
      }
      return { created, reason, answered, holdsCancelled, notices, cancelledHolds };
    });

    if (outcome.notices > 0) this.outbox.dispatchSoon();
    // The holds are cancelled with us; their charges at the gateway are told now, and a
    // payment it still takes is a late one, owed back like any other.
    for (const id of outcome.cancelledHolds) {
      try {
        await this.refunds.cancelPendingCharges(id);
      } catch (error) {
        this.logger.warn({ err: error, reservation_id: id }, 'could not cancel a hold’s charge');
      }
    }
    return {
      operator_kode: segment.operator.code,
      jadwal_kode: segment.schedule.code,
      tanggal: tripDate,
      alasan: outcome.reason,
      dibatalkan_sekarang: outcome.created,
      pemesanan: outcome.answered,
      jumlah_penumpang: outcome.answered.reduce((sum, item) => sum + item.penumpang.length, 0),
      ditahan_dibatalkan: outcome.holdsCancelled,
      pemberitahuan: outcome.notices,
    };
  }

  /** The booker's e-mail and SMS: what was cancelled, why, and the money coming back. */
  private messages(
    departure: Departure,
    booking: DepartureBookingRow,
    reason: string,
    amount: number | undefined,
  ) {
    const { segment } = departure;
    const when = `${formatDate(segment.tripDate)} pukul ${segment.departureTime}`;
    const trip = `${segment.operator.name} ${segment.schedule.routeName}`;
    const money =
      amount === undefined
        ? 'Tim kami akan menghubungi Anda tentang pengembalian dana.'
        : `Dana ${formatRupiah(amount)} akan dikembalikan ke metode pembayaran Anda.`;
    const link = `${this.publicBaseUrl}/reservasi/${encodeURIComponent(booking.code)}`;
    const text = [
      `Yth. ${booking.bookerName},`,
      '',
      `Mohon maaf, keberangkatan ${trip} pada ${when} (kode booking ${booking.code}) dibatalkan oleh operator.`,
      `Alasan: ${reason}`,
      '',
      money,
      `Status pengembalian dana dapat dilihat di ${link}`,
      '',
      'Salam,',
      'Lintas',
    ].join('\n');
    const sms =
      `Lintas: keberangkatan ${segment.schedule.routeName} ${segment.tripDate} ${segment.departureTime} ` +
      `(booking ${booking.code}) dibatalkan operator. ${money} Info: ${link}`;
    return [
      {
        channel: 'email' as const,
        recipient: booking.bookerEmail,
        subject: `Keberangkatan dibatalkan: ${booking.code}`,
        text,
      },
      {
        channel: 'sms' as const,
        recipient: smsRecipient(booking.bookerPhone),
        subject: null,
        text: sms,
      },
    ];
  }
}

/** A phone as the SMS gateway wants it: international digits (0812... -> 62812...). */
export function smsRecipient(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.startsWith('0')) return `62${digits.slice(1)}`;
  if (digits.startsWith('8')) return `62${digits}`;
  return digits;
}
