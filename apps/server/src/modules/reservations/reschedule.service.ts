import { formatRupiah } from '@lintas/domain/format';
import type { PaymentView } from '@lintas/domain/payment-schemas';
import type { RescheduleBody, RescheduleResult } from '@lintas/domain/reschedule-schemas';
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../db/schema.js';
import { isDatabaseUnavailable } from '../../db/database.js';
import { AppError, isAppError } from '../../http/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { ServiceLogger } from '../../lib/logger.js';
import { randomCode, randomSecret, sha256Hex } from '../../lib/random.js';
import {
  isSeatConflict,
  type SeatHoldLeg,
  type SeatInventoryService,
} from '../seats/seat-inventory.service.js';
import type { TripSegment } from '../trips/trip-segment.js';
import type { BookingNotices } from './booking-notices.js';
import type { CheckoutOptions } from './checkout.service.js';
import { holdExpiry } from './checkout.service.js';
import type { PaidCancellationRepository } from './paid-cancellation.repository.js';
import {
  giveBackNow,
  type PaymentsPort,
  type RefundsPort,
  type TripsPort,
} from './reservation.ports.js';
import type { ReservationRepository, ReservationRow } from './reservation.repository.js';
import type { ReservationDraft, ReservationLifecycle } from './reservation-lifecycle.service.js';
import { MOVED_AWAY_REASON } from './reservation-move-completion.js';
import { effectiveStatus } from './reservation-view.js';
import { type MovedBooking, type Priced, priceMove } from './reschedule-quote.js';

/** Why a request for a move cannot be priced at all (not a policy refusal), in words. */
const ONLY_SIMPLE_BOOKINGS =
  'Ubah jadwal di situs hanya untuk pesanan sekali jalan tanpa transit. Untuk pesanan pulang-pergi atau transit, hubungi layanan pelanggan.';

export interface RescheduleContext {
  clientAddress: string;
  returnOrigin: string | null;
}

/**
 * Ubah Jadwal (issue 21, decision 0040): a paid one-way booking moves to another departure
 * of the same operator, between the same boarding and alighting points, on new seats.
 *
 * Asked without `konfirmasi`: the price of the move (the operator's fee per passenger plus
 * the fare difference; a cheaper fare given back or kept as the policy says), changing
 * nothing. Confirmed: in one transaction under the old booking's lock, a NEW booking
 * (moved_from_id = the old one) holds the new seats; an earlier unpaid move of the same
 * booking is cancelled (the latest request wins). When something is owed, a charge for it
 * is made after the commit, with the method's payment window; the old ticket stands until
 * that charge is paid, when the lifecycle's `completeMove` makes the new booking paid and
 * cancels the old one in the payment's transaction. Nothing owed: the move completes in
 * the same transaction, and a difference given back is owed (and returned through the
 * gateway at once, like an assurance claim: the policy needs no review).
 */
export class RescheduleService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly repository: ReservationRepository,
    private readonly cancellations: PaidCancellationRepository,
    private readonly lifecycle: ReservationLifecycle,
    private readonly trips: TripsPort,
    private readonly inventory: SeatInventoryService,
    private readonly payments: PaymentsPort,
    private readonly clock: Clock,
    private readonly options: CheckoutOptions,
    private readonly logger: ServiceLogger,
    private readonly refunds?: RefundsPort,
    private readonly notices?: Pick<BookingNotices, 'confirm' | 'dispatchSoon'>,
  ) {}

  async move(
    row: ReservationRow,
    body: RescheduleBody,
    context: RescheduleContext,
  ): Promise<RescheduleResult> {
    const booking = await this.movable(row);
    const trip = await this.newTrip(booking, body);
    const hold: SeatHoldLeg = { direction: 'go', legIndex: 0, trip, seatNos: body.kursi };
    this.inventory.assertSeatsExist([hold]);

    const now = this.clock.now();
    const priced = priceMove(booking, trip, body.kursi, now);
    if (!body.konfirmasi) {
      return { reservasi_kode: row.code, ubah_jadwal: priced.view, reservasi_baru: null };
    }
    if (!priced.view.dapat_diubah) {
      throw new AppError('RESCHEDULE_NOT_ALLOWED', priced.view.alasan_tidak_dapat ?? undefined);
    }
    if (body.total_bayar != null && body.total_bayar !== priced.price.toPay) {
      throw new AppError(
        'PRICE_CHANGED',
        `Biaya ubah jadwal berubah menjadi ${formatRupiah(priced.price.toPay)}. Periksa kembali rinciannya sebelum melanjutkan.`,
        { total_bayar: priced.price.toPay, rincian: priced.view.rincian },
      );
    }

    const toPay = priced.price.toPay;
    const methodCode = body.jenis_pembayaran_kode ?? row.payment_method_code;
    const windowMinutes = toPay > 0 ? await this.paymentWindow(methodCode) : 0;
    // The hold never outlives either departure: the old ticket must still be usable if
    // the charge is not paid, and a bus that left cannot be paid for.
    // (Nothing to pay: paid in this very transaction, so any later instant will do.)
    const expiresAt = holdExpiry(now, toPay > 0 ? windowMinutes : 60, [
      { trip },
      { trip: { departureAt: booking.leg.departureAt } },
    ]);
    const code = `LTS${randomCode(10)}`;
    const guestToken = randomSecret(32);
    const draft = this.draftFor(booking, trip, body.kursi, priced, {
      code,
      guestToken,
      methodCode,
      expiresAt,
      now,
      clientAddress: context.clientAddress,
      givenBack: await this.givenBackForPassengers(row.id),
    });

    let written: { id: number; superseded: number[]; refund: { kode: string } | null };
    try {
      written = await this.db.transaction().execute(async (trx) => {
        const locked = await this.repository.lockStatus(row.id, trx);
        if (!locked || locked.status !== 'paid') {
          throw new AppError('RESCHEDULE_NOT_ALLOWED', await this.notPaidReason(row.id, trx));
        }
        // Checked again under the lock: a boarding or a departure marked meanwhile refuses.
        const [current] = await this.cancellations.legsOf(row.id, trx);
        // Some passengers cancelled meanwhile (decision 0046): the seats chosen no longer fit.
        const travelling = current?.seatCancelled.filter((gone) => !gone).length;
        if (travelling !== booking.passengers.length) {
          throw new AppError(
            'RESCHEDULE_NOT_ALLOWED',
            'Penumpang pesanan ini baru saja berubah. Muat ulang tiket, lalu pilih kursi baru lagi.',
          );
        }
        const recheck =
          current && priceMove({ ...booking, cancellable: current }, trip, body.kursi, now);
        if (!recheck?.view.dapat_diubah) {
          throw new AppError(
            'RESCHEDULE_NOT_ALLOWED',
            recheck?.view.alasan_tidak_dapat ?? undefined,
          );
        }
        // The latest request wins: an unpaid earlier move gives its seats back now.
        const superseded = await this.repository.pendingMovesFrom(row.id, trx);
        for (const id of superseded) {
          await this.lifecycle.cancel(trx, id, now, 'diganti ubah jadwal baru', {
            whateverExpiry: true,
          });
        }
        const { id } = await this.lifecycle.holdBooking(trx, draft, now);
        if (toPay > 0) return { id, superseded, refund: null };
        // Nothing to pay: the move is done now.
        const outcome = await this.lifecycle.completeMove(trx, id, row.id, now);
        if (outcome !== 'paid') throw new Error(`a move owing nothing ended '${outcome}'`);
        const refund =
          priced.price.refund > 0 && this.refunds
            ? await this.refunds.oweForMove(trx, {
                reservationId: id,
                amount: priced.price.refund,
                note: `Selisih harga ubah jadwal dari ${row.code}`,
              })
            : null;
        return { id, superseded, refund };
      });
    } catch (error) {
      if (isSeatConflict(error)) {
        throw await this.inventory.conflictAfterRollback(this.db, [hold], now);
      }
      throw error;
    }
    await this.cancelChargesOf(written.superseded);

    let payment: PaymentView | null = null;
    if (toPay > 0) {
      payment = await this.chargeOrUndo(written.id, {
        code,
        amount: toPay,
        methodCode,
        expiresAt,
        row,
        returnOrigin: context.returnOrigin,
      });
      await this.notices?.confirm(written.id, payment);
    } else {
      this.notices?.dispatchSoon();
      // A cheaper move's difference, given back at once; a refusal leaves it in the queue.
      if (written.refund && this.refunds) {
        await giveBackNow(this.refunds, written.refund.kode, {
          bookingSettled: (trx, reservationId) => this.lifecycle.refundSettled(trx, reservationId),
          logger: this.logger,
          what: 'a move',
        });
      }
    }
    const fresh = await this.repository.findById(written.id);
    return {
      reservasi_kode: row.code,
      ubah_jadwal: priced.view,
      reservasi_baru: {
        reservasi_kode: code,
        status: fresh ? effectiveStatus(fresh, this.clock.now()) : 'pending',
        guest_token: guestToken,
        expired_time: expiresAt.toISOString(),
        total: toPay,
        pembayaran: payment,
      },
    };
  }

  /** The booking as a move reads it, or why it cannot be moved at all. */
  private async movable(row: ReservationRow): Promise<MovedBooking> {
    const status = effectiveStatus(row, this.clock.now());
    if (status !== 'paid') {
      throw new AppError('RESCHEDULE_NOT_ALLOWED', await this.notPaidReason(row.id));
    }
    if (row.is_round_trip || row.is_connecting) {
      throw new AppError('RESCHEDULE_NOT_ALLOWED', ONLY_SIMPLE_BOOKINGS);
    }
    const [legs, cancellable] = await Promise.all([
      this.repository.findLegs(row.id),
      this.cancellations.legsOf(row.id),
    ]);
    const leg = legs[0];
    const priced = cancellable[0];
    if (!leg || !priced || legs.length !== 1) {
      throw new AppError('RESCHEDULE_NOT_ALLOWED', ONLY_SIMPLE_BOOKINGS);
    }
    const passengers = (await this.repository.findPassengers([leg.id])).filter(
      (passenger) => passenger.cancelled_at === null,
    );
    return { row, leg, cancellable: priced, passengers };
  }

  /** Why a booking that is not paid (any more) cannot be moved, in words. */
  private async notPaidReason(id: number, db: Kysely<DB> = this.db): Promise<string> {
    const row = await this.repository.findById(id, db);
    if (row?.cancel_reason === MOVED_AWAY_REASON) {
      const to = await this.repository.findMovedTo(id, db);
      return `Pesanan ini sudah dipindahkan ke jadwal baru${to ? ` (kode booking ${to.code})` : ''}.`;
    }
    if (row?.status === 'cancelled') return 'Pesanan ini sudah dibatalkan.';
    return 'Hanya pesanan yang sudah dibayar yang dapat diubah jadwalnya.';
  }

  /** The departure asked for, checked to be the same operator's between the same points. */
  private async newTrip(booking: MovedBooking, body: RescheduleBody): Promise<TripSegment> {
    const { leg } = booking;
    const trip = await this.trips.resolve(
      leg.operatorCode,
      body.jadwal_kode,
      body.tanggal_berangkat,
    );
    if (trip.origin.id !== leg.origin.id || trip.destination.id !== leg.destination.id) {
      throw new AppError(
        'RESCHEDULE_NOT_ALLOWED',
        `Jadwal baru harus berangkat dari ${leg.origin.name} dan tiba di ${leg.destination.name}, seperti tiket Anda.`,
      );
    }
    if (trip.schedule.id === leg.scheduleId && trip.tripDate === leg.tripDate) {
      throw new AppError(
        'RESCHEDULE_NOT_ALLOWED',
        'Ini keberangkatan tiket Anda sendiri. Pilih jadwal atau tanggal lain.',
      );
    }
    const wanted = booking.passengers.length;
    if (body.kursi.length !== wanted) {
      throw new AppError(
        'VALIDATION_ERROR',
        `Pilih ${wanted} kursi baru, satu untuk setiap penumpang.`,
        { fields: { kursi: `Pilih ${wanted} kursi` } },
      );
    }
    return trip;
  }

  /** The refunds owed to the booking's passengers cancelled one by one (decision 0046). */
  private async givenBackForPassengers(reservationId: number): Promise<number> {
    if (!this.refunds) return 0;
    const refunds = await this.refunds.ofReservation(reservationId);
    return refunds
      .filter((refund) => refund.alasan_kode === 'dibatalkan_pelanggan')
      .reduce((sum, refund) => sum + refund.jumlah, 0);
  }

  /** The method's payment window (its row must be active: PAYMENT_METHOD_NOT_FOUND). */
  private async paymentWindow(methodCode: string): Promise<number> {
    const read = this.options.paymentMethodRead(methodCode);
    const result = await sql<{ value: unknown }>`SELECT ${read.query} AS value`.execute(this.db);
    return read.decode(result.rows[0]?.value ?? null)().windowMinutes;
  }

  private draftFor(
    booking: MovedBooking,
    trip: TripSegment,
    seats: string[],
    priced: Priced,
    attempt: {
      code: string;
      guestToken: string;
      methodCode: string;
      expiresAt: Date;
      now: Date;
      clientAddress: string;
      /** What partial cancellations of the old booking owe back (decision 0046). */
      givenBack: number;
    },
  ): ReservationDraft {
    const { row, passengers } = booking;
    const { price } = priced;
    return {
      reservation: {
        code: attempt.code,
        customer_id: row.customer_id,
        guest_secret_hash: sha256Hex(attempt.guestToken),
        booker_name: row.booker_name,
        booker_phone: row.booker_phone,
        booker_email: row.booker_email,
        booker_email_key: row.booker_email_key,
        booker_phone_key: row.booker_phone_key,
        client_address: attempt.clientAddress,
        is_round_trip: false,
        is_connecting: false,
        payment_method_code: attempt.methodCode,
        // The voucher's discount stays with the ticket (its quota was counted once, by the
        // first booking, so the code itself is not written again); the points are carried
        // when the move completes (completeMove), so an unpaid move gives back none.
        voucher_code: null,
        fare_total: price.newFares,
        // What is left of it after partial cancellations took their shares (decision 0046).
        voucher_discount: Math.min(row.voucher_discount - row.voucher_refunded, price.newFares),
        points_used: 0,
        insurance_fee: row.insurance_fee,
        donation: 0,
        admin_fee: 0,
        // What the ticket has cost in all: the first booking less what its cancelled
        // passengers get back, then this move.
        total: Math.max(0, row.total - attempt.givenBack + price.toPay - price.refund),
        price_lines: JSON.stringify(priced.view.rincian),
        platform: row.platform,
        moved_from_id: row.id,
        expires_at: attempt.expiresAt,
        created_at: attempt.now,
      },
      legs: [
        {
          leg: {
            direction: 'go',
            leg_index: 0,
            schedule_id: trip.schedule.id,
            trip_date: trip.tripDate,
            from_stop: trip.fromStop,
            to_stop: trip.toStop,
            departure_at: trip.departureAt,
            arrival_at: trip.arrivalAt,
            fare_per_seat: trip.farePerSeat,
          },
          passengers: passengers.map((passenger, index) => ({
            seat_no: seats[index]!,
            passenger_name: passenger.passenger_name,
            promo_code: null,
            fare: trip.farePerSeat,
            promo_discount: 0,
          })),
        },
      ],
      seats: [{ direction: 'go', legIndex: 0, trip, seatNos: seats }],
    };
  }

  private async chargeOrUndo(
    reservationId: number,
    charge: {
      code: string;
      amount: number;
      methodCode: string;
      expiresAt: Date;
      row: ReservationRow;
      returnOrigin: string | null;
    },
  ): Promise<PaymentView> {
    const { row } = charge;
    try {
      return await this.payments.createCharge({
        reservationId,
        reservationCode: charge.code,
        amount: charge.amount,
        methodCode: charge.methodCode,
        expiresAt: charge.expiresAt,
        booker: { name: row.booker_name, email: row.booker_email, phone: row.booker_phone },
        returnOrigin: charge.returnOrigin,
      });
    } catch (error) {
      // The move is undone; the old ticket was never touched.
      try {
        await this.db.transaction().execute((trx) =>
          this.lifecycle.cancel(trx, reservationId, this.clock.now(), 'payment_failed', {
            whateverExpiry: true,
          }),
        );
        await this.payments.cancelPendingCharges(reservationId);
      } catch (undoError) {
        this.logger.error({ err: undoError, reservasi_kode: charge.code }, 'move undo failed');
      }
      if (isAppError(error) && error.statusCode < 500) throw error;
      if (isDatabaseUnavailable(error)) throw error;
      throw new AppError('PAYMENT_FAILED');
    }
  }

  /** The charges of moves a newer request replaced (they expire with their hold anyway). */
  private async cancelChargesOf(ids: number[]): Promise<void> {
    for (const id of ids) {
      try {
        await this.payments.cancelPendingCharges(id);
      } catch (error) {
        this.logger.warn({ err: error, reservation_id: id }, 'could not cancel a replaced move');
      }
    }
  }
}
