import { formatDate } from '@lintas/domain/format';
import type {
  StaffScheduleBody,
  StaffScheduleResult,
} from '@lintas/domain/staff-operations-schemas';
import type { Kysely } from 'kysely';
import type { Executor } from '../../db/executor.js';
import type { DB } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import type { StaffPrincipal } from '../../http/authentication.js';
import type { Clock } from '../../lib/clock.js';
import { BUSINESS_ZONE, localDate, weekday } from '../../lib/zoned-time.js';
import type { DepartureRepository } from './departure.repository.js';
import type { OfficeRepository } from './office.repository.js';
import type { StaffAccountRepository } from './staff-account.repository.js';

const DAY_NAMES = ['Minggu', 'Senin', 'Selasa', 'Rabu', 'Kamis', 'Jumat', 'Sabtu'];

/** The trips module's schedule edits. */
export interface SchedulesPort {
  scheduleForChange(
    trx: Executor,
    operatorCode: string,
    scheduleCode: string,
  ): Promise<{ id: number; departureTime: string; daysOfWeek: number[]; isActive: boolean } | null>;
  setTimetable(
    trx: Executor,
    scheduleId: number,
    values: { departureTime: string; daysOfWeek: number[] },
  ): Promise<void>;
}

/**
 * A schedule's running days and departure time (issue 10). A change never moves or drops
 * a trip somebody holds a booking on: a new time is refused while the schedule has active
 * bookings from today on, a day taken away while a booking falls on it (409, saying which
 * dates; cancel those departures first, which refunds and tells their bookers). Audited;
 * the next search is built from it (the catalogue's version).
 */
export class ScheduleDeskService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly schedules: SchedulesPort,
    private readonly office: OfficeRepository,
    private readonly departures: DepartureRepository,
    private readonly accounts: StaffAccountRepository,
    private readonly clock: Clock,
  ) {}

  async update(staff: StaffPrincipal, body: StaffScheduleBody): Promise<StaffScheduleResult> {
    const visible =
      staff.role === 'admin'
        ? await this.departures.operatorExists(body.operator_kode)
        : body.operator_kode === staff.operatorCode;
    if (!visible) throw new AppError('NOT_FOUND', 'Jadwal tidak ditemukan.');
    const now = this.clock.now();
    return this.db.transaction().execute(async (trx) => {
      const schedule = await this.schedules.scheduleForChange(
        trx,
        body.operator_kode,
        body.jadwal_kode,
      );
      if (!schedule) throw new AppError('NOT_FOUND', 'Jadwal tidak ditemukan.');
      const before = { jam_berangkat: schedule.departureTime, hari: schedule.daysOfWeek };
      const after = { jam_berangkat: body.jam_berangkat, hari: body.hari };
      const result = {
        operator_kode: body.operator_kode,
        jadwal_kode: body.jadwal_kode,
        ...after,
        aktif: schedule.isActive,
      };
      const timeChanged = before.jam_berangkat !== after.jam_berangkat;
      const dropped = before.hari.filter((day) => !after.hari.includes(day));
      if (!timeChanged && JSON.stringify(before.hari) === JSON.stringify(after.hari))
        return { ...result, berubah: false };

      if (timeChanged || dropped.length > 0) {
        const booked = await this.office.activeBookingDates(
          schedule.id,
          localDate(now, BUSINESS_ZONE),
          now,
          trx,
        );
        const hit = timeChanged
          ? booked
          : booked.filter((row) => dropped.includes(weekday(row.tripDate)));
        if (hit.length > 0) {
          const dates = hit
            .slice(0, 3)
            .map((row) => formatDate(row.tripDate, 'DD MMM YYYY'))
            .join(', ');
          const more = hit.length > 3 ? ` dan ${hit.length - 3} tanggal lain` : '';
          throw new AppError(
            'SCHEDULE_HAS_BOOKINGS',
            timeChanged
              ? `Jam berangkat tidak dapat diubah: ada pemesanan aktif pada ${dates}${more}. ` +
                  'Batalkan keberangkatan itu lebih dulu (penumpang diberi tahu dan di-refund).'
              : `Hari ${dropped.map((day) => DAY_NAMES[day]).join(', ')} tidak dapat dihapus: ` +
                  `ada pemesanan aktif pada ${dates}${more}. Batalkan keberangkatan itu lebih dulu.`,
            { tanggal: hit.map((row) => row.tripDate) },
          );
        }
      }
      await this.schedules.setTimetable(trx, schedule.id, {
        departureTime: after.jam_berangkat,
        daysOfWeek: after.hari,
      });
      await this.accounts.insertAudit(
        {
          staffId: staff.id,
          action: 'jadwal.ubah',
          entity: 'jadwal',
          entityKey: `${body.operator_kode}/${body.jadwal_kode}`,
          before,
          after,
          at: now,
        },
        trx,
      );
      return { ...result, berubah: true };
    });
  }
}
