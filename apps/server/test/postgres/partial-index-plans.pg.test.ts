import { type CompiledQuery, Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/db/database.js';
import type { Executor } from '../../src/db/executor.js';
import { migrateToLatest } from '../../src/db/migrate.js';
import type { DB } from '../../src/db/schema.js';
import { ContentRepository } from '../../src/modules/content/content.repository.js';
import { CustomerPointsRepository } from '../../src/modules/customers/customer-points.repository.js';
import { FlashSaleRepository } from '../../src/modules/flashsale/flashsale.repository.js';
import { OutboundMessageRepository } from '../../src/modules/notifications/outbound-message.repository.js';
import { PaymentsRepository } from '../../src/modules/payments/payments.repository.js';
import { ReminderRepository } from '../../src/modules/reservations/reminder.repository.js';
import { ReservationRepository } from '../../src/modules/reservations/reservation.repository.js';
import { SeatAlertRepository } from '../../src/modules/seat-alerts/seat-alert.repository.js';
import { SouvenirsRepository } from '../../src/modules/souvenirs/souvenirs.repository.js';
import { createPgTestDatabase } from './pg-test-database.js';

/**
 * Decision 0033: statements are prepared (decision 0030), and PostgreSQL soon settles on a
 * prepared statement's GENERIC plan, planned without the parameters' values. A partial
 * index (`WHERE status = 'pending'`) is usable there only when the statement's TEXT
 * implies its predicate: `status = $1` does not. Each check below takes the statement a
 * repository method really sends (its compiled SQL and parameters, recorded by Kysely's
 * log on a handle over the same database), prepares that text under
 * force_generic_plan, and reads the plan of EXECUTE with the parameters' values: it must
 * read the partial index, never the whole table. The tables hold a few hundred rows,
 * most outside the predicate, never analysed (a new database before autovacuum's first
 * ANALYZE); the predicate's rows are few, as in production (due messages, pending holds).
 */
describe('partial indexes in the generic plans of the repositories (PostgreSQL)', () => {
  let database: Database;
  let recorder: Kysely<DB>;
  let drop: () => Promise<void>;
  const recorded: CompiledQuery[] = [];
  const NOW = new Date('2026-11-24T09:00:00Z');

  beforeAll(async () => {
    let url: string;
    ({ url, drop } = await createPgTestDatabase());
    database = await openDatabase({ kind: 'postgres', url, poolSize: 1 });
    await migrateToLatest(database.db);
    await seed(database.db);
    // The server's handle has the same dialect and no plugins: the same SQL text.
    recorder = new Kysely<DB>({
      dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url, max: 1 }) }),
      log: (event) => {
        if (event.level === 'query') recorded.push(event.query);
      },
    });
  });
  afterAll(async () => {
    await recorder?.destroy();
    await database?.close();
    await drop?.();
  });

  class RolledBack extends Error {}

  /**
   * The statement `run` sends that names `table` (the first such), run in a transaction
   * rolled back so the rows stay as seeded.
   */
  async function statementOf(
    table: string,
    run: (db: Executor) => Promise<unknown>,
    containing = '',
  ): Promise<CompiledQuery> {
    recorded.length = 0;
    await recorder
      .transaction()
      .execute(async (trx) => {
        await run(trx);
        throw new RolledBack();
      })
      .catch((error: unknown) => {
        if (!(error instanceof RolledBack)) throw error;
      });
    const statement = recorded.find(
      (query) => query.sql.includes(`"${table}"`) && query.sql.includes(containing),
    );
    if (!statement) throw new Error(`no statement on ${table} was sent`);
    return statement;
  }

  /** A parameter's value as an SQL literal, for EXECUTE's argument list. */
  function literalOf(value: unknown): string {
    if (value === null || value === undefined) return 'NULL';
    if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean')
      return String(value);
    if (value instanceof Date) return `'${value.toISOString()}'`;
    if (typeof value === 'string') return `'${value.replace(/'/g, "''")}'`;
    throw new Error(`no literal for parameter ${JSON.stringify(value)}`);
  }

  /** The generic plan of the statement as sent (what a prepared statement settles on). */
  async function genericPlan(statement: CompiledQuery): Promise<string> {
    const values = statement.parameters.map(literalOf);
    return database.db.connection().execute(async (connection) => {
      await sql`SET plan_cache_mode = force_generic_plan`.execute(connection);
      try {
        await sql.raw(`PREPARE probe AS ${statement.sql}`).execute(connection);
        try {
          const { rows } = await sql
            .raw<{
              'QUERY PLAN': string;
            }>(`EXPLAIN EXECUTE probe${values.length > 0 ? `(${values.join(', ')})` : ''}`)
            .execute(connection);
          return rows.map((row) => row['QUERY PLAN']).join('\n');
        } finally {
          await sql`DEALLOCATE probe`.execute(connection);
        }
      } finally {
        await sql`RESET plan_cache_mode`.execute(connection);
      }
    });
  }

  /** Each statement, the table it reads and the partial index it must read it through. */
  const cases: Array<{
    statement: string;
    table: string;
    index: string;
    run: (db: Executor) => Promise<unknown>;
    /** Which of run's statements on the table (a fragment of its text); the first if absent. */
    containing?: string;
  }> = [
    {
      statement: "the outbox's claim",
      table: 'outbound_messages',
      index: 'outbound_messages_due_idx',
      run: (db) =>
        new OutboundMessageRepository(db).claimDue(NOW, 20, new Date(NOW.getTime() + 60_000)),
    },
    {
      statement: "the reservation sweeper's expiry",
      table: 'reservations',
      index: 'reservations_pending_idx',
      run: (db) => new ReservationRepository(db).expireOverdue(NOW, undefined),
    },
    {
      statement: "the departure reminders' due legs",
      table: 'reservation_legs',
      index: 'reservation_legs_first_departure_idx',
      run: (db) => new ReminderRepository(db).claimDue(NOW, 200),
    },
    {
      statement: "the seat alerts' waiting segments",
      table: 'seat_alerts',
      index: 'seat_alerts_queue_idx',
      run: (db) => new SeatAlertRepository(db).waitingGroups(NOW, 50),
    },
    {
      statement: "the seat alerts' claim",
      table: 'seat_alerts',
      index: 'seat_alerts_queue_idx',
      run: (db) =>
        new SeatAlertRepository(db).claimEarliest(
          { scheduleId: 1, tripDate: '2026-12-01', fromStop: 0, toStop: 1 },
          2,
          NOW,
        ),
    },
    {
      statement: "the flash sale's sweep list",
      table: 'flash_sale_purchases',
      index: 'flash_sale_purchases_pending_idx',
      run: (db) => new FlashSaleRepository(db).cardsWithOverdueHolds(NOW, 100),
    },
    {
      statement: "the donation page's figures",
      table: 'reservations',
      index: 'reservations_donation_idx',
      run: (db) => new ContentRepository(db).donationTotals(),
    },
    {
      statement: "the donation page's comments",
      table: 'reservations',
      index: 'reservations_donation_idx',
      run: (db) => new ContentRepository(db).listDonationComments(10, 0),
    },
    {
      statement: 'the blog list',
      table: 'blogs',
      index: 'blogs_public_idx',
      run: (db) => new ContentRepository(db).listBlogs(undefined, NOW, 10, 0),
    },
    {
      statement: "a blog group's list",
      table: 'blogs',
      index: 'blogs_group_idx',
      run: (db) => new ContentRepository(db).listBlogs('berita', NOW, 10, 0),
    },
    {
      statement: "a FAQ category's questions",
      table: 'faqs',
      index: 'faqs_category_idx',
      run: (db) => new ContentRepository(db).listFaqs({ categoryId: 1 }),
    },
    {
      statement: 'the showing banners',
      table: 'banners',
      index: 'banners_placement_idx',
      run: (db) => new ContentRepository(db).showingBanners('carousel', NOW),
    },
    {
      statement: 'the souvenir list',
      table: 'souvenir_products',
      index: 'souvenir_products_list_idx',
      run: (db) => new SouvenirsRepository(db).listProducts({}, 10, 0),
    },
    {
      statement: "a souvenir category's list",
      table: 'souvenir_products',
      index: 'souvenir_products_category_idx',
      run: (db) => new SouvenirsRepository(db).listProducts({ categoryId: 1 }, 10, 0),
    },
    {
      statement: "the refused notifications' trim",
      table: 'payment_notifications',
      index: 'payment_notifications_rejected_idx',
      containing: 'offset',
      run: (db) =>
        new PaymentsRepository(db).insertRefusedNotification(
          {
            order_id: 'LTSPIX1-1',
            transaction_id: 'tx-refused',
            transaction_status: 'settlement',
            body: {},
            outcome: 'invalid_signature',
            received_at: NOW,
          },
          10,
        ),
    },
  ];

  for (const { statement, table, index, run, containing } of cases) {
    it(`${statement}: ${table} read through ${index}`, async () => {
      const plan = await genericPlan(await statementOf(table, run, containing));
      expect(plan, plan).toMatch(new RegExp(`(using|on) ${index}\\b`));
      expect(plan, plan).not.toMatch(new RegExp(`Seq Scan on ${table}\\b`));
    });
  }

  it("the earned points' insert keeps working once its statement goes generic", async () => {
    // ON CONFLICT names the partial unique index by its predicate; with a parameter there
    // the generic plan cannot infer the index and the statement fails: the sixth earning
    // on one connection did (five custom plans, then the generic one is tried).
    const points = new CustomerPointsRepository(database.db);
    const { id: customerId } = await database.db
      .insertInto('customers')
      .values({ name: 'Sari', email: 'sari@example.com' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const paid = await database.db
      .selectFrom('reservations')
      .select('id')
      .where('status', '=', 'paid')
      .orderBy('id')
      .limit(8)
      .execute();
    for (const { id } of paid) {
      const inserted = await points.insertEarnedOnce({
        customer_id: customerId,
        reservation_id: id,
        kind: 'earned',
        points: 100,
        balance_after: 100,
        note: 'Poin dari pemesanan',
        created_at: NOW,
      });
      expect(inserted).toBe(true);
    }
  });
});

/**
 * A few hundred rows per table, most outside the partial index's predicate. Referenced
 * rows (schedules, customers, cards, payments) do not matter to these plans: the seed
 * runs with foreign-key triggers off (session_replication_role = replica) instead of
 * building a catalogue. No ANALYZE, and no autovacuum to run one meanwhile.
 */
async function seed(db: Kysely<DB>): Promise<void> {
  await sql`
    INSERT INTO payment_methods (code, name, group_code, group_name, fee_type, fee_value)
    VALUES ('BCA_VA', 'BCA Virtual Account', 'va', 'Virtual Account', 'flat', 4000)
  `.execute(db);
  await db.connection().execute(async (connection) => {
    await sql`SET session_replication_role = replica`.execute(connection);
    for (const table of [
      'reservations',
      'reservation_legs',
      'outbound_messages',
      'seat_alerts',
      'flash_sale_purchases',
      'blogs',
      'faqs',
      'banners',
      'souvenir_products',
      'payment_notifications',
    ])
      await sql.raw(`ALTER TABLE ${table} SET (autovacuum_enabled = false)`).execute(connection);
    // 600 bookings: paid (1 in 20 with a donation), 20 expired, 30 pending.
    await sql`
      INSERT INTO reservations (code, guest_secret_hash, booker_name, booker_phone, booker_email,
        payment_method_code, fare_total, total, price_lines, platform, expires_at, created_at,
        status, paid_at, donation, donation_comment)
      SELECT 'LTSPIX' || n, 'x', 'Rina', '0812' || n, n || '@example.com', 'BCA_VA', 100000,
        100000, '[]', 'WEB', timestamptz '2026-11-24 09:15Z' - n * interval '1 minute',
        timestamptz '2026-11-24 08:00Z' - n * interval '1 minute',
        CASE WHEN n <= 30 THEN 'pending' WHEN n <= 50 THEN 'expired' ELSE 'paid' END,
        CASE WHEN n > 50 THEN timestamptz '2026-11-24 08:00Z' - n * interval '1 minute' END,
        CASE WHEN n > 50 AND n % 20 = 0 THEN 5000 ELSE 0 END,
        CASE WHEN n > 50 AND n % 20 = 0 THEN 'Semoga bermanfaat' END
      FROM generate_series(1, 600) AS n
    `.execute(connection);
    // Their legs: a first and a second (a connection) each, departing over 60 days from
    // 30 days ago; a few first legs within the reminders' next 24 hours.
    await sql`
      INSERT INTO reservation_legs (reservation_id, direction, leg_index, schedule_id, trip_date,
        from_stop, to_stop, departure_at, arrival_at, fare_per_seat)
      SELECT r.id, 'go', leg.i, 1, date '2026-10-25' + (n % 60), leg.i, leg.i + 1,
        timestamptz '2026-10-25 01:00Z' + (n % 60) * interval '1 day' + n * interval '1 minute'
          + leg.i * interval '3 hours',
        timestamptz '2026-10-25 04:00Z' + (n % 60) * interval '1 day' + n * interval '1 minute'
          + leg.i * interval '3 hours',
        100000
      FROM generate_series(1, 600) AS n
      JOIN reservations r ON r.code = 'LTSPIX' || n
      CROSS JOIN (VALUES (0), (1)) AS leg(i)
    `.execute(connection);
    // 600 messages kept, 10 still due.
    await sql`
      INSERT INTO outbound_messages (channel, recipient, subject, text, status, next_attempt_at,
        created_at, sent_at)
      SELECT 'email', n || '@example.com', 'Tiket', 'Tiket Anda', CASE WHEN n <= 10 THEN
        'pending' ELSE 'sent' END, timestamptz '2026-11-24 08:00Z' - n * interval '1 minute',
        timestamptz '2026-11-24 08:00Z' - n * interval '1 minute',
        CASE WHEN n > 10 THEN timestamptz '2026-11-24 08:00Z' END
      FROM generate_series(1, 600) AS n
    `.execute(connection);
    // 600 alerts, 20 waiting.
    await sql`
      INSERT INTO seat_alerts (customer_id, schedule_id, trip_date, from_stop, to_stop,
        operator_code, jadwal_code, departure_date, departure_at, departure_time,
        departure_zone, operator_name, origin_label, destination_label, status, queued_at,
        notified_at, created_at)
      SELECT n, 1 + n % 40, date '2026-12-01' + n % 7, 0, 1, 'OPR', 'J' || n % 40,
        date '2026-12-01' + n % 7, timestamptz '2026-12-01 01:00Z' + (n % 7) * interval '1 day',
        '08:00', 'Asia/Jakarta', 'Operator', 'Jakarta', 'Bandung',
        CASE WHEN n <= 20 THEN 'waiting' WHEN n <= 400 THEN 'notified' ELSE 'cancelled' END,
        timestamptz '2026-11-20 00:00Z' + n * interval '1 minute',
        CASE WHEN n > 20 AND n <= 400 THEN timestamptz '2026-11-21 00:00Z' END,
        timestamptz '2026-11-20 00:00Z'
      FROM generate_series(1, 600) AS n
    `.execute(connection);
    // 600 flash-sale purchases, 10 pending.
    await sql`
      INSERT INTO flash_sale_purchases (code, card_id, key_id, booker_name, booker_email,
        booker_phone, price, admin_fee, total, payment_method_code, status, expires_at,
        guest_token_hash, created_at, updated_at)
      SELECT 'FSPIX' || n, 1 + n % 5, n, 'Rina', n || '@example.com', '0812' || n, 10000, 0,
        10000, 'BCA_VA', CASE WHEN n <= 10 THEN 'pending' WHEN n <= 300 THEN 'paid'
        ELSE 'expired' END, timestamptz '2026-11-24 09:15Z' - n * interval '1 minute', 'x',
        timestamptz '2026-11-24 08:00Z', timestamptz '2026-11-24 08:00Z'
      FROM generate_series(1, 600) AS n
    `.execute(connection);
    // Catalogue tables: 400 rows each, 20 of them published or active.
    await sql`
      INSERT INTO blogs (code, group_code, title, summary, body, image_url, author,
        published_at, is_published, created_at, updated_at)
      SELECT 'blog-' || n, CASE WHEN n % 2 = 0 THEN 'berita' ELSE 'tips' END, 'Judul', 'Ringkas',
        'Isi', '/img.jpg', 'Redaksi', timestamptz '2026-11-01 00:00Z' + n * interval '1 hour',
        n <= 20, timestamptz '2026-11-01 00:00Z', timestamptz '2026-11-01 00:00Z'
      FROM generate_series(1, 400) AS n
    `.execute(connection);
    await sql`
      INSERT INTO faqs (category_id, question, answer, sort_order, is_published, created_at,
        updated_at)
      SELECT 1 + n % 4, 'Tanya ' || n, 'Jawab', n, n <= 20, timestamptz '2026-11-01 00:00Z',
        timestamptz '2026-11-01 00:00Z'
      FROM generate_series(1, 400) AS n
    `.execute(connection);
    await sql`
      INSERT INTO banners (placement, title, image_url, sort_order, is_active, created_at,
        updated_at)
      SELECT 'carousel', 'Promo ' || n, '/img.jpg', n, n <= 20, timestamptz '2026-11-01 00:00Z',
        timestamptz '2026-11-01 00:00Z'
      FROM generate_series(1, 400) AS n
    `.execute(connection);
    await sql`
      INSERT INTO souvenir_products (category_id, name, shop_name, city, price, description,
        image_url, sort_order, is_active, created_at, updated_at)
      SELECT 1 + n % 4, 'Oleh-oleh ' || n, 'Toko', 'Bandung', 25000, 'Khas', '/img.jpg', n,
        n <= 20, timestamptz '2026-11-01 00:00Z', timestamptz '2026-11-01 00:00Z'
      FROM generate_series(1, 400) AS n
    `.execute(connection);
    // 600 notifications received, 20 of them refused.
    await sql`
      INSERT INTO payment_notifications (order_id, transaction_id, transaction_status, body,
        outcome, received_at)
      SELECT 'LTSPIX' || n || '-1', 'tx-' || n, 'settlement', '{}',
        CASE WHEN n <= 10 THEN 'invalid_signature' WHEN n <= 20 THEN 'unconfirmed'
        ELSE 'settled' END, timestamptz '2026-11-24 08:00Z'
      FROM generate_series(1, 600) AS n
    `.execute(connection);
    await sql`RESET session_replication_role`.execute(connection);
  });
}
