import type { Kysely } from 'kysely';
import type { DB } from '../schema.js';

export interface SeedOptions {
  /** Multiplies operators, routes and schedules (benchmarks use --scale). */
  scale: number;
  /** Validity of schedules, vouchers and promos is set relative to this day. */
  today: Date;
}

/** Loads the demo catalogue into an empty, migrated database. */
export async function seedDemoData(db: Kysely<DB>, options: SeedOptions): Promise<void> {
  void db;
  void options;
  throw new Error('demo seed is being written');
}
