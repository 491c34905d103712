import {
  type CancellationQuote,
  cancellationQuote,
  hoursText,
  type OperatorPolicy,
  policyLines,
  policyOrDefault,
  refundRuleLabels,
} from '@lintas/domain/cancellation-policy';
import type {
  CancellationQuoteView,
  CancelReservationResult,
} from '@lintas/domain/cancellation-schemas';
import { refundStatusLabels } from '@lintas/domain/staff-operations-schemas';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { ServiceLogger } from '../../lib/logger.js';
import type { BookingNotices } from './booking-notices.js';
import type { CancellableLeg, PaidCancellationRepository } from './paid-cancellation.repository.js';
import { giveBackNow, type RefundsPort } from './reservation.ports.js';
import type { ReservationRepository, ReservationRow } from './reservation.repository.js';
import type { ReservationLifecycle } from './reservation-lifecycle.service.js';

interface Priced {
  quote: CancellationQuote;
  view: CancellationQuoteView;
}

/**
 * A booker cancels a paid booking (issue 21, decision 0037): asked without `konfirmasi`,
 * the quote of what comes back now; confirmed, in one transaction under the booking's
 * lock: priced again as it is then, refused past the operator's deadline (or departed,
 * boarded, or on a departure the operator cancelled), the refund owed once, the booking
 * cancelled and its seats freed for sale (the lifecycle), the booker's e-mail and SMS
 * queued. A refund that is an assurance claim is then given back through the gateway at
 * once; any other waits in the admins' refund queue. A second cancel, or two at once,
 * waits for the lock and answers the booking as cancelled, with its one refund.
 */
export class PaidCancellationService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly repository: ReservationRepository,
    private readonly cancellations: PaidCancellationRepository,
    private readonly lifecycle: ReservationLifecycle,
    private readonly clock: Clock,
    private readonly logger: ServiceLogger,
    private readonly refunds?: RefundsPort,
    private readonly notices?: BookingNotices,
  ) {}

  /**
   * What cancelling `row` (paid) would give back now: every passenger still travelling,
   * or the passengers numbered in `penumpang` (decision 0046). Changes nothing.
   */
  async quote(row: ReservationRow, penumpang?: number[]): Promise<CancelReservationResult> {
    const legs = await this.cancellations.legsOf(row.id);
    const { view } = price(row, legs, this.clock.now(), chosenPassengers(legs, penumpang));
    return { ...resultOf(row), pembatalan: view, refund: null };
  }

  async cancel(
    row: ReservationRow,
    reason: string,
    penumpang?: number[],
  ): Promise<CancelReservationResult> {
    const refunds = this.refunds;
    if (!refunds) throw new Error('cancelling a paid booking needs the payments module');
    const now = this.clock.now();
    const outcome = await this.db.transaction().execute(async (trx): Promise<Outcome> => {
      const locked = await this.repository.lockStatus(row.id, trx);
      if (!locked) throw new AppError('RESERVATION_NOT_FOUND');
      // Cancelled already (twice at once, or again later; or its last passengers were):
      // the earlier cancellation's answer.
      if (locked.status === 'cancelled') return { done: null, owedKey: wholeKey(row.id) };
      if (locked.status !== 'paid') throw new AppError('RESERVATION_NOT_PENDING');
      const current = (await this.repository.findById(row.id, trx)) ?? row;
      const legs = await this.cancellations.legsOf(row.id, trx);
      const choice = penumpang ? confirmedChoice(legs, penumpang) : null;
      // The same passengers again (a double click): found cancelled, nothing owed twice.
      if (choice?.repeat) return { done: null, owedKey: partialKey(row.id, choice.ids) };
      // A move waiting for its payment carries every passenger it was asked with: some of
      // them cannot leave the booking meanwhile (a whole cancellation can: the move then
      // ends late and its payment is owed back).
      if (choice && (await this.repository.hasOpenMoveFrom(row.id, now, trx))) {
        throw new AppError(
          'CANCEL_NOT_ALLOWED',
          'Pesanan ini sedang diubah jadwalnya dan menunggu pembayaran. Selesaikan atau tunggu tagihan ubah jadwal berakhir sebelum membatalkan sebagian penumpang.',
        );
      }
      const chosen = choice?.seats ?? null;
      const priced = price(current, legs, now, chosen);
      if (!priced.view.dapat_dibatalkan) {
        throw new AppError('CANCEL_NOT_ALLOWED', priced.view.alasan_tidak_dapat ?? undefined);
      }
      const owedKey = choice ? partialKey(row.id, choice.ids) : wholeKey(row.id);
      const refund =
        priced.quote.refund > 0
          ? await refunds.oweForCancellation(trx, {
              reservationId: row.id,
              amount: priced.quote.refund,
              owedKey,
              note: `Dibatalkan pemesan${choice ? ` (${choice.ids.length / legs.length} penumpang)` : ''} (${priced.view.aturan_label}, ${priced.view.persen}%)`,
            })
          : null;
      if (choice) {
        const shares = sharesOf(priced.quote);
        await this.lifecycle.cancelPassengers(trx, row.id, now, {
          passengerIds: choice.ids,
          voucherShare: shares.voucher,
          pointsShare: shares.points,
          pointsBack: priced.quote.pointsBack,
          money: { part: priced.quote.paidChosen, whole: shares.paidAll },
        });
      } else {
        await this.lifecycle.cancelPaid(trx, row.id, now, {
          reason: reason || 'dibatalkan pemesan',
          refundOwed: refund !== null,
          pointsBack: priced.quote.pointsBack,
        });
      }
      await this.notices?.queueCancellation(trx, row.id, {
        refund: refund?.jumlah ?? 0,
        automatic: priced.quote.automatic,
        pointsBack: priced.quote.pointsBack,
        ...(choice ? { passengerIds: choice.ids } : {}),
      });
      return { done: { priced, refund }, owedKey };
    });
    this.notices?.dispatchSoon();

    const done = outcome.done;
    if (done?.refund && done.priced.quote.automatic) {
      await giveBackNow(refunds, done.refund.kode, {
        bookingSettled: (trx, reservationId) => this.lifecycle.refundSettled(trx, reservationId),
        logger: this.logger,
        what: 'a claim',
      });
    }
    const fresh = (await this.repository.findById(row.id)) ?? row;
    const refund = await refunds.owedUnder(outcome.owedKey);
    return {
      ...resultOf(fresh),
      pembatalan: done?.priced.view ?? null,
      refund: refund ? { ...refund, status_label: refundStatusLabels[refund.status] } : null,
    };
  }
}

/** What a confirmed cancellation did (null: it was done before), and its refund's key. */
interface Outcome {
  done: { priced: Priced; refund: { kode: string; jumlah: number } | null } | null;
  owedKey: string;
}

/** The whole booking's refund key (decision 0037). */
function wholeKey(reservationId: number): string {
  return `pelanggan:${reservationId}`;
}

/** One partial cancellation's refund key: its passengers' seat rows (decision 0046). */
function partialKey(reservationId: number, passengerIds: number[]): string {
  return `pelanggan:${reservationId}:${[...passengerIds].sort((a, b) => a - b).join(',')}`;
}

/**
 * The chosen seats' voucher and points shares (what the booking records as given to this
 * cancellation), and the money of every seat still in the booking (chosen or not).
 */
function sharesOf(quote: CancellationQuote): { voucher: number; points: number; paidAll: number } {
  let voucher = 0;
  let points = 0;
  let paidAll = 0;
  for (const leg of quote.legs) {
    for (const seat of leg.seats) {
      paidAll += seat.paid;
      if (!seat.chosen) continue;
      voucher += seat.voucherShare;
      points += seat.pointsShare;
    }
  }
  return { voucher, points, paidAll };
}

/**
 * `penumpang` as a confirmed cancellation reads it under the lock: null for the whole
 * booking (every passenger still travelling); `repeat` when every chosen passenger is
 * cancelled already (the same request again); otherwise the seat positions and their
 * seat rows on every leg. Some of them cancelled and some not is a 409 (chosenPassengers).
 */
function confirmedChoice(
  legs: CancellableLeg[],
  penumpang: number[],
): { seats: Set<number>; ids: number[]; repeat: boolean } | null {
  const cancelled = legs[0]?.seatCancelled ?? [];
  const idsOf = (positions: number[]) =>
    legs.flatMap((leg) => positions.flatMap((seat) => leg.seatIds[seat] ?? []));
  const positions = penumpang.map((number) => number - 1);
  if (
    positions.length > 0 &&
    positions.every((seat) => seat >= 0 && seat < cancelled.length && cancelled[seat])
  ) {
    return { seats: new Set(positions), ids: idsOf(positions), repeat: true };
  }
  const chosen = chosenPassengers(legs, penumpang);
  if (!chosen) return null;
  return { seats: chosen, ids: idsOf([...chosen]), repeat: false };
}

function resultOf(row: ReservationRow) {
  return {
    reservasi_kode: row.code,
    status: row.status,
    dibatalkan_pada: row.cancelled_at ? row.cancelled_at.toISOString() : null,
  };
}

/**
 * The passengers `penumpang` names (1-based, in the ticket's order: the go direction's
 * first leg, seats in their order; every leg lists its passengers in that same order) as
 * 0-based seat positions, or null for every passenger still travelling: absent, or
 * naming all of them (that is a whole cancellation). A number with no passenger is a
 * 400, a passenger already cancelled a 409; nothing is changed by either.
 */
function chosenPassengers(legs: CancellableLeg[], penumpang?: number[]): Set<number> | null {
  if (!penumpang) return null;
  const cancelled = legs[0]?.seatCancelled ?? [];
  for (const number of penumpang) {
    if (number > cancelled.length) {
      throw new AppError(
        'VALIDATION_ERROR',
        `Penumpang nomor ${number} tidak ada pada pesanan ini (ada ${cancelled.length} penumpang).`,
      );
    }
    if (cancelled[number - 1]) {
      throw new AppError('CANCEL_NOT_ALLOWED', `Penumpang nomor ${number} sudah dibatalkan.`);
    }
  }
  const remaining = cancelled.filter((gone) => !gone).length;
  if (penumpang.length >= remaining) return null;
  return new Set(penumpang.map((number) => number - 1));
}

/**
 * The quote of cancelling `chosen` (seat positions; null: every seat still travelling)
 * of `row` at `now`, and why it cannot be, in words. Seats already cancelled are not in
 * the booking any more: they take no share of what voucher and points are left.
 */
function price(
  row: ReservationRow,
  legs: CancellableLeg[],
  now: Date,
  chosen: Set<number> | null = null,
): Priced {
  const policies = legs.map((leg) => policyOrDefault(leg.policy));
  const quote = cancellationQuote({
    legs: legs.map((leg, index) => ({
      terms: policies[index]!.cancel,
      departureAt: leg.departureAt,
      seats: leg.seatFares.flatMap((fare, seat) =>
        leg.seatCancelled[seat] ? [] : [{ fare, chosen: chosen === null || chosen.has(seat) }],
      ),
    })),
    voucherLeft: row.voucher_discount - row.voucher_refunded,
    pointsLeft: row.points_used - row.points_refunded,
    withAssurance: row.insurance_fee > 0,
    now,
  });
  const refusal = refusalOf(legs, policies, quote);
  // The rule the booking's refund follows: the first leg's (legs share an operator's
  // policy; a connection across operators shows each operator's sentences).
  const rule = quote.legs[0]?.rule;
  return {
    quote,
    view: {
      dapat_dibatalkan: refusal === null,
      alasan_tidak_dapat: refusal,
      batas_pembatalan: quote.cancelDeadline ? quote.cancelDeadline.toISOString() : null,
      aturan: rule?.rule ?? 'tidak_ada',
      aturan_label: refundRuleLabels[rule?.rule ?? 'tidak_ada'],
      persen: rule?.percent ?? 0,
      dibayar: quote.paidChosen,
      refund: quote.refund,
      poin_kembali: quote.pointsBack,
      otomatis: quote.automatic,
      kebijakan: policyText(legs, policies),
    },
  };
}

function refusalOf(
  legs: CancellableLeg[],
  policies: OperatorPolicy[],
  quote: CancellationQuote,
): string | null {
  if (legs.length === 0) return 'Pesanan ini tidak memiliki perjalanan untuk dibatalkan.';
  if (legs.some((leg) => leg.departureCancelled)) {
    return 'Keberangkatan ini sudah dibatalkan operator; dana Anda dikembalikan tanpa perlu membatalkan pesanan.';
  }
  // The bus left, as its staff marked it (decision 0039), even before its timetabled time.
  if (legs.some((leg) => leg.departureLeft)) {
    return 'Bus sudah berangkat; pesanan tidak dapat dibatalkan.';
  }
  if (legs.some((leg) => leg.boarded > 0)) {
    return 'Penumpang pesanan ini sudah naik; pesanan tidak dapat dibatalkan.';
  }
  if (!quote.refusal) return null;
  if (quote.refusal.reason === 'departed') {
    return 'Bus sudah berangkat; pesanan tidak dapat dibatalkan.';
  }
  const hours = policies[quote.refusal.legIndex]?.cancel.hoursBefore ?? 0;
  return `Batas pembatalan sudah lewat: tiket dapat dibatalkan paling lambat ${hoursText(hours)} sebelum keberangkatan.`;
}

function policyText(legs: CancellableLeg[], policies: OperatorPolicy[]): string[] {
  const byOperator = new Map<string, OperatorPolicy>();
  legs.forEach((leg, index) => {
    if (!byOperator.has(leg.operatorName)) byOperator.set(leg.operatorName, policies[index]!);
  });
  if (byOperator.size <= 1) return policyLines(policies[0] ?? policyOrDefault(null));
  return [...byOperator].flatMap(([name, policy]) =>
    policyLines(policy).map((line) => `${name}: ${line}`),
  );
}
