import { type Insertable, type RawBuilder, sql } from 'kysely';
import type { Executor } from '../../db/executor.js';
import { sqlStateOf } from '../../db/sql-state.js';
import type {
  IdempotencyKeysTable,
  ReservationLegsTable,
  ReservationPassengersTable,
  ReservationsTable,
} from '../../db/schema.js';

/** What a checkout writes: the reservation, its legs with their passengers, its key. */
export interface NewBooking {
  reservation: Insertable<ReservationsTable>;
  legs: Array<{
    leg: Omit<Insertable<ReservationLegsTable>, 'reservation_id'>;
    passengers: Array<Omit<Insertable<ReservationPassengersTable>, 'leg_id'>>;
  }>;
  idempotencyKey?: Omit<Insertable<IdempotencyKeysTable>, 'reservation_id'>;
}

/** The new id, the legs as written and the seats module's `seats_on_keys` rows. */
export interface WrittenBooking {
  id: number;
  legs: InsertedLeg[];
  seatsOnKeys: unknown[];
  /** What the `alongside` statement returned, as JSON rows (none given: empty). */
  alongside: unknown[];
}

/**
 * A new reservation, its legs, their passengers and (with a key) its Idempotency-Key
 * record, written in ONE statement (decision 0024: a checkout is bound by its round
 * trips), followed by `moreCtes` (the seats module's hold, which refers to the new id
 * as `(SELECT id FROM new_reservation)`). Answers the new id, the legs as written (the
 * time-change trigger may have moved their times) and the statement's `seats_on_keys`.
 *
 * With `admission` (an SQL expression answering the reservation's status or failing the
 * statement, decision 0032) the reservation's status is that expression's answer, read
 * before the reservation's row is written. `alongside`: another module's write with the
 * new id (WriteAlongside: the booking's pending charge, decision 0034), its RETURNING
 * answered as `alongside`.
 */
export async function writeBooking(
  booking: NewBooking,
  moreCtes: (reservationId: RawBuilder<number>) => RawBuilder<unknown>,
  db: Executor,
  admission?: RawBuilder<string>,
  alongside?: (reservationId: RawBuilder<number>) => RawBuilder<unknown>,
): Promise<WrittenBooking> {
  const newId = sql<number>`(SELECT id FROM new_reservation)`;
  const reservation = admission
    ? { ...booking.reservation, status: sql`(SELECT status FROM admission)` }
    : booking.reservation;
  const ctes: RawBuilder<unknown>[] = [
    ...(admission ? [sql`admission AS MATERIALIZED (SELECT ${admission} AS status)`] : []),
    sql`new_reservation AS (INSERT INTO reservations ${insertColumnsAndValues([reservation])} RETURNING id)`,
    booking.legs.length > 0
      ? sql`new_legs AS (INSERT INTO reservation_legs ${insertColumnsAndValues(
          booking.legs.map(({ leg }) => ({ ...leg, reservation_id: newId })),
        )} RETURNING id, direction, leg_index, departure_at, arrival_at)`
      : // No leg (no checkout makes one; VALUES cannot be empty): the same columns, no row.
        sql`new_legs AS (SELECT NULL::bigint AS id, NULL::text AS direction, NULL::int AS leg_index,
          NULL::timestamptz AS departure_at, NULL::timestamptz AS arrival_at WHERE false)`,
  ];
  const passengers = booking.legs.flatMap(({ leg, passengers }) =>
    passengers.map((passenger) => ({
      ...passenger,
      leg_id: sql<number>`(SELECT id FROM new_legs WHERE direction = ${leg.direction} AND leg_index = ${leg.leg_index})`,
    })),
  );
  if (passengers.length > 0) {
    ctes.push(
      sql`new_passengers AS (INSERT INTO reservation_passengers ${insertColumnsAndValues(passengers)})`,
    );
  }
  if (booking.idempotencyKey) {
    ctes.push(
      sql`new_key AS (INSERT INTO idempotency_keys ${insertColumnsAndValues([
        { ...booking.idempotencyKey, reservation_id: newId },
      ])})`,
    );
  }
  ctes.push(moreCtes(newId));
  if (alongside) ctes.push(sql`alongside AS (${alongside(newId)})`);
  const { rows } = await sql<{
    id: number;
    legs: Array<
      Omit<InsertedLeg, 'departure_at' | 'arrival_at'> &
        Record<'departure_at' | 'arrival_at', string>
    >;
    seats_on_keys: unknown[] | null;
    alongside: unknown[] | null;
  }>`WITH ${sql.join(ctes)}
    SELECT ${newId} AS id,
      (SELECT json_agg(json_build_object('id', id, 'direction', direction, 'leg_index', leg_index,
        'departure_at', departure_at, 'arrival_at', arrival_at)) FROM new_legs) AS legs,
      (SELECT json_agg(seats_on_keys) FROM seats_on_keys) AS seats_on_keys,
      ${alongside ? sql`(SELECT json_agg(alongside) FROM alongside)` : sql`NULL::json`} AS alongside`.execute(
    db,
  );
  const row = rows[0];
  if (!row) throw new Error('the booking statement answered no row');
  return {
    id: Number(row.id),
    legs: (row.legs ?? []).map((leg) => ({
      ...leg,
      departure_at: new Date(leg.departure_at),
      arrival_at: new Date(leg.arrival_at),
    })),
    seatsOnKeys: row.seats_on_keys ?? [],
    alongside: row.alongside ?? [],
  };
}

/** The booking statement's admission refused it (admit_booking's SQLSTATE, migration 0021). */
export function isBookingNotAdmitted(error: unknown): boolean {
  return sqlStateOf(error) === 'LT001';
}

/** A leg as insertBooking wrote it. */
export interface InsertedLeg {
  id: number;
  direction: 'go' | 'return';
  leg_index: number;
  departure_at: Date;
  arrival_at: Date;
}

/**
 * `(col, ...) VALUES (...), (...)` for rows of one table: every column any row sets
 * (undefined is left out, as Kysely's values() does; a row without it gets DEFAULT).
 * Values are parameters, or SQL given as a RawBuilder (a CTE's id).
 */
function insertColumnsAndValues(rows: Array<Record<string, unknown>>): RawBuilder<unknown> {
  const columns = [
    ...new Set(rows.flatMap((row) => Object.keys(row).filter((key) => row[key] !== undefined))),
  ];
  // The column names are the code's own keys; written as one text, and each row's values
  // joined as parameters, the statement compiles in a fraction of the time a fragment per
  // name and per value took (this runs on every booking, issue 11).
  const names = sql.raw(columns.map((column) => `"${column}"`).join(', '));
  return sql`(${names}) VALUES ${sql.join(
    rows.map(
      (row) =>
        sql`(${sql.join(columns.map((column) => (row[column] === undefined ? DEFAULT : row[column])))})`,
    ),
  )}`;
}

const DEFAULT = sql`DEFAULT`;
