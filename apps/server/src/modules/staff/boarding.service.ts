import type { StaffBoardingResult } from '@lintas/domain/staff-schemas';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { RateLimiter } from '../../db/rate-limiter.js';
import { AppError } from '../../http/app-error.js';
import type { StaffPrincipal } from '../../http/authentication.js';
import type { Clock } from '../../lib/clock.js';
import { verifyTicketQr } from '../../lib/ticket-qr.js';
import { localDate, localParts, localTimestamp } from '../../lib/zoned-time.js';
import type { Departure, TripStop } from '../trips/trip.service.js';
import type { DepartureRepository, TicketLegRow } from './departure.repository.js';
import {
  type DepartureKey,
  type DepartureService,
  departureNotFound,
  type StaffTripsPort,
} from './departure.service.js';
import type { DepartureStatusService } from './departure-status.service.js';
import type { StaffAccountRepository } from './staff-account.repository.js';

export interface BoardingRequest {
  qr_content?: string;
  reservasi_kode?: string;
  operator_kode?: string;
  jadwal_kode?: string;
  tanggal?: string;
}

/**
 * Codes typed by hand that find no ticket, per staff member in 10 minutes: a typo now and
 * then is fine, walking through codes is not (a QR cannot be guessed; a code by hand skips
 * the signature, so it is the door to watch).
 */
const MANUAL_MISSES_PER_STAFF = 20;
const MANUAL_MISSES_WINDOW_MS = 10 * 60 * 1000;

/** The answer for a ticket the staff member may not see, the same as for no ticket at all. */
function ticketNotFound(staff: StaffPrincipal): AppError {
  return new AppError(
    'NOT_FOUND',
    staff.role === 'admin'
      ? 'Tiket tidak ditemukan.'
      : 'Tiket tidak ditemukan di keberangkatan operator Anda.',
  );
}

function refused(message: string): AppError {
  return new AppError('BOARDING_REFUSED', message);
}

/**
 * Boarding check-in (issue 10): a scanned QR (the booking code signed with
 * TICKET_QR_SECRET) or a code typed by hand names a ticket; the passengers of its leg on
 * the departure being boarded are recorded as boarded, once. Every refusal says why in
 * words a petugas can act on at the door.
 */
export class BoardingService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly repository: DepartureRepository,
    private readonly accounts: StaffAccountRepository,
    private readonly departures: DepartureService,
    private readonly trips: StaffTripsPort,
    private readonly rateLimiter: RateLimiter,
    private readonly clock: Clock,
    private readonly qrSecret: string,
    private readonly statuses: DepartureStatusService,
  ) {}

  async board(staff: StaffPrincipal, request: BoardingRequest): Promise<StaffBoardingResult> {
    const method = request.qr_content !== undefined ? ('qr' as const) : ('manual' as const);
    const code =
      method === 'qr'
        ? verifyTicketQr(request.qr_content ?? '', this.qrSecret)
        : (request.reservasi_kode ?? null);
    if (code === null) throw new AppError('BOARDING_QR_INVALID');

    const lookUp = () => this.lookUp(staff, request, code);
    const { boardingDeparture, ticket, legs } =
      method === 'manual' ? await this.lookUpCountingMisses(staff, lookUp) : await lookUp();
    if (!ticket || legs.length === 0) throw ticketNotFound(staff);

    const now = this.clock.now();
    if (ticket.status === 'cancelled') throw refused('Tiket sudah dibatalkan: tidak dapat naik.');
    if (ticket.status === 'expired' || (ticket.status === 'pending' && ticket.expiresAt <= now))
      throw refused(
        'Tiket kedaluwarsa: pembayaran tidak diterima sampai batas waktu. Tiket tidak berlaku.',
      );
    if (ticket.status === 'pending')
      throw refused('Tiket belum dibayar: penumpang perlu menyelesaikan pembayaran sebelum naik.');

    const { leg, departure, stops } = await this.chooseLeg(legs, boardingDeparture, now);
    if (departure.cancelled)
      throw refused('Keberangkatan ini dibatalkan operator: penumpang tidak dapat naik.');

    const passengers = await this.repository.legPassengers(leg.id);
    const board = stops.find((stop) => stop.stopIndex === leg.fromStop);
    const alight = stops.find((stop) => stop.stopIndex === leg.toStop);
    const zone = board?.point.timezone ?? departure.segment.origin.timezone;
    const departureLabel = {
      operator_kode: leg.operatorCode,
      jadwal_kode: leg.scheduleCode,
      tanggal: leg.tripDate,
      jam_berangkat: board?.time ?? departure.segment.departureTime,
      zona_waktu_berangkat: board?.zone ?? '',
      rute: departure.segment.schedule.routeName,
    };
    const people = passengers.map((passenger) => ({
      kursi: passenger.seatNo,
      nama: passenger.name,
      naik_di: board ? `${board.point.name}, ${board.point.cityName}` : '',
      turun_di: alight ? `${alight.point.name}, ${alight.point.cityName}` : '',
    }));

    const recorded = await this.db.transaction().execute(async (trx) => {
      const ids = await this.repository.insertBoardings(
        passengers.map((passenger) => ({
          passengerId: passenger.id,
          reservationId: ticket.id,
          scheduleId: leg.scheduleId,
          tripDate: leg.tripDate,
          staffId: staff.id,
          method,
          boardedAt: now,
        })),
        trx,
      );
      // Only the scan that boarded someone is a change worth the audit log; the first
      // such scan of a departure also marks it boarding (decision 0039).
      if (ids.length > 0) {
        await this.statuses.boardingScanned(
          trx,
          staff.id,
          {
            scheduleId: leg.scheduleId,
            tripDate: leg.tripDate,
            key: `${leg.operatorCode}/${leg.scheduleCode}/${leg.tripDate}`,
          },
          now,
        );
        await this.accounts.insertAudit(
          {
            staffId: staff.id,
            action: 'boarding',
            entity: 'reservation',
            entityKey: ticket.code,
            before: { status_naik: 'belum' },
            after: {
              status_naik: 'sudah',
              metode: method,
              keberangkatan: `${leg.operatorCode} ${leg.scheduleCode} ${leg.tripDate}`,
              kursi: passengers.filter((p) => ids.includes(p.id)).map((p) => p.seatNo),
            },
            at: now,
          },
          trx,
        );
      }
      return ids;
    });

    if (recorded.length === 0) {
      const at = (await this.repository.firstBoarding(passengers.map((p) => p.id))) ?? now;
      const local = localParts(at, zone);
      throw new AppError(
        'BOARDING_ALREADY',
        `Penumpang sudah naik pada ${local.date} pukul ${local.time.replace(':', '.')} ${board?.zone ?? ''}`.trim() +
          '. Tiket ini tidak dapat dipakai lagi.',
        {
          reservasi_kode: ticket.code,
          naik_pada: at.toISOString(),
          naik_pada_lokal: localTimestamp(at, zone),
          penumpang: people,
        },
      );
    }
    return {
      reservasi_kode: ticket.code,
      keberangkatan: departureLabel,
      penumpang: people,
      metode: method,
      naik_pada: now.toISOString(),
      naik_pada_lokal: localTimestamp(now, zone),
    };
  }

  /**
   * The departure being boarded, when the console names it (first, so a petugas naming
   * another operator's departure learns nothing about the ticket), and the ticket the code
   * names with its legs the staff member may see: none is a miss.
   */
  private async lookUp(staff: StaffPrincipal, request: BoardingRequest, code: string) {
    const named = namedDeparture(request);
    const boardingDeparture = named ? await this.departures.visibleDeparture(staff, named) : null;
    const ticket = await this.repository.findTicket(code);
    const legs = ticket
      ? (await this.repository.ticketLegs(ticket.id)).filter(
          (leg) => staff.role === 'admin' || leg.operatorCode === staff.operatorCode,
        )
      : [];
    return { boardingDeparture, ticket, legs };
  }

  /**
   * A code typed by hand is counted as a miss before it is looked up (an atomic upsert),
   * so racing look-ups cannot all pass a check made before any of them is counted; past
   * the limit it is refused. Only a miss stays counted: a code that finds a ticket, a
   * refused look-up and one that fails (a named departure not found) give their count back.
   */
  private async lookUpCountingMisses<T extends { ticket: unknown; legs: unknown[] }>(
    staff: StaffPrincipal,
    lookUp: () => Promise<T>,
  ): Promise<T> {
    const missKey = `staff-boarding-miss:${staff.id}`;
    const giveBack = () => this.rateLimiter.release(missKey, MANUAL_MISSES_WINDOW_MS);
    const state = await this.rateLimiter.hit(
      missKey,
      MANUAL_MISSES_PER_STAFF,
      MANUAL_MISSES_WINDOW_MS,
    );
    if (!state.allowed) {
      await giveBack();
      throw new AppError(
        'RATE_LIMITED',
        'Terlalu banyak kode booking yang tidak ditemukan. Coba lagi beberapa menit lagi atau pindai QR.',
        { retry_after_detik: state.retryAfterSeconds },
      );
    }
    let found: T;
    try {
      found = await lookUp();
    } catch (error) {
      await giveBack();
      throw error;
    }
    if (found.ticket && found.legs.length > 0) await giveBack();
    return found;
  }

  /**
   * The leg being boarded. With the departure named: the ticket's leg on it, else why not
   * (another day of the same schedule, or another departure). Without: the ticket's one leg
   * boarding today (local date at its boarding stop); several ask for the departure.
   */
  private async chooseLeg(
    legs: TicketLegRow[],
    named: Departure | null,
    now: Date,
  ): Promise<{ leg: TicketLegRow; departure: Departure; stops: TripStop[] }> {
    if (named) {
      const { segment } = named;
      const leg = legs.find(
        (candidate) =>
          candidate.scheduleId === segment.schedule.id && candidate.tripDate === segment.tripDate,
      );
      if (leg) return { leg, departure: named, stops: await this.trips.describeStops(segment) };
      const other = legs[0]!;
      const sameSchedule = legs.find((candidate) => candidate.scheduleId === segment.schedule.id);
      if (sameSchedule)
        throw refused(
          `Tiket ini untuk keberangkatan tanggal ${sameSchedule.tripDate}, bukan ${segment.tripDate}.`,
        );
      throw refused(
        `Tiket ini untuk jadwal ${other.scheduleCode} tanggal ${other.tripDate}, bukan keberangkatan ini (${segment.schedule.code}).`,
      );
    }

    const candidates: Array<{ leg: TicketLegRow; departure: Departure; stops: TripStop[] }> = [];
    let firstElsewhen: { leg: TicketLegRow; date: string; time: string } | null = null;
    for (const leg of legs) {
      const departure = await this.trips.departure(
        leg.operatorCode,
        leg.scheduleCode,
        leg.tripDate,
      );
      if (!departure) continue;
      const stops = await this.trips.describeStops(departure.segment);
      const board = stops.find((stop) => stop.stopIndex === leg.fromStop);
      if (!board) continue;
      if (board.date === localDate(now, board.point.timezone))
        candidates.push({ leg, departure, stops });
      else firstElsewhen ??= { leg, date: board.date, time: board.time };
    }
    if (candidates.length === 1) return candidates[0]!;
    if (candidates.length > 1) throw new AppError('BOARDING_DEPARTURE_REQUIRED');
    if (firstElsewhen)
      throw refused(
        `Tiket ini untuk keberangkatan tanggal ${firstElsewhen.date} pukul ${firstElsewhen.time.replace(':', '.')}, bukan hari ini.`,
      );
    throw departureNotFound();
  }
}

function namedDeparture(request: BoardingRequest): DepartureKey | null {
  if (!request.operator_kode || !request.jadwal_kode || !request.tanggal) return null;
  return {
    operator_kode: request.operator_kode,
    jadwal_kode: request.jadwal_kode,
    tanggal: request.tanggal,
  };
}
