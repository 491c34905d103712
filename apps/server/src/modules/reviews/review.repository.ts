import { sql } from 'kysely';
import type { Executor } from '../../db/executor.js';
import type { ReadAlongside } from '../../db/read-alongside.js';

/** One operator's figures as ratingsRead's JSON holds them. */
type RatingTuple = [code: string, average: number | string, count: number];

/** An operator's review figures: the average to one decimal (null without reviews) and count. */
export interface OperatorRating {
  rating: number | null;
  count: number;
}

/**
 * Queries of reviews and their tags (review_tags, reviews). The reservation a review is
 * about is read (never written) with its legs, to check it may be reviewed.
 */
export class ReviewRepository {
  constructor(private readonly db: Executor) {}

  tagsFor(rating: number, db: Executor = this.db) {
    return db
      .selectFrom('review_tags')
      .select(['id', 'name'])
      .where('rating', '=', rating)
      .orderBy('sort_order')
      .orderBy('id')
      .execute();
  }

  /**
   * The customer's reservation with this code: its status, when its last leg arrives and
   * the operator of its first leg. Undefined when there is none, or it is someone else's.
   */
  async customersReservation(customerId: number, code: string, db: Executor = this.db) {
    const row = await db
      .selectFrom('reservations')
      .select((eb) => [
        'reservations.id',
        'reservations.code',
        'reservations.status',
        eb
          .selectFrom('reservation_legs')
          .select((leg) => leg.fn.max('reservation_legs.arrival_at').as('arrives'))
          .whereRef('reservation_legs.reservation_id', '=', 'reservations.id')
          .as('last_arrival_at'),
        eb
          .selectFrom('reservation_legs')
          .innerJoin('schedules', 'schedules.id', 'reservation_legs.schedule_id')
          .innerJoin('routes', 'routes.id', 'schedules.route_id')
          .select('routes.operator_id')
          .whereRef('reservation_legs.reservation_id', '=', 'reservations.id')
          // The first leg travelled: go before return, then by position.
          .orderBy('reservation_legs.direction')
          .orderBy('reservation_legs.leg_index')
          .limit(1)
          .as('operator_id'),
      ])
      .where('reservations.code', '=', code)
      .where('reservations.customer_id', '=', customerId)
      .executeTakeFirst();
    if (!row) return undefined;
    return {
      id: Number(row.id),
      code: row.code,
      status: row.status,
      lastArrivalAt: row.last_arrival_at === null ? null : new Date(row.last_arrival_at),
      operatorId: row.operator_id === null ? null : Number(row.operator_id),
    };
  }

  /**
   * Inserts the review; undefined when the reservation already has one (the UNIQUE
   * reservation_id decides, also between two submissions at once).
   */
  async insertOnce(
    values: {
      reservationId: number;
      customerId: number;
      operatorId: number;
      rating: number;
      tags: string[];
      comment: string;
      now: Date;
    },
    db: Executor = this.db,
  ): Promise<number | undefined> {
    const row = await db
      .insertInto('reviews')
      .values({
        reservation_id: values.reservationId,
        customer_id: values.customerId,
        operator_id: values.operatorId,
        rating: values.rating,
        tags: values.tags,
        comment: values.comment,
        created_at: values.now,
      })
      .onConflict((oc) => oc.column('reservation_id').doNothing())
      .returning('id')
      .executeTakeFirst();
    return row === undefined ? undefined : Number(row.id);
  }

  /** Reviews with the operator's code and the reviewer's name, newest first. */
  private listed(db: Executor) {
    return db
      .selectFrom('reviews')
      .innerJoin('operators', 'operators.id', 'reviews.operator_id')
      .leftJoin('customers', 'customers.id', 'reviews.customer_id')
      .select([
        'reviews.id',
        'operators.code as operator_code',
        'customers.name as customer_name',
        'reviews.rating',
        'reviews.tags',
        'reviews.comment',
        'reviews.created_at',
      ])
      .orderBy('reviews.id', 'desc');
  }

  byId(id: number, db: Executor = this.db) {
    return this.listed(db).where('reviews.id', '=', id).executeTakeFirst();
  }

  /** A page of one operator's reviews, or of every operator's when `operatorCode` is null. */
  page(operatorCode: string | null, limit: number, offset: number, db: Executor = this.db) {
    let query = this.listed(db);
    if (operatorCode !== null) query = query.where('operators.code', '=', operatorCode);
    return query.limit(limit).offset(offset).execute();
  }

  /** The average (to one decimal; null without reviews) and count of every review. */
  async overallRating(db: Executor = this.db): Promise<OperatorRating> {
    const row = await db
      .selectFrom('reviews')
      .select([
        sql<string | null>`round(avg(rating), 1)`.as('average'),
        sql<number>`count(*)::int`.as('count'),
      ])
      .executeTakeFirstOrThrow();
    return {
      rating: row.average === null ? null : Number(row.average),
      count: Number(row.count),
    };
  }

  async operatorExists(operatorCode: string, db: Executor = this.db): Promise<boolean> {
    const row = await db
      .selectFrom('operators')
      .select('id')
      .where('code', '=', operatorCode)
      .executeTakeFirst();
    return row !== undefined;
  }

  /**
   * The average (to one decimal) and count of each operator's reviews, in one grouped
   * query however many operators a search shows. Operators without reviews are absent.
   */
  async ratingsByOperatorCode(
    operatorCodes: readonly string[],
    db: Executor = this.db,
  ): Promise<Map<string, OperatorRating>> {
    if (operatorCodes.length === 0) return new Map();
    const rows = await this.ratings(operatorCodes, db).execute();
    return new Map(
      rows.map((row) => [row.code, { rating: Number(row.average), count: Number(row.count) }]),
    );
  }

  /**
   * ratingsByOperatorCode as one value, not run: search reads it inside its statement of
   * the catalogue's version and seats (decision 0029), so a review shows in the very next
   * search, as it did when it was read on its own.
   */
  ratingsRead(operatorCodes: readonly string[]): ReadAlongside<Map<string, OperatorRating>> {
    // No operators (a page or day without trips, the dates call): nothing to aggregate.
    if (operatorCodes.length === 0) return { query: sql`NULL`, decode: () => new Map() };
    const grouped = this.ratings(operatorCodes, this.db).as('r');
    return {
      query: this.db
        .selectFrom(grouped)
        .select(
          sql<RatingTuple[] | null>`json_agg(json_build_array(r.code, r.average, r.count))`.as(
            'list',
          ),
        ),
      decode: (value) =>
        new Map(
          ((value ?? []) as RatingTuple[]).map(([code, average, count]) => [
            code,
            { rating: Number(average), count: Number(count) },
          ]),
        ),
    };
  }

  private ratings(operatorCodes: readonly string[], db: Executor) {
    return db
      .selectFrom('reviews')
      .innerJoin('operators', 'operators.id', 'reviews.operator_id')
      .select([
        'operators.code',
        sql<string>`round(avg(reviews.rating), 1)`.as('average'),
        sql<number>`count(*)::int`.as('count'),
      ])
      .where('operators.code', '=', sql<string>`ANY(${[...operatorCodes]}::text[])`)
      .groupBy('operators.code');
  }
}
