/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists */
import type { Kysely } from 'kysely';
import { executeScript } from '../sql-script.js';

/**
 * A departure's live status (issue 21, staff module; decision 0039).
 *
 * - departure_statuses: one row per departure (a schedule on a trip date) that staff
 *   have marked, created by the first mark (the console's "Mulai Boarding" or
 *   "Berangkat", or the first boarding scan). status only moves forward: boarding,
 *   berangkat, tiba (the CHECKs keep each step's time and staff with it, and a later
 *   step never without the earlier ones it needs: tiba needs berangkat). No row: the
 *   departure is 'terjadwal'. The primary key is what makes two first marks at once one
 *   row; a later step updates the row under its lock.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await executeScript(
    db,
    /* sql */ `
    CREATE TABLE departure_statuses (
      schedule_id     integer NOT NULL REFERENCES schedules(id) ON DELETE CASCADE,
      trip_date       date NOT NULL,
      status          text NOT NULL CHECK (status IN ('boarding', 'berangkat', 'tiba')),
      boarding_at     timestamptz,
      boarding_by     integer REFERENCES staff(id),
      departed_at     timestamptz,
      departed_by     integer REFERENCES staff(id),
      arrived_at      timestamptz,
      arrived_by      integer REFERENCES staff(id),
      updated_at      timestamptz NOT NULL,
      updated_by      integer NOT NULL REFERENCES staff(id),
      PRIMARY KEY (schedule_id, trip_date),
      CHECK ((boarding_at IS NULL) = (boarding_by IS NULL)),
      CHECK ((departed_at IS NULL) = (departed_by IS NULL)),
      CHECK ((arrived_at IS NULL) = (arrived_by IS NULL)),
      CHECK (status <> 'boarding' OR (boarding_at IS NOT NULL AND departed_at IS NULL AND arrived_at IS NULL)),
      CHECK (status <> 'berangkat' OR (departed_at IS NOT NULL AND arrived_at IS NULL)),
      CHECK (status <> 'tiba' OR (departed_at IS NOT NULL AND arrived_at IS NOT NULL))
    );
    `,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await executeScript(db, /* sql */ `DROP TABLE departure_statuses;`);
}
