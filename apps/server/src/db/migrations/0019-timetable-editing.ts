/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run before the typed schema exists */
import type { Kysely } from 'kysely';
import { executeScript } from '../sql-script.js';

/**
 * Timetable editing from the operator console (issue 10, decision 0021).
 *
 * - route_stops.can_board / can_alight: whether passengers may get on or off at a stop
 *   (a bus that only drops off at a toll-road stop). Search sells a segment only from a
 *   stop with can_board to one with can_alight. Every existing stop allows both, as before.
 * - seat_layouts.operator_id: the operator a layout belongs to, so a petugas sees and edits
 *   only their own; NULL is a shared layout (the demo catalogue's), changed by an admin only.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await executeScript(
    db,
    /* sql */ `
    ALTER TABLE route_stops ADD COLUMN can_board boolean NOT NULL DEFAULT true;
    ALTER TABLE route_stops ADD COLUMN can_alight boolean NOT NULL DEFAULT true;
    ALTER TABLE seat_layouts ADD COLUMN operator_id integer REFERENCES operators(id);
    CREATE INDEX seat_layouts_operator_idx ON seat_layouts (operator_id) WHERE operator_id IS NOT NULL;
    CREATE INDEX schedules_layout_idx ON schedules (layout_id);
    `,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await executeScript(
    db,
    /* sql */ `
    DROP INDEX schedules_layout_idx;
    DROP INDEX seat_layouts_operator_idx;
    ALTER TABLE seat_layouts DROP COLUMN operator_id;
    ALTER TABLE route_stops DROP COLUMN can_alight;
    ALTER TABLE route_stops DROP COLUMN can_board;
    `,
  );
}
