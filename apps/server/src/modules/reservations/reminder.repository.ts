import { type Kysely, sql } from 'kysely';
import type { Executor } from '../../db/executor.js';
import { literal } from '../../db/literal.js';
import type { DB } from '../../db/schema.js';

export type ReminderKind = 'h24' | 'h3';

/** A reminder this pass wrote into the ledger, and so must send. */
export interface ClaimedReminder {
  reservation_id: number;
  direction: 'go' | 'return';
  kind: ReminderKind;
}

/** A point's coordinates, for the map link (null: not surveyed; the link searches by name). */
export interface PointPlace {
  id: number;
  latitude: number | null;
  longitude: number | null;
}

/** Hours before a departure each reminder is due (decision 0038). */
const H24_HOURS = 24;
const H3_HOURS = 3;

/**
 * The ledger of departure reminders sent (`reservation_reminders`, migration 0023): one row
 * per reservation, direction and kind. The row is the promise that a reminder goes once:
 * it is written by the pass that sends it, in the transaction that queues its messages.
 */
export class ReminderRepository {
  constructor(private readonly db: Kysely<DB>) {}

  /**
   * Writes the reminders due at `now` and answers those this statement wrote (a row another
   * process wrote first is skipped by ON CONFLICT DO NOTHING: its writer sends it). Due: the
   * first leg of a direction of a paid booking (no refund owed, its departure not cancelled)
   * departing after `now` and within 24 hours; 'h3' when within 3 hours, else 'h24'. A
   * direction that already had its h3, or this kind, is not due. At most `limit`, soonest
   * departure first; the rest come on the next pass. Reads reservation_legs through
   * reservation_legs_first_departure_idx (`leg_index = 0` written as a literal, decision
   * 0033). Table names are quoted as Kysely writes them, so the plan test finds it.
   */
  async claimDue(now: Date, limit: number, db: Executor = this.db): Promise<ClaimedReminder[]> {
    const h3From = new Date(now.getTime() + H3_HOURS * 3_600_000);
    const h24From = new Date(now.getTime() + H24_HOURS * 3_600_000);
    const { rows } = await sql<ClaimedReminder>`
      INSERT INTO "reservation_reminders" (reservation_id, direction, kind, departure_at, sent_at)
      SELECT due.reservation_id, due.direction, due.kind, due.departure_at, ${now}::timestamptz
      FROM (
        SELECT leg.reservation_id, leg.direction, leg.departure_at,
          CASE WHEN leg.departure_at <= ${h3From}::timestamptz
            THEN ${literal('h3')} ELSE ${literal('h24')} END AS kind
        FROM "reservation_legs" leg
        JOIN "reservations" r ON r.id = leg.reservation_id
        WHERE leg.leg_index = ${literal(0)}
          AND leg.departure_at > ${now}::timestamptz
          AND leg.departure_at <= ${h24From}::timestamptz
          AND r.status = ${literal('paid')}
          AND r.refund_status IS NULL
          AND NOT EXISTS (
            SELECT 1 FROM "trip_cancellations" c
            WHERE c.schedule_id = leg.schedule_id AND c.trip_date = leg.trip_date
          )
      ) due
      WHERE NOT EXISTS (
        SELECT 1 FROM "reservation_reminders" sent
        WHERE sent.reservation_id = due.reservation_id
          AND sent.direction = due.direction
          AND (sent.kind = due.kind OR sent.kind = ${literal('h3')})
      )
      ORDER BY due.departure_at, due.reservation_id, due.direction
      LIMIT ${limit}
      ON CONFLICT DO NOTHING
      RETURNING reservation_id, direction, kind
    `.execute(db);
    return rows;
  }

  /** The bookers the reminders go to. */
  bookers(reservationIds: number[], db: Executor = this.db) {
    if (reservationIds.length === 0) return Promise.resolve([]);
    return db
      .selectFrom('reservations')
      .select(['id', 'code', 'booker_name', 'booker_email', 'booker_phone', 'is_round_trip'])
      .where('id', 'in', reservationIds)
      .execute();
  }

  /** The coordinates of the points the reminders name (their map links). */
  async places(pointIds: number[], db: Executor = this.db): Promise<PointPlace[]> {
    if (pointIds.length === 0) return [];
    return db
      .selectFrom('points')
      .select(['id', 'latitude', 'longitude'])
      .where('id', 'in', [...new Set(pointIds)])
      .execute();
  }
}
