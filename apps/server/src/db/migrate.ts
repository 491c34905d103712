/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists */
import { type Kysely, sql } from 'kysely';
import { type Migration, type MigrationProvider, Migrator } from 'kysely/migration';
import * as initial from './migrations/0001-initial.js';
import * as paymentWebhookHardening from './migrations/0003-payment-webhook-hardening.js';
import * as checkoutGuards from './migrations/0004-checkout-guards.js';
import * as customerAccounts from './migrations/0005-customer-accounts.js';
import * as customerPointsLedger from './migrations/0006-customer-points-ledger.js';
import * as feedback from './migrations/0007-feedback.js';
import * as reviews from './migrations/0008-reviews.js';
import * as seatAlerts from './migrations/0009-seat-alerts.js';
import * as staff from './migrations/0010-staff.js';
import * as content from './migrations/0011-content.js';
import * as catalogueVersion from './migrations/0012-catalogue-version.js';
import * as staffOperations from './migrations/0013-staff-operations.js';
import * as flashSale from './migrations/0014-flash-sale.js';
import * as souvenirs from './migrations/0016-souvenirs.js';
import * as referrals from './migrations/0017-referrals.js';
import * as departureTimeChanges from './migrations/0018-departure-time-changes.js';
import * as timetableEditing from './migrations/0019-timetable-editing.js';
import * as legTimeLookupFirst from './migrations/0020-leg-time-lookup-first.js';
import * as holdLimitsInOneStatement from './migrations/0021-hold-limits-in-one-statement.js';
import * as customerCancellation from './migrations/0022-customer-cancellation.js';
import * as reservationReminders from './migrations/0023-reservation-reminders.js';
import * as departureStatus from './migrations/0024-departure-status.js';
import * as reschedule from './migrations/0025-reschedule.js';
import * as partialCancellation from './migrations/0026-partial-cancellation.js';

/**
 * Migrations are listed in code (not read from a folder) so the bundled server
 * carries them. Add a new file under migrations/ and list it here; never edit one
 * that has shipped.
 */
const migrations: Record<string, Migration> = {
  '0001-initial': initial,
  '0003-payment-webhook-hardening': paymentWebhookHardening,
  '0004-checkout-guards': checkoutGuards,
  '0005-customer-accounts': customerAccounts,
  '0006-customer-points-ledger': customerPointsLedger,
  '0007-feedback': feedback,
  '0008-reviews': reviews,
  '0009-seat-alerts': seatAlerts,
  '0010-staff': staff,
  '0011-content': content,
  '0012-catalogue-version': catalogueVersion,
  '0013-staff-operations': staffOperations,
  '0014-flash-sale': flashSale,
  '0016-souvenirs': souvenirs,
  '0017-referrals': referrals,
  '0018-departure-time-changes': departureTimeChanges,
  '0019-timetable-editing': timetableEditing,
  '0020-leg-time-lookup-first': legTimeLookupFirst,
  '0021-hold-limits-in-one-statement': holdLimitsInOneStatement,
  '0022-customer-cancellation': customerCancellation,
  '0023-reservation-reminders': reservationReminders,
  '0024-departure-status': departureStatus,
  '0025-reschedule': reschedule,
  '0026-partial-cancellation': partialCancellation,
};

class InCodeMigrationProvider implements MigrationProvider {
  async getMigrations() {
    return migrations;
  }
}

export async function migrateToLatest(db: Kysely<any>): Promise<void> {
  // Two server processes starting together on one PostgreSQL must not both migrate;
  // Kysely takes its own lock table, which serialises them.
  const migrator = new Migrator({ db, provider: new InCodeMigrationProvider() });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    const cause = error instanceof Error ? error.message : String(error ?? failed?.migrationName);
    throw new Error(`Migrasi database gagal: ${cause}`, { cause: error });
  }
}

/**
 * The migrations this code knows and the database has not run: empty when the schema is
 * current (readiness). A database migrated by a newer release has no pending ones.
 */
export async function pendingMigrations(db: Kysely<any>): Promise<string[]> {
  const migrator = new Migrator({ db, provider: new InCodeMigrationProvider() });
  const known = await migrator.getMigrations();
  return known.filter((migration) => !migration.executedAt).map((migration) => migration.name);
}

/** True when the catalogue has no cities yet: the demo data is loaded into such a database. */
export async function isCatalogueEmpty(db: Kysely<any>): Promise<boolean> {
  const result = await sql<{ count: number }>`SELECT count(*)::int AS count FROM cities`.execute(
    db,
  );
  return (result.rows[0]?.count ?? 0) === 0;
}
