import type { Kysely, Selectable } from 'kysely';
import type { DB, SeatPromosTable } from '../../db/schema.js';
import { occupancyIsActive } from '../../db/rules/reservation-activity.js';

export type SeatPromoRow = Selectable<SeatPromosTable>;

/** Queries the price quote needs besides vouchers and payment methods. Every method takes the executor. */
export class PricingRepository {
  constructor(private readonly db: Kysely<DB>) {}

  async findSeatPromos(codes: string[], db: Kysely<DB> = this.db): Promise<SeatPromoRow[]> {
    if (codes.length === 0) return [];
    return this.seatPromoQuery(db).where('code', 'in', codes).execute();
  }

  /** Every active seat promo, by code; whether one fits a trip is seat-promo-rules' call. */
  async activeSeatPromos(db: Kysely<DB> = this.db): Promise<SeatPromoRow[]> {
    return this.seatPromoQuery(db).where('is_active', '=', true).orderBy('code').execute();
  }

  private seatPromoQuery(db: Kysely<DB>) {
    return db
      .selectFrom('seat_promos')
      .select([
        'code',
        'name',
        'operator_id',
        'discount_type',
        'discount_value',
        'seats_per_trip',
        'valid_from',
        'valid_until',
        'is_active',
      ]);
  }

  /**
   * Seats of one trip (schedule on a date) already taken with a promo: held by a pending
   * reservation that has not expired, or sold. "Taken" is the seat inventory's own rule
   * (db/rules/reservation-activity.ts), so a seat freed by an expired hold frees its promo at once.
   */
  async countPromoSeatsTaken(
    promoCode: string,
    scheduleId: number,
    tripDate: string,
    now: Date,
    excludeReservationCode: string | null,
    db: Kysely<DB> = this.db,
  ): Promise<number> {
    let query = db
      .selectFrom('reservation_passengers')
      .innerJoin('reservation_legs', 'reservation_legs.id', 'reservation_passengers.leg_id')
      .innerJoin('seat_occupancy', (join) =>
        join
          .onRef('seat_occupancy.reservation_id', '=', 'reservation_legs.reservation_id')
          .onRef('seat_occupancy.schedule_id', '=', 'reservation_legs.schedule_id')
          .onRef('seat_occupancy.trip_date', '=', 'reservation_legs.trip_date')
          .onRef('seat_occupancy.seat_no', '=', 'reservation_passengers.seat_no')
          // One occupancy row per passenger: the leg's first segment.
          .onRef('seat_occupancy.segment_index', '=', 'reservation_legs.from_stop'),
      )
      .select((eb) => eb.fn.countAll<number>().as('taken'))
      .where('reservation_passengers.promo_code', '=', promoCode)
      .where('reservation_legs.schedule_id', '=', scheduleId)
      .where('reservation_legs.trip_date', '=', tripDate)
      .where((eb) => occupancyIsActive(eb, now));
    if (excludeReservationCode) {
      query = query.where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('reservations as repriced')
              .select('repriced.id')
              .whereRef('repriced.id', '=', 'reservation_legs.reservation_id')
              .where('repriced.code', '=', excludeReservationCode),
          ),
        ),
      );
    }
    const row = await query.executeTakeFirst();
    return Number(row?.taken ?? 0);
  }
}
