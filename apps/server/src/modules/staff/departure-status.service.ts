import {
  type DepartureLiveStatus,
  type DepartureStep,
  departureStatusLabels,
  departureStepRefusal,
  nextDepartureSteps,
} from '@lintas/domain/departure-status';
import type { StaffDepartureStatusResult } from '@lintas/domain/staff-schemas';
import type { Kysely } from 'kysely';
import type { Executor } from '../../db/executor.js';
import type { DB } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import type { StaffPrincipal } from '../../http/authentication.js';
import type { Clock } from '../../lib/clock.js';
import { localParts, zoneLabel } from '../../lib/zoned-time.js';
import type { DepartureKey, DepartureService } from './departure.service.js';
import type {
  DepartureStatusRepository,
  DepartureStatusRow,
} from './departure-status.repository.js';
import type { StaffAccountRepository } from './staff-account.repository.js';

/**
 * How long before its timetabled (or moved) time a departure may be marked boarding or
 * departed: a bus boards within the hour, and a mark on tomorrow's bus by a slip of the
 * finger would tell its passengers it has left and stop their cancellations.
 */
const EARLIEST_MARK_HOURS = 12;

type LiveFields = Omit<StaffDepartureStatusResult, 'operator_kode' | 'jadwal_kode' | 'tanggal'>;

/** What the console shows of a departure's live status: its row (none: terjadwal). */
export function liveFields(row: DepartureStatusRow | undefined, cancelled: boolean): LiveFields {
  const status: DepartureLiveStatus = row?.status ?? 'terjadwal';
  return {
    status_perjalanan: status,
    status_perjalanan_label: departureStatusLabels[status],
    perjalanan_pada: {
      boarding: row?.boardingAt ? row.boardingAt.toISOString() : null,
      berangkat: row?.departedAt ? row.departedAt.toISOString() : null,
      tiba: row?.arrivedAt ? row.arrivedAt.toISOString() : null,
    },
    langkah_berikutnya: cancelled ? [] : nextDepartureSteps(status),
  };
}

function refused(message: string): AppError {
  return new AppError('DEPARTURE_STATUS_REFUSED', message);
}

/**
 * A departure's live status (issue 21, decision 0039): staff mark it boarding, departed
 * (berangkat) and arrived (tiba), forward only, each step once, recorded with when and by
 * whom and in the audit log; the first boarding scan marks it boarding on its own. The
 * customer's ticket and order list show it, and a departed bus cannot be cancelled
 * (the reservations module reads the row).
 */
export class DepartureStatusService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly departures: DepartureService,
    private readonly repository: DepartureStatusRepository,
    private readonly accounts: StaffAccountRepository,
    private readonly clock: Clock,
  ) {}

  async mark(
    staff: StaffPrincipal,
    request: DepartureKey & { status: DepartureStep },
  ): Promise<StaffDepartureStatusResult> {
    const departure = await this.departures.visibleDeparture(staff, request);
    const { segment } = departure;
    if (departure.cancelled)
      throw refused('Keberangkatan ini sudah dibatalkan operator; statusnya tidak dapat diubah.');
    const now = this.clock.now();
    const earliest = segment.departureAt.getTime() - EARLIEST_MARK_HOURS * 3_600_000;
    if (request.status !== 'tiba' && now.getTime() < earliest) {
      const local = localParts(segment.departureAt, segment.origin.timezone);
      throw refused(
        `Keberangkatan ini dijadwalkan ${local.date} pukul ${local.time.replace(':', '.')} ` +
          `${zoneLabel(segment.origin.timezone)}; statusnya dapat ditandai paling cepat ` +
          `${EARLIEST_MARK_HOURS} jam sebelumnya.`,
      );
    }
    const step = request.status;
    const scheduleId = segment.schedule.id;
    const tripDate = segment.tripDate;
    const mark = { scheduleId, tripDate, step, staffId: staff.id, at: now };

    const row = await this.db.transaction().execute(async (trx) => {
      let current = await this.repository.lock(scheduleId, tripDate, trx);
      if (!current) {
        const refusal = departureStepRefusal('terjadwal', step);
        if (refusal) throw refused(refusal);
        if (await this.repository.insertFirst(mark, trx)) {
          await this.audit(
            trx,
            staff.id,
            departureKeyOf(departure.segment),
            'terjadwal',
            step,
            now,
          );
          return this.repository.lock(scheduleId, tripDate, trx);
        }
        // Another mark (or the first boarding scan) committed first: judge against it.
        current = await this.repository.lock(scheduleId, tripDate, trx);
      }
      const from: DepartureLiveStatus = current?.status ?? 'terjadwal';
      const refusal = departureStepRefusal(from, step);
      if (refusal) throw refused(refusal);
      await this.repository.advance(mark, trx);
      await this.audit(trx, staff.id, departureKeyOf(departure.segment), from, step, now);
      return this.repository.lock(scheduleId, tripDate, trx);
    });
    return {
      operator_kode: segment.operator.code,
      jadwal_kode: segment.schedule.code,
      tanggal: tripDate,
      ...liveFields(row, false),
    };
  }

  /**
   * The first boarding scan of a departure marks it boarding, in the scan's transaction;
   * a departure marked already (boarding, or departed) stays as it is.
   */
  async boardingScanned(
    trx: Executor,
    staffId: number,
    departure: { scheduleId: number; tripDate: string; key: string },
    at: Date,
  ): Promise<void> {
    const created = await this.repository.insertFirst(
      {
        scheduleId: departure.scheduleId,
        tripDate: departure.tripDate,
        step: 'boarding',
        staffId,
        at,
      },
      trx,
    );
    if (created) await this.audit(trx, staffId, departure.key, 'terjadwal', 'boarding', at, true);
  }

  private audit(
    trx: Executor,
    staffId: number,
    key: string,
    from: DepartureLiveStatus,
    to: DepartureStep,
    at: Date,
    byScan = false,
  ): Promise<void> {
    return this.accounts.insertAudit(
      {
        staffId,
        action: 'keberangkatan.status',
        entity: 'keberangkatan',
        entityKey: key,
        before: { status_perjalanan: from },
        after: byScan
          ? { status_perjalanan: to, sebab: 'pindai boarding pertama' }
          : { status_perjalanan: to },
        at,
      },
      trx,
    );
  }
}

/** The audit log's key of a departure, as the cancellation and the move write it. */
function departureKeyOf(segment: {
  operator: { code: string };
  schedule: { code: string };
  tripDate: string;
}): string {
  return `${segment.operator.code}/${segment.schedule.code}/${segment.tripDate}`;
}
