import type { DepartureStep } from '@lintas/domain/departure-status';
import { type Kysely, sql } from 'kysely';
import type { Executor } from '../../db/executor.js';
import type { DB } from '../../db/schema.js';

/** A departure's live status row (decision 0039); no row: 'terjadwal'. */
export interface DepartureStatusRow {
  scheduleId: number;
  tripDate: string;
  status: DepartureStep;
  boardingAt: Date | null;
  departedAt: Date | null;
  arrivedAt: Date | null;
}

const COLUMNS = [
  'schedule_id as scheduleId',
  sql<string>`trip_date::text`.as('tripDate'),
  'status',
  'boarding_at as boardingAt',
  'departed_at as departedAt',
  'arrived_at as arrivedAt',
] as const;

/** The column pair each step fills: when, and by whom. */
function stepValues(step: DepartureStep, at: Date, staffId: number) {
  if (step === 'boarding') return { boarding_at: at, boarding_by: staffId };
  if (step === 'berangkat') return { departed_at: at, departed_by: staffId };
  return { arrived_at: at, arrived_by: staffId };
}

/** The staff module's departure_statuses: read per departure and per day, written a step at a time. */
export class DepartureStatusRepository {
  constructor(private readonly db: Kysely<DB>) {}

  /** The statuses of these schedules on one trip date, keyed by schedule id. */
  async ofDay(scheduleIds: number[], tripDate: string): Promise<Map<number, DepartureStatusRow>> {
    if (scheduleIds.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('departure_statuses')
      .select(COLUMNS)
      .where('schedule_id', '=', sql<number>`ANY(${[...new Set(scheduleIds)]}::int[])`)
      .where('trip_date', '=', tripDate)
      .execute();
    return new Map(rows.map((row) => [row.scheduleId, row]));
  }

  /** One departure's row under its lock (a concurrent step waits for this transaction). */
  lock(
    scheduleId: number,
    tripDate: string,
    db: Executor,
  ): Promise<DepartureStatusRow | undefined> {
    return db
      .selectFrom('departure_statuses')
      .select(COLUMNS)
      .where('schedule_id', '=', scheduleId)
      .where('trip_date', '=', tripDate)
      .forUpdate()
      .executeTakeFirst();
  }

  /**
   * The first mark of a departure: its row, unless one exists already (another staff
   * member's mark or a boarding scan committed first). Answers whether it was created.
   */
  async insertFirst(
    mark: { scheduleId: number; tripDate: string; step: DepartureStep; staffId: number; at: Date },
    db: Executor,
  ): Promise<boolean> {
    const inserted = await db
      .insertInto('departure_statuses')
      .values({
        schedule_id: mark.scheduleId,
        trip_date: mark.tripDate,
        status: mark.step,
        ...stepValues(mark.step, mark.at, mark.staffId),
        updated_at: mark.at,
        updated_by: mark.staffId,
      })
      .onConflict((oc) => oc.columns(['schedule_id', 'trip_date']).doNothing())
      .returning('schedule_id')
      .execute();
    return inserted.length > 0;
  }

  /** A later step of a departure whose row this transaction has locked. */
  async advance(
    mark: { scheduleId: number; tripDate: string; step: DepartureStep; staffId: number; at: Date },
    db: Executor,
  ): Promise<void> {
    await db
      .updateTable('departure_statuses')
      .set({
        status: mark.step,
        ...stepValues(mark.step, mark.at, mark.staffId),
        updated_at: mark.at,
        updated_by: mark.staffId,
      })
      .where('schedule_id', '=', mark.scheduleId)
      .where('trip_date', '=', mark.tripDate)
      .execute();
  }
}
