import { formatDate } from '@lintas/domain/format';
import type {
  StaffMoveDepartureBody,
  StaffMoveDepartureResult,
} from '@lintas/domain/staff-move-schemas';
import type { Kysely } from 'kysely';
import type { Executor } from '../../db/executor.js';
import type { DB } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import type { StaffPrincipal } from '../../http/authentication.js';
import type { Clock } from '../../lib/clock.js';
import { addMinutes, localParts, zonedInstant } from '../../lib/zoned-time.js';
import type { Departure, TripStop } from '../trips/trip.service.js';
import type { OfficeOutboxPort } from './departure-cancellation.service.js';
import { smsRecipient } from './departure-cancellation.service.js';
import type { DepartureService, StaffTripsPort } from './departure.service.js';
import type { DepartureMoveRepository, MovedBookingRow } from './departure-move.repository.js';
import type { StaffAccountRepository } from './staff-account.repository.js';

/** What a move needs from the trips module: the departure's new time, under its lock. */
export interface DepartureTimePort {
  moveDeparture(
    trx: Executor,
    move: { scheduleId: number; tripDate: string; time: string; reason: string; at: Date },
  ): Promise<{ previousTime: string }>;
  cancellationReason(scheduleId: number, tripDate: string, trx?: Executor): Promise<string | null>;
}

/** The times stored with the departure: its reservation legs (and seat alerts waiting on it). */
export interface LegTimesPort {
  retime(scheduleId: number, tripDate: string, routeStart: Date, trx: Executor): Promise<number>;
}

const MOVE_AFTER_LEFT = 'Keberangkatan yang sudah berangkat tidak dapat dipindahkan.';

/**
 * Moving one departure to another time of its trip date (issue 10, decision 0022). The
 * trip date stays, so the seat inventory and every booking stay attached; the trips
 * module keeps the new time (every reader of the departure's time builds it from there,
 * and search shows it at once through the catalogue's version), the reservations module
 * retimes the stored legs, each paid booker gets an e-mail and an SMS with the new time
 * at their own boarding point (the outbox, sent after the commit), and the audit log
 * records before and after, all in one transaction.
 *
 * Refused: another operator's departure (404, as if absent), one that has left (409) or
 * was cancelled (409), another date, a time already past, and a time that would carry a
 * boarding stop into another local date (its bookings' tanggal_berangkat would change).
 */
export class DepartureMoveService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly departures: DepartureService,
    private readonly trips: Pick<StaffTripsPort, 'describeStops'>,
    private readonly repository: DepartureMoveRepository,
    private readonly accounts: StaffAccountRepository,
    private readonly timetable: DepartureTimePort,
    private readonly legs: LegTimesPort,
    private readonly outbox: OfficeOutboxPort,
    private readonly clock: Clock,
    private readonly publicBaseUrl: string,
  ) {}

  async move(
    staff: StaffPrincipal,
    body: StaffMoveDepartureBody,
  ): Promise<StaffMoveDepartureResult> {
    const departure = await this.departures.visibleDeparture(staff, body);
    // Only after the scope check, so another operator's departure learns nothing.
    if (body.tanggal_baru !== undefined && body.tanggal_baru !== body.tanggal) {
      throw new AppError(
        'VALIDATION_ERROR',
        `Keberangkatan hanya dapat dipindahkan ke jam lain pada tanggal yang sama (${formatDate(body.tanggal)}): ` +
          'kursi dan tiket penumpang terikat pada tanggal perjalanan. Untuk tanggal lain, batalkan ' +
          'keberangkatan ini (penumpang yang sudah membayar mendapat refund).',
        { field: 'tanggal_baru' },
      );
    }
    if (departure.cancelled) throw new AppError('DEPARTURE_CANCELLED');
    if (departure.departed) throw new AppError('DEPARTURE_ALREADY_LEFT', MOVE_AFTER_LEFT);
    const { segment } = departure;
    const stops = await this.trips.describeStops(segment);
    const first = stops[0];
    if (!first) throw new AppError('NOT_FOUND', 'Keberangkatan tidak ditemukan.');
    const now = this.clock.now();

    const newStart = zonedInstant(segment.tripDate, body.jam_baru, first.point.timezone);
    const shift = Math.round((newStart.getTime() - segment.departureAt.getTime()) / 60_000);
    const moved = stops.map((stop) => movedStop(stop, shift));
    if (shift !== 0) {
      if (newStart.getTime() <= now.getTime())
        throw new AppError(
          'VALIDATION_ERROR',
          `Jam ${body.jam_baru} pada ${formatDate(segment.tripDate)} sudah lewat. Pilih jam yang belum lewat.`,
          { field: 'jam_baru' },
        );
      // Every stop but the last boards passengers, and a boarding date names their trip.
      for (const [i, stop] of stops.slice(0, -1).entries()) {
        const after = moved[i]!;
        if (after.date !== stop.date)
          throw new AppError(
            'VALIDATION_ERROR',
            `Pada jam ${body.jam_baru}, keberangkatan dari ${stop.point.name} (${stop.point.cityName}) ` +
              `pindah ke tanggal ${formatDate(after.date)}. Pemindahan hanya di tanggal yang sama; ` +
              'pilih jam lain.',
            { field: 'jam_baru' },
          );
      }
    }

    const outcome = await this.db.transaction().execute(async (trx) => {
      const scheduleId = segment.schedule.id;
      const tripDate = segment.tripDate;
      if (shift === 0) {
        // Already at that time (a repeated click): nothing changes, nobody is told again.
        const paid = await this.repository.paidBookingsOn(scheduleId, tripDate, trx);
        return { previousTime: segment.departureTime, paid, notices: 0, moved: false };
      }
      const { previousTime } = await this.timetable.moveDeparture(trx, {
        scheduleId,
        tripDate,
        time: body.jam_baru,
        reason: body.alasan,
        at: now,
      });
      // Read under the schedule's lock: a cancellation that committed first wins.
      if ((await this.timetable.cancellationReason(scheduleId, tripDate, trx)) !== null)
        throw new AppError('DEPARTURE_CANCELLED');
      await this.departures.refuseIfMarkedLeft(segment, MOVE_AFTER_LEFT, trx);
      const legs = await this.legs.retime(scheduleId, tripDate, newStart, trx);
      const paid = await this.repository.paidBookingsOn(scheduleId, tripDate, trx);
      let notices = 0;
      for (const booking of paid) {
        for (const message of this.messages(departure, stops, moved, booking, body.alasan)) {
          await this.outbox.enqueue(trx, message);
          notices++;
        }
      }
      await this.accounts.insertAudit(
        {
          staffId: staff.id,
          action: 'keberangkatan.pindah',
          entity: 'keberangkatan',
          entityKey: `${segment.operator.code}/${segment.schedule.code}/${tripDate}`,
          before: { jam_berangkat: previousTime },
          after: {
            jam_berangkat: body.jam_baru,
            alasan: body.alasan,
            leg_diubah: legs,
            pemesanan_diberitahu: paid.length,
          },
          at: now,
        },
        trx,
      );
      return { previousTime, paid, notices, moved: true };
    });

    if (outcome.notices > 0) this.outbox.dispatchSoon();
    return {
      operator_kode: segment.operator.code,
      jadwal_kode: segment.schedule.code,
      tanggal: segment.tripDate,
      jam_semula: outcome.previousTime,
      jam_baru: body.jam_baru,
      alasan: body.alasan,
      dipindahkan_sekarang: outcome.moved,
      pemesanan: outcome.paid.map((booking) => {
        const at = moved[booking.fromStop] ?? moved[0]!;
        const stop = stops[booking.fromStop] ?? first;
        return {
          reservasi_kode: booking.code,
          pemesan_nama: booking.bookerName,
          pemesan_telp: booking.bookerPhone,
          pemesan_email: booking.bookerEmail,
          penumpang: booking.passengers.map(([kursi, nama]) => ({ kursi, nama })),
          naik_di: {
            cabang_nama: stop.point.name,
            kota_nama: stop.point.cityName,
            tanggal: at.date,
            jam: at.time,
            zona_waktu: stop.zone,
          },
        };
      }),
      jumlah_penumpang: outcome.paid.reduce((sum, item) => sum + item.passengers.length, 0),
      pemberitahuan: outcome.notices,
    };
  }

  /** The booker's e-mail and SMS: the new time where they board, why, and that nothing else changes. */
  private messages(
    departure: Departure,
    stops: TripStop[],
    moved: Array<{ date: string; time: string }>,
    booking: MovedBookingRow,
    reason: string,
  ) {
    const { segment } = departure;
    const stop = stops[booking.fromStop] ?? stops[0]!;
    const after = moved[booking.fromStop] ?? moved[0]!;
    const place = `${stop.point.name}, ${stop.point.cityName}`;
    const trip = `${segment.operator.name} ${segment.schedule.routeName}`;
    const link = `${this.publicBaseUrl}/reservasi/${encodeURIComponent(booking.code)}`;
    const text = [
      `Yth. ${booking.bookerName},`,
      '',
      `Jam keberangkatan ${trip} pada ${formatDate(stop.date)} (kode booking ${booking.code}) dipindahkan oleh operator.`,
      `Naik di ${place}: semula pukul ${stop.time} ${stop.zone}, sekarang pukul ${after.time} ${stop.zone}.`,
      `Alasan: ${reason}`,
      '',
      'Kursi dan e-tiket Anda tetap berlaku; tidak perlu memesan ulang. Mohon hadir 30 menit sebelum jam yang baru.',
      `E-tiket dengan jam terbaru: ${link}`,
      '',
      'Salam,',
      'Lintas',
    ].join('\n');
    const sms =
      `Lintas: jam berangkat ${segment.schedule.routeName} ${stop.date} (booking ${booking.code}) ` +
      `dipindah dari ${stop.time} ke ${after.time} ${stop.zone} di ${stop.point.name}. Tiket tetap berlaku. Info: ${link}`;
    return [
      {
        channel: 'email' as const,
        recipient: booking.bookerEmail,
        subject: `Jam keberangkatan berubah: ${booking.code}`,
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

/** A stop's local date and time after the departure moves by `shift` minutes. */
function movedStop(stop: TripStop, shift: number): { date: string; time: string } {
  const at = zonedInstant(stop.date, stop.time, stop.point.timezone);
  return localParts(addMinutes(at, shift), stop.point.timezone);
}
